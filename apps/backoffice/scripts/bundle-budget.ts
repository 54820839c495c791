import { reportBundleBudget, type BundleBudget } from '@cabinet/vite-config/bundle-budget';
import { resolve } from 'node:path';

/**
 * What a first visit downloads before any lazily loaded module (the `dist/index.html` script and
 * its module preloads), gzipped: at most 150 KiB (React DOM, React Router, i18next). The theme,
 * the data layer, both layouts and every screen load beside the texts or on first visit; each of
 * those JS files: at most 120 KiB (decision 019).
 */
export const BUNDLE_BUDGET: BundleBudget = { entryKiB: 150, chunkKiB: 120 };

export const DIST_DIR = resolve(import.meta.dirname, '../dist');

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (!reportBundleBudget(DIST_DIR, BUNDLE_BUDGET)) process.exitCode = 1;
}
