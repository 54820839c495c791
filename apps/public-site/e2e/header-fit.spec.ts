import { expect, test, type Page } from '@playwright/test';

/**
 * The header from a large phone to a wide screen, in every language: each link, button and the
 * language picker stays on one line and inside the window. Where the full row has no room (a
 * tablet, a small laptop) the compact header with its side panel shows instead.
 */
const LANGUAGES = ['fr', 'en', 'de'] as const;
/** Every 40 px from 600 to 1440, and the common tablet and laptop widths between. */
const WIDTHS = [
  ...new Set([
    ...Array.from({ length: (1440 - 600) / 40 + 1 }, (_, index) => 600 + index * 40),
    768,
    1024,
    1280,
  ]),
].sort((a, b) => a - b);

/** What is wrong with the header's visible controls at the current width, if anything. */
function headerProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    // The space each control's text really takes (text can spill out of a squeezed box).
    const shown: { name: string; left: number; right: number; top: number; bottom: number }[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'header a, header button, header select',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const name =
        control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName;
      const range = document.createRange();
      range.selectNodeContents(control);
      const rects = [...range.getClientRects(), box].filter((rect) => rect.width > 0);
      // The lines of its text (a drawing beside it, such as a flag, is no line).
      const textRects: DOMRect[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const words = document.createRange();
        words.selectNodeContents(text);
        textRects.push(...[...words.getClientRects()].filter((rect) => rect.width > 0));
      }
      const lineTops = new Set(textRects.map((rect) => Math.round(rect.top)));
      if (lineTops.size > 1) problems.push(`"${name}" breaks over ${lineTops.size} lines`);
      const extent = {
        name,
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
      if (extent.right > window.innerWidth + 0.5) problems.push(`"${name}" goes past the window`);
      for (const other of shown) {
        const apart =
          extent.right <= other.left + 0.5 ||
          other.right <= extent.left + 0.5 ||
          extent.bottom <= other.top + 0.5 ||
          other.bottom <= extent.top + 0.5;
        if (!apart) problems.push(`"${name}" overlaps "${other.name}"`);
      }
      shown.push(extent);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push('page scrolls sideways');
    }
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
