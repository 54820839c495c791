import { mergeConfig } from 'vitest/config';
import { reactPreset } from './react.js';

/**
 * Vitest preset for a front end: the React preset, the app's own MSW set-up in
 * `src/testing/setup.ts`, and no Playwright specs. Add the React plugin in the app's config.
 */
export const reactAppPreset = mergeConfig(reactPreset, {
  // The preset's setup file imports Testing Library without depending on it: resolve it from the app.
  resolve: { dedupe: ['@testing-library/react', 'react', 'react-dom'] },
  test: {
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
