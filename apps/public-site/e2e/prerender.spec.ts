import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, touchContactForm } from './held-scripts';

/**
 * The pages arrive as HTML in the visitor's language, whole: the text is there before any script
 * runs, and no script replaces it (only the islands in it come alive, each in its place).
 */

/** Records, from before the HTML is parsed, every header element the page ever removes. */
async function watchRemovedHeaders(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeaders: string[] }).removedHeaders = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (node instanceof Element && (node.matches('header') || node.querySelector('header'))) {
            removed.push(node.nodeName);
          }
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('a German-speaking browser', () => {
  test.use({ locale: 'de-CH' });

  test('receives the page in German, ready to read before any script runs', async ({ request }) => {
    const response = await request.get('/services', {
      headers: { Accept: 'text/html', 'Accept-Language': 'de-CH,de;q=0.9' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-language']).toBe('de');
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Unsere Angebote · Cabinet Lac &amp; Parole</title>');
    expect(html).toMatch(/<h1[^>]*>Unsere Angebote<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:5173/services"/>');
  });

  test('keeps that HTML: its islands start in place, and its links load their pages', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await watchRemovedHeaders(page);
    await page.goto('/contact');
    await touchContactForm(page);
    await page.waitForLoadState('networkidle');

    expect(
      await page.evaluate(() => (window as unknown as { removedHeaders: string[] }).removedHeaders),
    ).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Unser Team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Unser Team' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('gets the page styles in the head, production-named, and none in the body', async ({
    request,
  }) => {
    const html = await (
      await request.get('/services', { headers: { Accept: 'text/html' } })
    ).text();
    const [head, body] = html.split('<body');
    // A <style> met in the body makes the browser work out the page's styles again.
    expect(body).not.toContain('<style');
    expect(head).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
    // Rendered as the browser's production build renders: a class named after its component
    // (development) would be one the islands' styles never find.
    expect(html).not.toMatch(/css-[a-z0-9]+-Mui/);
  });
});

test.describe('a French-speaking browser', () => {
  test.use({ locale: 'fr-CH' });

  test('?lng=en is served in English, with that address as canonical', async ({ page }) => {
    const response = await page.goto('/contact?lng=en');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:5173/contact?lng=en"/>');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('a language chosen on the site is the one the server sends next time', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Notre équipe' })).toBeVisible();
    await chooseLanguage(page, 'Français', 'Deutsch');
    await expect(page.getByRole('heading', { level: 1, name: 'Unser Team' })).toBeVisible();

    const response = await page.goto('/services');
    expect((await response?.text()) ?? '').toContain('<html lang="de"');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere Angebote' })).toBeVisible();
  });

  test('an unknown address answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: '404 Page introuvable' }),
    ).toBeVisible();
  });

  test('the header shows the burger on a phone and the links on a wide screen', async ({
    page,
  }) => {
    const banner = page.getByRole('banner');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(banner.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(banner.getByRole('navigation')).toBeHidden();
    await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('link', { name: 'Notre équipe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notre équipe' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(banner.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
    await expect(banner.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });
});
