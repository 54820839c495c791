import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { expect, test } from '@playwright/test';

// A French-speaking visitor: the site detects the browser's language.
test.use({ locale: 'fr-CH' });

const pages = [
  '/',
  '/services',
  '/team',
  '/contact',
  '/privacy',
  '/terms',
  '/legal-notice',
  '/accessibility',
  '/no-such-page',
];
const h1 = {
  fr: '404 Page introuvable',
  en: '404 Not Found',
  de: '404 Seite nicht gefunden',
};

test('no page requests anything from a third party on its first load', async ({
  page,
  baseURL,
}) => {
  const allowed = new Set([new URL(baseURL ?? 'http://localhost:5173').origin, apiOrigin]);
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });

  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([]);
});

test('no page logs an error or throws in the browser', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The unknown address is answered with status 404 on purpose; Chromium reports that status.
    const expected404 =
      page.url().endsWith('/no-such-page') && message.text().includes('status of 404');
    if (message.type() === 'error' && !expected404) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  expect(errors).toEqual([]);
});

// One test per page and language: axe on seven pages in one test outgrew its time on a busy machine.
for (const language of ['fr', 'en', 'de'] as const) {
  for (const path of pages) {
    test(`${path} in ${language} has no serious or critical accessibility issue`, async ({
      page,
    }) => {
      await page.goto(`${path}?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // And as a phone shows it: its header has other controls (the menu, the compact language).
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test(`an unknown address shows the 404 page in ${language}`, async ({ page }) => {
    await page.goto(`/no-such-page?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1[language]);
  });
}

test('?lng=de shows the site in German and is remembered for the next visit', async ({ page }) => {
  await page.goto('/services?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Angebote' })).toBeVisible();

  await page.goto('/team');

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Unser Team' })).toBeVisible();
});

test('the sticky header never covers the element that has the keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/services');
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom);

  const checked: { top: number; name: string }[] = [];
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element.closest('header')) return null;
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, name: element.textContent?.slice(0, 40) ?? element.tagName };
    });
    // Focus in the header (or on nothing) cannot be covered by it; every other focus is checked.
    if (focused) checked.push(focused);
  }

  // Forty tabs reach well past the header: had none landed below it, nothing would be checked.
  expect(checked.length).toBeGreaterThan(10);
  for (const { top, name } of checked) {
    expect(top, `focus on “${name}”`).toBeGreaterThanOrEqual(headerBottom - 1);
  }
});
