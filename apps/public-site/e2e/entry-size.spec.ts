import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { ENTRY_BUDGET_KIB, measureEntry, toKiB } from '../scripts/entry-size.ts';

test('the entry JS of the build stays within its gzipped budget', () => {
  const files = measureEntry(resolve(import.meta.dirname, '../dist'));
  const total = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);

  expect(files.map(({ file }) => file)).toContainEqual(expect.stringMatching(/^assets\/index-/));
  expect(toKiB(total)).toBeLessThanOrEqual(ENTRY_BUDGET_KIB);
});
