import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The practice's app: the public site built for native from its own source (`scripts/build-web.mjs`
 * writes it to dist/), inside the Android and iOS shells of android/ and ios/.
 */
const config: CapacitorConfig = {
  appId: 'ch.cabinetlacparole.app',
  appName: 'Cabinet Lac & Parole',
  webDir: 'dist',
  android: {
    // The site talks to the API over HTTPS in production; no cleartext traffic from an https page.
    allowMixedContent: false,
    // Android 15 draws every app edge to edge: the web view gets margins clear of the system bars.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  plugins: {
    SplashScreen: {
      // Hidden by the site once its first page has rendered (src/native/splash.ts).
      launchAutoHide: false,
      launchFadeOutDuration: 200,
      backgroundColor: '#F6F4EF',
      androidScaleType: 'CENTER_CROP',
      showSpinner: false,
    },
  },
};

export default config;
