import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

test('the build carries none of Emotion’s tag shortcuts, which nothing calls and which cost every page load', () => {
  const withShortcuts = readdirSync(join(DIST_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    // `@emotion/styled` lists the tags it makes a shortcut for as one dotted string.
    .filter((file) =>
      /abbr\.address\.area\.article/.test(readFileSync(join(DIST_DIR, 'assets', file), 'utf8')),
    );
  expect(withShortcuts).toEqual([]);
});
