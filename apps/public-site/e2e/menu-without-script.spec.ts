import { expect, test, type Page } from '@playwright/test';

/**
 * A phone's menu and its language menu are popovers in the page's HTML: the browser opens and
 * closes them, and their links lead to whole pages. No script has any part in them.
 */

test.use({ locale: 'fr-CH', viewport: { width: 375, height: 800 } });

const burger = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens on a tap, closes by its button, Escape or a tap beside it, and its links lead on', async ({
    page,
  }) => {
    await page.goto('/services');
    await expect(menu(page)).toBeHidden();

    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    // Focus goes into the panel, and back to the burger when it closes.
    expect(await focusedName(page)).toBe('Fermer le menu');
    await expect(menu(page).getByRole('link', { name: 'Nos prestations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    expect(await focusedName(page)).toBe('Ouvrir le menu');

    await burger(page).click();
    await menu(page).getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(menu(page)).toBeHidden();

    await burger(page).click();
    await page.mouse.click(20, 600);
    await expect(menu(page)).toBeHidden();

    await burger(page).click();
    await menu(page).getByRole('link', { name: 'Notre équipe' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notre équipe' })).toBeVisible();
  });
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('the language menu opens on a tap and leads to the same page in the chosen language', async ({
    page,
  }) => {
    await page.goto('/services');
    await page.getByRole('banner').getByRole('button', { name: 'FR (Français, Langue)' }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL('/services?lng=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere Angebote' })).toBeVisible();
  });
});

test('the menu the visitor opened while the page loads stays open once its islands have started', async ({
  page,
}) => {
  await page.goto('/');
  await burger(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(page.locator('[data-island="carousel"]')).toHaveAttribute('data-started', '');

  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
});
