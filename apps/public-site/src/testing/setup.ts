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

// The real widget needs Web Workers; the e2e specs run it in Chromium against the real API.
vi.mock('../components/human-check/altcha-widget', async () => {
  const { FakeAltchaWidget } = await import('./fake-altcha-widget');
  return { AltchaWidget: FakeAltchaWidget };
});
