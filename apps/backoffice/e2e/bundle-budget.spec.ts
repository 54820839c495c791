import { budgetViolations, measureBundle } from '@cabinet/vite-config/bundle-budget';
import { expect, test } from '@playwright/test';
import { BUNDLE_BUDGET, DIST_DIR } from '../scripts/bundle-budget.ts';

test('the build keeps its gzipped budgets: the entry JS and every other JS file', () => {
  const report = measureBundle(DIST_DIR);

  expect(report.files.filter((f) => f.entry).map((f) => f.file)).toContainEqual(
    expect.stringMatching(/^assets\/index-/),
  );
  expect(budgetViolations(report, BUNDLE_BUDGET)).toEqual([]);
});
