import { defineAppConfig } from '@cabinet/vite-config/app';
import { loadEnv, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { devPages } from './scripts/dev-pages.ts';
import { seoFiles } from './scripts/seo-files.ts';

/** Same defaults as `parseFrontendEnv` of `@cabinet/api-client/env`. */
const DEFAULT_FORM_BACKEND_URL = 'http://localhost:8000';
const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:5173';
const DEFAULT_API_URL = 'http://localhost:8000/api/v1';

const base = defineAppConfig({
  port: 5173,
  dirname: import.meta.dirname,
  // The contact form posts to the form backend, which may live on another origin than the API.
  connectUrls: (env) => [
    env.VITE_FORM_BACKEND_URL || DEFAULT_FORM_BACKEND_URL,
    // Visitor tracking's socket: the API on ws(s), allowed only in a build with tracking on.
    ...(env.VITE_ENABLE_XRAY === 'true'
      ? [(env.VITE_API_URL || DEFAULT_API_URL).replace(/^http/, 'ws')]
      : []),
  ],
  // The contact page's map, embedded only once the visitor clicks it.
  frameUrls: ['https://www.openstreetmap.org'],
});

/** The app's build starts with its own script, which renders the pages on the device. */
const appStart: Plugin = {
  name: 'cabinet-app-start',
  transformIndexHtml: {
    // Before Vite reads the page's scripts.
    order: 'pre',
    handler: (html) => html.replace('/src/islands/start.ts', '/src/app-shell/start-app.tsx'),
  },
};

export default (configEnv: ConfigEnv): UserConfig => {
  const env = loadEnv(configEnv.mode, import.meta.dirname, 'VITE_');
  const siteUrl = (env.VITE_PUBLIC_SITE_URL || DEFAULT_PUBLIC_SITE_URL).replace(/\/+$/, '');
  const config = base(configEnv);
  // The app's build (apps/mobile): files loaded from the app's own origin by relative addresses,
  // no source maps, no robots.txt or sitemap.
  const native = configEnv.mode === 'native';
  return {
    ...config,
    ...(native && { base: './' }),
    plugins: [
      ...(config.plugins ?? []),
      ...(native ? [appStart] : [seoFiles(siteUrl), devPages()]),
    ],
    build: {
      ...config.build,
      ...(native && { sourcemap: false }),
      // An island's module and the modules it imports load when the island starts, not before.
      modulePreload: false,
    },
    // The server's renderer (`src/entry-server.tsx`) bundles its libraries: one file.
    ssr: { noExternal: true },
  };
};
