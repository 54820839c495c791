import { reportBundleBudget, type BundleBudget } from '@cabinet/vite-config/bundle-budget';
import { resolve } from 'node:path';

/**
 * What a first visit downloads before any page module (the `dist/index.html` script and its module
 * preloads), gzipped: at most 100 KiB, so a phone on a slow network shows the first page quickly.
 * React DOM (66 KiB) and i18next take most of it; MUI's styling core, React Router and the layout
 * load beside the page's module (decisions 006 and 024). Each other JS file: at most 120 KiB.
 */
export const BUNDLE_BUDGET: BundleBudget = { entryKiB: 100, chunkKiB: 120 };

export const DIST_DIR = resolve(import.meta.dirname, '../dist');

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (!reportBundleBudget(DIST_DIR, BUNDLE_BUDGET)) process.exitCode = 1;
}
