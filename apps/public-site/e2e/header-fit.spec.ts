import { expect, test, type Page } from '@playwright/test';

/**
 * The header from a large phone to a wide screen, in every language: each link, button and the
 * language picker stays on one line and inside the window. Where the full row does not fit (a
 * tablet, a small laptop) the compact header with its side panel shows instead.
 */
const LANGUAGES = ['fr', 'en', 'de'] as const;
const WIDTHS = Array.from({ length: (1440 - 600) / 40 + 1 }, (_, index) => 600 + index * 40);

/** What is wrong with the header's visible controls at the current width, if anything. */
function headerProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'header a, header button, header select',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const name =
        control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName;
      if (box.right > window.innerWidth + 0.5) problems.push(`"${name}" goes past the window`);
      const range = document.createRange();
      range.selectNodeContents(control);
      const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lineTops.size > 1) problems.push(`"${name}" breaks over ${lineTops.size} lines`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push('page scrolls sideways');
    return problems;
  });
}

for (const language of LANGUAGES) {
  test(`the ${language} header never wraps or overflows from 600 to 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(`/?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await headerProblems(page)) found.push(`${width} px: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

test('the full header shows from 1200 px, the compact one below', async ({ page }) => {
  await page.goto('/?lng=de');
  const links = page.getByTestId('public-header-wide');
  const burger = page.getByTestId('public-header-narrow');
  await page.setViewportSize({ width: 1199, height: 800 });
  await expect(links).toBeHidden();
  await expect(burger).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(links).toBeVisible();
  await expect(burger).toBeHidden();
});
