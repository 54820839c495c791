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
  },
  plugins: {
    // Android draws the app edge to edge (enforced from Android 15, with no opt-out at target SDK
    // 36): Capacitor's SystemBars pads the web view clear of the status and navigation bars, since
    // the page leaves `viewport-fit=cover` out on Android (src/native/start-native.ts). The site
    // reads `env(safe-area-inset-*)` only, so no `--safe-area-inset-*` variables are injected.
    SystemBars: {
      insetsHandling: 'native',
    },
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
