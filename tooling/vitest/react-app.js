import { mergeConfig } from 'vitest/config';
import { reactPreset } from './react.js';

/**
 * Vitest preset for a front end: the React preset, the app's own MSW set-up in
 * `src/testing/setup.ts`, and no Playwright specs. Add the React plugin in the app's config.
 */
export const reactAppPreset = mergeConfig(reactPreset, {
  // The preset's setup file and render-router import these as peers: resolve them from the app.
  resolve: {
    dedupe: [
      '@testing-library/react',
      '@testing-library/user-event',
      'react',
      'react-dom',
      'react-router',
    ],
  },
  test: {
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
