import { expect, test, type Page } from '@playwright/test';
import { holdScriptsAfterEntry } from './held-scripts';

// A French-speaking visitor: the site detects the browser's language.
test.use({ locale: 'fr-CH' });

const track = (page: Page) => page.getByRole('region', { name: 'Les six prestations du cabinet' });
const scrollLeft = (page: Page) =>
  track(page).evaluate((element) => Math.round(element.scrollLeft));

for (const { width, step } of [
  { width: 700, step: 295 },
  { width: 900, step: 275 },
  { width: 1200, step: 245 },
]) {
  test(`at ${width} px wide each arrow scrolls the services carousel by ${step} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(track(page).getByRole('link')).toHaveCount(6);
    expect(await scrollLeft(page)).toBe(0);

    await page.getByRole('button', { name: 'Cartes suivantes' }).click();
    await expect.poll(() => scrollLeft(page)).toBe(step);
    await page.getByRole('button', { name: 'Cartes précédentes' }).click();
    await expect.poll(() => scrollLeft(page)).toBe(0);
  });
}

test('the carousel works with the keyboard alone and its cards lead to their service', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/');
  const next = page.getByRole('button', { name: 'Cartes suivantes' });

  await page.getByRole('button', { name: 'Cartes précédentes' }).focus();
  await page.keyboard.press('Tab');
  await expect(track(page)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollLeft(page)).toBe(245);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => scrollLeft(page)).toBe(0);

  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => scrollLeft(page)).toBe(245);

  await track(page)
    .getByRole('link', { name: /Thérapie de couple/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/services#couple-psychotherapy');
  await expect(
    page.getByRole('region', { name: 'Thérapie de couple' }).getByRole('link', {
      name: 'Prendre rendez-vous',
    }),
  ).toBeVisible();
});

test('an arrow clicked before the page has come alive still scrolls once it has', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 700, height: 900 });
  const { heldCount, release } = await holdScriptsAfterEntry(page, request, '/');
  await page.goto('/');
  await expect.poll(heldCount).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cartes suivantes' }).click();
  expect(await scrollLeft(page)).toBe(0);

  release();
  await expect.poll(() => scrollLeft(page), { timeout: 15_000 }).toBe(295);
});

test('before the page has come alive, the arrow keys move the focused carousel by one card', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  const { heldCount, release } = await holdScriptsAfterEntry(page, request, '/');
  await page.goto('/');
  await expect.poll(heldCount).toBeGreaterThan(0);

  await track(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollLeft(page)).toBe(245);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => scrollLeft(page)).toBe(0);
  release();
});
