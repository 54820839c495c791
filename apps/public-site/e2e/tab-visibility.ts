import type { Page } from '@playwright/test';

/**
 * The visitor switches to another tab and back. Headless Chromium keeps every page visible, so the
 * page is told so as a browser tells it: `document.visibilityState` and a `visibilitychange` event.
 */
export async function leaveTabAndComeBack(page: Page) {
  for (const state of ['hidden', 'visible'] as const) {
    await page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => visibility,
      });
      document.dispatchEvent(new Event('visibilitychange'));
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
