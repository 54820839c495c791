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
    // One worker's modules and DOM serve all its files: each file no longer loads React, MUI and
    // the app's screens anew (three times faster). So a file must leave the window as it found it
    // (restore what it stubs), and a package whose tests replace modules with `vi.mock` sets
    // `isolate: true`: a module another file loaded first would stay the real one. Check a change
    // with `vitest run --sequence.shuffle.files`.
    isolate: false,
    // A `.only` left in a file would silently run that test alone: it fails the run instead.
    allowOnly: false,
    // Generous: CI runs two workspaces at once on two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
};
