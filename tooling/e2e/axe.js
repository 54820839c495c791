import AxeBuilder from '@axe-core/playwright';

/**
 * Runs axe on the page and returns only the serious and critical violations (WCAG 2.x A/AA rules),
 * in a shape that reads well in a failed assertion.
 * @param {import('@playwright/test').Page} page
 */
export async function seriousAxeViolations(page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}
