import { expect, test, type Page } from '@playwright/test';
import { bringPageAlive, expectHydrated, isHydrated } from './held-scripts';

/**
 * A phone's menu is a popover in the page's HTML: the browser opens and closes it, before the
 * site's code has run or without it, and the site's code only closes it once a link is chosen.
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

test('a tap on the burger before the code has run opens the menu, and it stays open once the page is alive', async ({
  page,
}) => {
  await page.goto('/');
  expect(await isHydrated(burger(page))).toBe(false);

  // The tap is the visitor's first interaction: it also starts the site's code.
  await burger(page).click();
  await expect(menu(page)).toBeVisible();
  await expectHydrated(burger(page));

  // The tap is not played again after hydration (it would close the menu).
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
});

test('a link chosen in the menu of a live page shows its page without reloading, and closes the menu', async ({
  page,
}) => {
  await page.goto('/');
  await bringPageAlive(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await burger(page).click();
  await menu(page).getByRole('link', { name: 'Notre équipe' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notre équipe' })).toBeVisible();
  await expect(menu(page)).toBeHidden();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await burger(page).click();
  await expect(menu(page).getByRole('link', { name: 'Notre équipe' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
