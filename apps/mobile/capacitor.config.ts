import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell around the public site. It ships the site's production build (never its source):
 * `pnpm --filter @cabinet/public-site build` writes it to ../public-site/dist.
 */
const config: CapacitorConfig = {
  appId: 'ch.cabinet.site',
  appName: 'Cabinet',
  webDir: '../public-site/dist',
  android: {
    // The site talks to the API over HTTPS only in production; no cleartext traffic by default.
    allowMixedContent: false,
  },
};

export default config;
