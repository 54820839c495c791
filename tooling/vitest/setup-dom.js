import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long `findBy…` and `waitFor` wait for the screen to show what a test expects. Testing
// Library's 1 s is shorter than a screen's first load of a lazily imported module while CI runs
// two suites on two cores; a check that never comes true still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// Node 25 and later have web storage of their own, with nowhere to keep it unless Node is given
// `--localstorage-file`. Already on the global, it hides jsdom's, so a test saw no storage at all.
// The page's own storage (jsdom's) is put back, as a browser has it.
const dom = /** @type {{ jsdom?: { window: Window } }} */ (globalThis).jsdom;
if (dom) {
  for (const name of /** @type {const} */ (['localStorage', 'sessionStorage'])) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => dom.window[name],
    });
  }
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
