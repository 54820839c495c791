import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long `findBy…` and `waitFor` wait for the screen to show what a test expects. Testing
// Library's 1 s is shorter than a screen's first load of a lazily imported module while CI runs
// two suites on two cores; a check that never comes true still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// The storage is the page's (jsdom's): Vitest puts it on the global over Node's own web storage
// (Node 25 and later), which has nowhere to keep anything without `--localstorage-file`.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
