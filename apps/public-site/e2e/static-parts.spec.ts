import { expect, test } from '@playwright/test';
import { bringPageAlive, expectHydrated, isHydrated } from './held-scripts';

/**
 * The parts of a page with only text and links stay the HTML the server sent while the page comes
 * alive (React renders none of it again), and still behave as the rest of the site: they follow a
 * language switch, and their links open pages without loading the site again. The parts that only
 * react to use (the contact form) are hydrated on the visitor's first interaction, with the rest
 * of the page.
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
  await bringPageAlive(page);
  await page.waitForLoadState('networkidle');

  await expect(heading).toHaveText('Site de démonstration');
  // Kept as sent: React has not even hydrated it.
  expect(await isHydrated(heading)).toBe(false);
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
  await bringPageAlive(page);
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

test('the contact form stays as sent until the visitor first uses the page, then works as usual', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const form = page.locator('main form');
  const firstName = form.getByLabel('Prénom');
  expect(await isHydrated(firstName)).toBe(false);

  await firstName.click();
  await page.keyboard.type('Léa');
  await expectHydrated(firstName);
  await form.getByRole('button', { name: 'Envoyer' }).click();

  // The form sends nothing without a way to answer, and says so beside the field, which names the
  // message as its description: the ids React gives match those of the server's HTML.
  const email = form.getByLabel('E-mail');
  const missing =
    'Indiquez un e-mail ou un numéro de téléphone pour que nous puissions vous répondre.';
  await expect(form.getByText(missing)).toBeVisible();
  await expect(email).toHaveAccessibleDescription(missing);
  await expect(firstName).toHaveValue('Léa');
});
