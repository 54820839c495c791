import { expect, test } from '@playwright/test';

/**
 * No page scrolls sideways on a phone, in any language: headings shrink with the screen and long
 * words wrap. Each page is opened in the language its `?lng=` names, at the narrowest common
 * phone widths, and the document must be no wider than the window.
 */
const PAGES = ['/', '/services', '/team', '/contact', '/privacy', '/terms', '/no-such-page'];
const LANGUAGES = ['fr', 'en', 'de'] as const;
const WIDTHS = [320, 375, 414];

for (const width of WIDTHS) {
  test(`no page is wider than a ${width} px phone, in French, English and German`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const tooWide: string[] = [];
    for (const language of LANGUAGES) {
      for (const path of PAGES) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('h1')).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) tooWide.push(`${path} in ${language}: ${scrollWidth} px`);
      }
    }
    expect(tooWide).toEqual([]);
  });
}
