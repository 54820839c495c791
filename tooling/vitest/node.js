import { reporters } from './report.js';
/** Vitest preset for headless code (API, packages without DOM). */
export const nodePreset = {
  test: {
    reporters: reporters(),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    restoreMocks: true,
    // A `.only` left in a file would silently run that test alone: it fails the run instead.
    allowOnly: false,
    // Generous: CI runs two workspaces at once on two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
};
