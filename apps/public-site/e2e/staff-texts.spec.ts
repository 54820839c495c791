import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectIslandStarted, touchContactForm } from './held-scripts';
import { adminHeaders, api } from './staff-api';

/**
 * A text staff edit in the back-office is in the HTML the site's server sends on the next page
 * load: no rebuild, and the browser shows it from the first paint; no script ever changes it.
 */

const BUNDLED_TITLE = 'Psychothérapie à Neuchâtel';
const EDITED_TITLE = 'Psychothérapie au bord du lac';

/** Sets the French home page title through the API, as the back-office's editor does. */
async function setHomeTitle(request: APIRequestContext, title: string) {
  const headers = await adminHeaders(request);
  const search = await request.post(`${api}/site_content/search`, { data: {}, headers });
  expect(search.status()).toBe(200);
  const { data } = (await search.json()) as { data: { id: number; string_id: string }[] };
  const publicFr = data.find((row) => row.string_id === 'site_content_public_fr');
  expect(publicFr, 'the seeded French texts of the public site').toBeDefined();
  const put = await request.put(`${api}/site_content/${publicFr?.id}`, {
    data: { content: { 'home.title': title } },
    headers,
  });
  expect(put.status()).toBe(200);
}

test.describe('a text edited by staff', () => {
  test.use({ locale: 'fr-CH' });
  test.afterEach(async ({ request }) => setHomeTitle(request, BUNDLED_TITLE));

  test('is in the first HTML of the next page load, and the page keeps it once its islands have started', async ({
    page,
    request,
  }) => {
    await setHomeTitle(request, EDITED_TITLE);

    const response = await request.get('/', { headers: { 'Accept-Language': 'fr-CH' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${EDITED_TITLE}</h1>`));
    expect(html).not.toContain(BUNDLED_TITLE);
    // Other languages were not edited: their pages are the ones made at build time.
    const english = await (await request.get('/?lng=en')).text();
    expect(english).toMatch(/<h1[^>]*>Psychotherapy in Neuchâtel<\/h1>/);

    // Every title the heading shows, from the parsed HTML to the hydrated page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
      const note = () => {
        const text = document.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(note).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_TITLE);
    await expectIslandStarted(page, 'carousel');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_TITLE);
    expect(
      await page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen),
    ).toEqual([EDITED_TITLE]);
    expect(errors).toEqual([]);
  });

  test('is gone from the HTML once staff put the text back', async ({ request }) => {
    await setHomeTitle(request, EDITED_TITLE);
    expect(await (await request.get('/')).text()).toContain(EDITED_TITLE);
    await setHomeTitle(request, BUNDLED_TITLE);
    const html = await (await request.get('/')).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${BUNDLED_TITLE}</h1>`));
    expect(html).not.toContain(EDITED_TITLE);
  });
});

test.describe('texts left as bundled', () => {
  test.use({ locale: 'fr-CH' });

  test('are never fetched by the browser: the page carries the texts its islands show', async ({
    page,
    request,
  }) => {
    await setHomeTitle(request, BUNDLED_TITLE);
    const textRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/site_content/')) textRequests.push(sent.url());
    });

    await page.goto('/contact');
    await touchContactForm(page);
    await page.waitForLoadState('networkidle');

    // The site's server made the page with the current texts, its islands' ones included.
    expect(textRequests).toEqual([]);
  });
});
