import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * stays the server's HTML, its islands not started, while the entry holds what the visitor does in
 * them.
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

/** Waits until the island named `name` has started (its module loaded and mounted), up to 15 s. */
export async function expectIslandStarted(page: Page, name: string) {
  await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute(
    'data-started',
    '',
    { timeout: 15_000 },
  );
}

/** Starts the contact form's island as a visitor does: by going into its first field. */
export async function touchContactForm(page: Page) {
  await page
    .getByRole('textbox', { name: 'Prénom' })
    .or(page.getByRole('textbox', { name: 'First name' }))
    .or(page.getByRole('textbox', { name: 'Vorname' }))
    .first()
    .focus();
  await expectIslandStarted(page, 'contact-request');
}

/** Chooses a language in the header's language menu: a link to the same page in it. */
export async function chooseLanguage(page: Page, current: string, language: string) {
  const header = page.getByRole('banner');
  await header
    .getByRole('button', { name: new RegExp(`^${current} \\(`) })
    .first()
    .click();
  await header.getByRole('link', { name: language }).first().click();
}
