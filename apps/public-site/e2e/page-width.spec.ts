import { expect, test } from '@playwright/test';

/**
 * No page scrolls sideways on a phone, in any language: headings shrink with the screen and long
 * words wrap. Each page is opened once in the language its `?lng=` names, then measured at each
 * common phone width from the narrowest up: the document must be no wider than the window.
 */
const PAGES = [
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
const LANGUAGES = ['fr', 'en', 'de'] as const;
const WIDTHS = [320, 360, 375, 390, 414];

for (const language of LANGUAGES) {
  test(`no page in ${language} is wider than a phone of ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    const tooWide: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 740 });
      await page.goto(`${path}?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1')).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) tooWide.push(`${path} at ${width} px: ${scrollWidth} px`);
      }
    }
    expect(tooWide).toEqual([]);
  });
}
