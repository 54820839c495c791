import { expect, test, type Page } from '@playwright/test';
import { bringPageAlive, holdScripts } from './held-scripts';

/**
 * The pages arrive as HTML in the visitor's language and React hydrates that HTML (decision 009):
 * the text is there before any script runs, and hydration keeps the nodes it was given.
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

  test('gets that HTML hydrated in place: the served nodes stay and the links work', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await watchRemovedHeaders(page);
    await page.goto('/team');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await bringPageAlive(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    // A failed hydration renders the page again in the browser, replacing the served header.
    expect(
      await page.evaluate(() => (window as unknown as { removedHeaders: string[] }).removedHeaders),
    ).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    // Navigated by the router, without loading a new document.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('gets the page styles in the head, written once, left in place and none added by hydration', async ({
    page,
    request,
  }) => {
    const html = await (
      await request.get('/services', { headers: { Accept: 'text/html' } })
    ).text();
    const [head, body] = html.split('<body');
    // A <style> met in the body makes the browser work out the page's styles again.
    expect(body).not.toContain('<style');
    expect(head).toMatch(
      /<style data-page-styles="[^"]+" data-page-style-layers="[^"]*">[^<]*\.css-/,
    );
    // The outer style layers of its components are named, not sent: no element carries them.
    const layers = /data-page-style-layers="([^"]*)"/.exec(head ?? '')?.[1]?.split(' ') ?? [];
    expect(layers.length).toBeGreaterThan(0);
    for (const layer of layers) expect(html).not.toContain(`css-${layer}`);
    // Rendered as the browser's production build renders: a class named after its component
    // (development) is one the browser never finds, so it would insert every style again.
    expect(html).not.toMatch(/css-[a-z0-9]+-Mui/);

    /** Every rule of the page's styles, as the browser holds them. */
    const styleRules = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('style'))
          .flatMap((style) => Array.from(style.sheet?.cssRules ?? []))
          .map((rule) => rule.cssText),
      );
    const { release } = await holdScripts(page);
    await page.goto('/services', { waitUntil: 'commit' });
    await page.locator('footer').waitFor();
    const served = await styleRules();
    expect(served.length).toBeGreaterThan(100);
    // Moving a style element makes the browser read its rules and the page's styles again.
    await page.evaluate(() => {
      const moved: string[] = ((window as unknown as { movedStyles: string[] }).movedStyles = []);
      new MutationObserver((records) =>
        records.forEach((record) =>
          record.removedNodes.forEach((node) => {
            if (node.nodeName === 'STYLE') moved.push((node as Element).outerHTML.slice(0, 60));
          }),
        ),
      ).observe(document.head, { childList: true });
    });
    release();
    await bringPageAlive(page);
    await page.waitForLoadState('networkidle');
    const moved = await page.evaluate(
      () => (window as unknown as { movedStyles: string[] }).movedStyles,
    );
    expect(moved.filter((style) => style.includes('data-page-styles'))).toEqual([]);

    // What hydration added: each rule counted as often as it appears, less those served.
    const added = await styleRules();
    for (const rule of served) {
      const at = added.indexOf(rule);
      if (at >= 0) added.splice(at, 1);
    }
    // Emotion composes a component's styles from its parts' and inserts the parts' classes too,
    // which no element carries; a rule for a class on the page would be a style inserted again.
    const classesOnPage = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[class*="css-"]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => name.startsWith('css-')),
      ),
    );
    const addedForThePage = added.filter((rule) =>
      (rule.match(/\.css-[\w-]+/g) ?? []).some((name) => classesOnPage.includes(name.slice(1))),
    );
    expect(classesOnPage.length).toBeGreaterThan(50);
    expect(addedForThePage).toEqual([]);
  });
});

test.describe('a German-speaking browser that last chose English (no cookie yet)', () => {
  test.use({ locale: 'de-CH' });

  test('is sent German HTML but shows English, rendered in the browser', async ({ page }) => {
    await watchRemovedHeaders(page);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    const response = await page.goto('/team');
    expect((await response?.text()) ?? '').toContain('<html lang="de"');

    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    // The German HTML was replaced, not hydrated.
    expect(
      await page.evaluate(() => (window as unknown as { removedHeaders: string[] }).removedHeaders),
    ).not.toEqual([]);
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
    await page.getByRole('banner').getByRole('combobox', { name: 'Langue' }).selectOption('de');
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
