import { fileURLToPath } from 'node:url';
import { reporters } from './report.js';

/** Vitest preset for React code: jsdom, Testing Library matchers, no e2e specs. */
export const reactPreset = {
  test: {
    reporters: reporters(),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./setup-dom.js', import.meta.url))],
    restoreMocks: true,
    // A `.only` left in a file would silently run that test alone: it fails the run instead.
    allowOnly: false,
    // Generous: CI runs two workspaces at once on two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
};
