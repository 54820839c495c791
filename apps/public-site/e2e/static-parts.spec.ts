import { expect, test } from '@playwright/test';
import { expectHydrated } from './held-scripts';

/**
 * The parts of a page with only text and links stay the HTML the server sent while the page comes
 * alive (React renders none of it again), and still behave as the rest of the site: they follow a
 * language switch, and their links open pages without loading the site again.
 */

test.use({ locale: 'fr-CH' });

test('a page’s text stays as sent while the page comes alive, then follows a language switch', async ({
  page,
}) => {
  // The first section heading as parsed from the server's HTML, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { sentHeading: Element | null }).sentHeading =
        document.querySelector('main h2');
    });
  });
  await page.goto('/terms');
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expectHydrated(page.getByRole('banner').getByRole('combobox', { name: 'Langue' }));
  await page.waitForLoadState('networkidle');

  await expect(heading).toHaveText('Site de démonstration');
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { sentHeading: Element | null }).sentHeading ===
        document.querySelector('main h2'),
    ),
  ).toBe(true);

  await page.getByRole('banner').getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(heading).toHaveText('A demonstration website');
});

test('a link in a page’s text opens its page without loading the site again', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page.getByRole('button', { name: 'Cartes suivantes' }));
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await page.getByRole('main').getByRole('link', { name: 'Tarifs et remboursement' }).click();

  await expect(page).toHaveURL(/\/services#fees$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tarifs et remboursement' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});
