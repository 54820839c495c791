import type { Page } from '@playwright/test';

/**
 * The visitor switches to another tab and back. Headless Chromium keeps every page visible, so the
 * page is told so as a browser tells it: `document.visibilityState` and a `visibilitychange` event.
 * Each state lasts until the page's own zero-delay timers queued by the event have run (timers of
 * equal delay run in order), as a visitor's tab stays hidden for longer than that.
 */
export async function leaveTabAndComeBack(page: Page) {
  for (const state of ['hidden', 'visible'] as const) {
    await page.evaluate(async (visibility) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => visibility,
      });
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((done) => setTimeout(done, 0));
    }, state);
  }
}

/** The API calls and websockets of one page, as the browser made them. */
export function recordApiTraffic(page: Page) {
  const calls: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return { calls, sockets };
}
