import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Holds back the page's scripts the filter picks (every `.js` file by default) until `release()`:
 * the page stays the server's HTML, as a visitor on a slow network sees it before the site's code
 * has arrived. `heldCount()` says how many requests wait.
 */
export async function holdScripts(
  page: Page,
  picks: (url: URL) => boolean = (url) => url.pathname.endsWith('.js'),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(picks, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, heldCount: () => held.length };
}

/**
 * Holds back every script of the page at `path` but those its HTML names (the entry): the page
 * stays the prerendered HTML React has not taken over, while the entry records what the visitor
 * does.
 */
export async function holdScriptsAfterEntry(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const entryFiles = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*modulepreload[^>]*href)="([^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  return holdScripts(page, (url) => url.pathname.endsWith('.js') && !entryFiles.has(url.pathname));
}

/** Whether React has taken the element over (hydrated or rendered it). */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
  );
}

/** Waits until React has taken `element` over (hydrated it), up to 15 s. */
export async function expectHydrated(element: Locator) {
  await expect.poll(() => isHydrated(element), { timeout: 15_000 }).toBe(true);
}

/**
 * Uses the page as a visitor does first (the mouse moves over it), which starts the site's code on
 * a page the server made, until the page has come alive: its header's language list is React's.
 * The mouse moves again while it waits: a move made before the page's entry script has run (held
 * back, or on a slow network) is one nothing heard. The parts hydrated on the visitor's first
 * interaction come alive with the page.
 */
export async function bringPageAlive(page: Page) {
  const languageList = page.getByRole('banner').locator('select').first();
  let x = 4;
  await expect
    .poll(
      async () => {
        x = x === 4 ? 8 : 4;
        await page.mouse.move(x, 4);
        return isHydrated(languageList);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
