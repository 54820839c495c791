import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { securityHeaders, strictTransportSecurity } from './security-headers.js';

/** Same default as `parseFrontendEnv` of `@cabinet/api-client/env`. */
const DEFAULT_API_URL = 'http://localhost:8000/api/v1';

/** Vendor chunks: React and the router, MUI and Emotion, then the rest of node_modules. */
const codeSplitting = {
  groups: [
    {
      name: 'react',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 30,
    },
    { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/, priority: 20 },
    { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
  ],
};

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
 * HSTS over HTTPS), no source maps, and
 * vendor chunks.
 *
 * @param {import('./app.d.ts').AppConfigOptions} options
 */
export function defineAppConfig({ port, dirname, connectUrls = () => [], frameUrls = [] }) {
  return defineConfig(({ mode }) => {
    const env = loadEnv(mode, dirname, 'VITE_');
    const apiUrl = env.VITE_API_URL || DEFAULT_API_URL;
    const headers = securityHeaders({ apiUrl, connectUrls: connectUrls(env), frameUrls });
    return {
      plugins: [react(), strictTransportSecurity(), securityHeadersFile(headers)],
      server: { port, strictPort: true },
      preview: {
        port,
        strictPort: true,
        headers,
      },
      // No source maps in a production build: the served code is not handed out with its sources.
      build: { sourcemap: false, rolldownOptions: { output: { codeSplitting } } },
    };
  });
}
