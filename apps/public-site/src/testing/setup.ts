import { configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { stopIslands } from '../islands/start';
import { server } from './server';

// Started before the test modules load, so every fetch of the app goes through the mocked API.
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => {
  stopIslands();
  document.body.innerHTML = '';
  server.resetHandlers();
});
afterAll(() => server.close());

// A page's islands start and answer after the mocked API's reply and React's render; the unit
// tests share two cores with the other lanes of `npm test`, where that has taken over the default
// second. What a test waits for is unchanged; only how long it may take before it fails.
configure({ asyncUtilTimeout: 5000 });

// The real widget needs Web Workers; the e2e specs run it in Chromium against the real API.
vi.mock('../components/human-check/altcha-widget', async () => {
  const { FakeAltchaWidget } = await import('./fake-altcha-widget');
  return { AltchaWidget: FakeAltchaWidget };
});
