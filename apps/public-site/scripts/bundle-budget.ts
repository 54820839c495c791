import { reportBundleBudget, type BundleBudget } from '@cabinet/vite-config/bundle-budget';
import { resolve } from 'node:path';

/**
 * What a first visit downloads before any page module (the `dist/index.html` script and its module
 * preloads), gzipped: at most 130 KiB, so a phone on a slow network shows the first page quickly.
 * React DOM (66 KiB), i18next, React Router and MUI's styling core take most of it (decision 006).
 * Each other JS file: at most 120 KiB.
 */
export const BUNDLE_BUDGET: BundleBudget = { entryKiB: 130, chunkKiB: 120 };

export const DIST_DIR = resolve(import.meta.dirname, '../dist');

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (!reportBundleBudget(DIST_DIR, BUNDLE_BUDGET)) process.exitCode = 1;
}
