import { defineAppConfig } from '@cabinet/vite-config/app';
import { loadEnv, type ConfigEnv, type UserConfig } from 'vite';
import { seoFiles } from './scripts/seo-files.ts';
import { prerenderedPageServer } from './scripts/prerendered-page-server.ts';
import { entryScriptFirst } from './scripts/entry-script-first.ts';
import { siteCodeList } from './scripts/site-code-list.ts';

/** Same defaults as `parseFrontendEnv` of `@cabinet/api-client/env`. */
const DEFAULT_FORM_BACKEND_URL = 'http://localhost:8000';
const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:5173';
const DEFAULT_API_URL = 'http://localhost:8000/api/v1';

const base = defineAppConfig({
  port: 5173,
  dirname: import.meta.dirname,
  // Memoized components: what changes once the page is alive (the session, the practice's details,
  // the address's hash) renders again only the parts that show it, not the whole page at once.
  reactCompiler: true,
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

export default (configEnv: ConfigEnv): UserConfig => {
  const env = loadEnv(configEnv.mode, import.meta.dirname, 'VITE_');
  const siteUrl = (env.VITE_PUBLIC_SITE_URL || DEFAULT_PUBLIC_SITE_URL).replace(/\/+$/, '');
  const config = base(configEnv);
  // The app's build (apps/mobile): files loaded from the app's own origin by relative addresses,
  // no source maps, no robots.txt or sitemap, no page server, no list of code to fetch ahead (the
  // app starts at once: its code is on the device).
  const native = configEnv.mode === 'native';
  return {
    ...config,
    ...(native && { base: './' }),
    plugins: [
      ...(config.plugins ?? []),
      entryScriptFirst(),
      ...(native ? [] : [seoFiles(siteUrl), prerenderedPageServer(), siteCodeList()]),
    ],
    build: {
      ...config.build,
      ...(native && { sourcemap: false }),
      // No preload lists in the code: each `import()` would add a `<link rel="modulepreload">` per
      // module it needs (about forty as the page comes alive), and each costs the main thread
      // a few milliseconds on a phone. The browser fetches a module's imports as soon as it has
      // read it, so the page's code still loads in parallel, a few levels deep.
      modulePreload: false,
    },
    // The build-time render (`src/entry-server.tsx`) bundles its libraries: one file, run once.
    ssr: { noExternal: true },
  };
};
