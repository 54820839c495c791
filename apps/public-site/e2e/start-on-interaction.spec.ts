import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, isHydrated } from './held-scripts';

/**
 * A page the server made runs none of the site's code while the visitor only reads it: its code is
 * fetched into the browser's cache once the page has loaded, and starts on the visitor's first
 * interaction, without another download.
 */

test.use({ locale: 'fr-CH', viewport: { width: 375, height: 800 } });

/** The page's scripts and what fetched each (`script`: a `<script>` or an `import()`). */
const scriptFetches = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        by: (entry as PerformanceResourceTiming).initiatorType,
      })),
  );

/** The scripts the page fetches from the network (not from the browser's cache) from now on. */
async function recordScriptDownloads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const cached = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname.endsWith('.js')) scripts.set(requestId, request.url);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) cached.add(requestId);
  });
  return {
    requested: () => scripts.size,
    downloaded: () => [...scripts].filter(([id]) => !cached.has(id)).map(([, url]) => url),
  };
}

test('a page only read runs none of the site’s code; the first tap opens the menu and starts it from the cache', async ({
  page,
}) => {
  // Once the page has loaded, a worker fetches the page's code, and ends when it has it all.
  const prefetcher = page.waitForEvent('worker');
  await page.goto('/');
  await prefetcher;
  await expect.poll(() => page.workers().length).toBe(0);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' });

  // Only the entry was run: the rest of the code was fetched ahead, off the page, not run.
  const run = (await scriptFetches(page)).filter((script) => script.by === 'script');
  expect(run).toEqual([
    { file: expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/), by: 'script' },
  ]);
  expect(await isHydrated(menuButton)).toBe(false);

  const downloads = await recordScriptDownloads(page);
  await menuButton.click();

  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectHydrated(menuButton);
  // The code came from the browser's cache, all of it.
  expect(downloads.requested()).toBeGreaterThan(10);
  expect(downloads.downloaded()).toEqual([]);
});
