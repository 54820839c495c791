import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { defineConfig, loadEnv } from 'vite';
import { emotionStyledWithoutTagShortcuts } from './emotion-styled-without-tag-shortcuts.js';
import { muiFallbackThemesOnFirstUse } from './mui-fallback-themes-on-first-use.js';
import { muiThemeWithoutCssVariables } from './mui-theme-without-css-variables.js';
import { securityHeaders, strictTransportSecurity } from './security-headers.js';

/** Same default as `parseFrontendEnv` of `@cabinet/api-client/env`. */
const DEFAULT_API_URL = 'http://localhost:8000/api/v1';

/**
 * Only React gets a vendor chunk of its own (every page needs it, and it changes seldom, so it
 * stays cached across releases); every other module is split by where it is used. A catch-all
 * vendor group would make the entry import every library any lazily loaded screen uses (MUI's
 * table, forms, the country list), and the first download would carry the whole app.
 */
export const codeSplitting = {
  groups: [
    {
      name: 'react',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      priority: 30,
    },
  ],
};

const SYNC_EXTERNAL_STORE = '\0cabinet-react-sync-external-store';

/**
 * React 18 and later have `useSyncExternalStore`; a library that still imports the shim package
 * made for older Reacts (react-i18next) gets React's own, and the shim stays out of the bundle.
 *
 * @returns {import('vite').Plugin}
 */
function reactSyncExternalStore() {
  return {
    name: 'cabinet-react-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? SYNC_EXTERNAL_STORE : null),
    load: (id) =>
      id === SYNC_EXTERNAL_STORE ? "export { useSyncExternalStore } from 'react';\n" : null,
  };
}

/**
 * Writes the headers into the build (`.security-headers.json`, never served), so the site's
 * production server (`@cabinet/static-server`) sends the policy made for the addresses this build
 * calls, whatever its own environment says.
 *
 * @param {Record<string, string>} headers
 * @returns {import('vite').Plugin}
 */
function securityHeadersFile(headers) {
  return {
    name: 'cabinet-security-headers-file',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.security-headers.json',
        source: `${JSON.stringify(headers, null, 2)}\n`,
      });
    },
  };
}

/**
 * The Vite config of a front end: React, a fixed port for `dev` and `preview`, the security headers
 * on `preview` and in the build for the production server (built from the app's `VITE_*` variables;
 * HSTS over HTTPS), no source maps, React in a vendor chunk of its own, MUI without its
 * CSS-variables theme (which the practice theme does not use) and without Emotion's tag
 * shortcuts. With `reactCompiler`, React Compiler memoizes the app's components and hooks in the
 * browser build (never in server-side rendering).
 *
 * @param {import('./app.d.ts').AppConfigOptions} options
 */
export function defineAppConfig({
  port,
  dirname,
  connectUrls = () => [],
  frameUrls = [],
  reactCompiler = false,
}) {
  return defineConfig(({ mode }) => {
    const env = loadEnv(mode, dirname, 'VITE_');
    const apiUrl = env.VITE_API_URL || DEFAULT_API_URL;
    const headers = securityHeaders({ apiUrl, connectUrls: connectUrls(env), frameUrls });
    return {
      plugins: [
        muiThemeWithoutCssVariables(),
        muiFallbackThemesOnFirstUse(),
        emotionStyledWithoutTagShortcuts(),
        reactSyncExternalStore(),
        react(),
        ...(reactCompiler ? [babel({ presets: [reactCompilerPreset()] })] : []),
        strictTransportSecurity(),
        securityHeadersFile(headers),
      ],
      server: { port, strictPort: true },
      preview: {
        port,
        strictPort: true,
        headers,
      },
      // No source maps in a production build: the served code is not handed out with its sources.
      build: {
        sourcemap: false,
        // Every browser the sites support preloads modules itself: no polyfill in the entry.
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting } },
      },
    };
  });
}
