import { reporters } from './report.js';
/** Vitest preset for headless code (API, packages without DOM). */
export const nodePreset = {
  test: {
    reporters: reporters(),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
};
