import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    /** What the page held when the browser made its first frame. */
    firstFrame?: { footer: boolean; fees: boolean };
  }
}

// The page asks to be painted once `#root` has arrived whole (`<link rel="expect">`): painted as
// its HTML arrives, it would be laid out once for the header, again for the rest.
test('a page is first painted whole, even when its HTML arrives slowly', async ({ page }) => {
  await page.addInitScript(() => {
    // A frame's animation callbacks run when the browser makes the frame: the first one shows
    // what the first paint held.
    requestAnimationFrame(() => {
      window.firstFrame = {
        footer: document.querySelector('footer') !== null,
        fees: document.getElementById('fees') !== null,
      };
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // About 8 KB/s: the page's HTML (some 12 KB compressed) arrives in pieces over a second or two.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 8 * 1024,
    uploadThroughput: 8 * 1024,
  });
  await page.goto('/services?lng=fr', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() => page.evaluate(() => window.firstFrame))
    .toEqual({
      footer: true,
      fees: true,
    });
});
