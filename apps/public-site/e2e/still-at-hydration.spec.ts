import { expect, test, type Page } from '@playwright/test';
import { bringPageAlive, holdScripts } from './held-scripts';

/**
 * Nothing on a page moves when it comes alive. A visitor reads and points at the HTML the server
 * sent before the scripts run; if hydration grew a field or swapped a block, what they were about
 * to press would slide away (a click on a radio button lands beside it) and the page would score a
 * layout shift. Each page is held as bare HTML, every box measured, then the scripts are let in and
 * the same elements measured again once the page is hydrated and the network is quiet.
 */
test.use({ locale: 'fr-CH' });

const PAGES = ['/', '/services', '/team', '/contact', '/privacy', '/terms', '/no-such-page'];
const WIDTHS = [375, 1280];

/** Each element of the page's body by a readable path, with its box rounded to the pixel. */
function measureBoxes(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element): string[] => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const name = at.getAttribute('name') ?? at.getAttribute('aria-label') ?? at.id;
        parts.unshift(`${at.nodeName.toLowerCase()}${name ? `[${name}]` : ''}`);
      }
      return parts;
    };
    const marked = (window as unknown as { measured?: Element[] }).measured;
    // The first measure picks the elements; the second measures those same nodes (hydration
    // keeps the HTML's nodes). One it replaced is gone: what took its place shows in the boxes
    // of its neighbours if it has another size. Style tags move to the head.
    const elements =
      marked ??
      Array.from(document.body.querySelectorAll('*')).filter(
        (element) => element.nodeName !== 'STYLE' && element.nodeName !== 'SCRIPT',
      );
    (window as unknown as { measured?: Element[] }).measured = elements;
    return elements.map((element) => {
      const path = describe(element);
      const name = path.slice(-4).join(' > ');
      const { x, y, width, height } = element.getBoundingClientRect();
      // Nothing a visitor sees: a node replaced, or a box of no area (a field's hidden twin).
      if (!element.isConnected || width * height === 0) return null;
      const place = [x, y + window.scrollY].map(Math.round).join(', ');
      return { name, depth: path.length, place, size: [width, height].map(Math.round).join(' × ') };
    });
  });
}

for (const width of WIDTHS) {
  test(`no element of any page moves or goes when the page comes alive, ${width} px wide`, async ({
    page,
  }) => {
    // Seven pages, each held, measured, brought alive and measured again: 3 s a page on a quiet
    // machine, up to twice that on a busy one.
    test.setTimeout(PAGES.length * 10_000);
    await page.setViewportSize({ width, height: 800 });
    const changed: { depth: number; change: string }[] = [];
    for (const path of PAGES) {
      const { release } = await holdScripts(page);
      // The HTML is read to its end; its module scripts (which hold "DOM content loaded") wait.
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('footer').waitFor();
      const before = await measureBoxes(page);

      release();
      await bringPageAlive(page);
      await page.waitForLoadState('networkidle');
      const after = await measureBoxes(page);
      await page.unrouteAll();

      before.forEach((box, index) => {
        const now = after[index];
        if (!box || !now) return;
        const { name, depth, place, size } = box;
        if (now.place === place && now.size === size) return;
        const change = `${path}: ${name} at ${place}, ${size} → at ${now.place}, ${now.size}`;
        // What changed size is the likely cause, the deepest first; what merely moved follows.
        changed.push({ depth: now.size === size ? 0 : depth, change });
      });
    }
    const causesFirst = changed.sort((a, b) => b.depth - a.depth).map(({ change }) => change);
    expect(causesFirst.slice(0, 6), `${changed.length} elements changed`).toEqual([]);
  });
}
