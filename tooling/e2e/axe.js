import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The WCAG 2.x A and AA rule tags: the product's accessibility bar. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe on the page once its transitions have ended and returns only the serious and critical
 * violations of the WCAG A/AA rules, experimental ones included, in a shape that reads well in a
 * failed assertion.
 *
 * axe-core is put into the page once per document and run there directly: the Playwright wrapper
 * injects it again and opens a second page on every call, which tripled the time of each check
 * without checking anything more (the product's pages hold no frame of their own to test).
 *
 * @param {import('@playwright/test').Page} page
 */
export async function seriousAxeViolations(page) {
  // The page as it settles, not mid-fade: a toast or dialog fading in has, for that moment, the
  // contrast of a half-transparent text. Endless animations (spinners, skeletons) never settle.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    // @ts-expect-error: axe is the global the source above defines in the page
    const results = await window.axe.run(document, {
      // An experimental rule runs only when asked for by its tag; those outside A/AA are dropped below.
      runOnly: { type: 'tag', values: [...tags, 'experimental'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.tags.some((tag) => tags.includes(tag)))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  }, wcagTags);
}
