import { reportBundleBudget, type BundleBudget } from '@cabinet/vite-config/bundle-budget';
import { resolve } from 'node:path';

/**
 * The page's only script (`dist/index.html`'s, the island loader), gzipped: at most 5 KiB; each
 * island's code loads when the island starts (docs/decisions/055). Each other JS file: at most
 * 120 KiB.
 */
export const BUNDLE_BUDGET: BundleBudget = { entryKiB: 5, chunkKiB: 120 };

export const DIST_DIR = resolve(import.meta.dirname, '../dist');

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (!reportBundleBudget(DIST_DIR, BUNDLE_BUDGET)) process.exitCode = 1;
}
