import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JS files a first visit downloads before any lazily loaded module: what `index.html` loads
 * as a module script or preloads as a module (paths relative to the build folder).
 *
 * @param {string} indexHtml
 * @returns {string[]}
 */
export function entryFiles(indexHtml) {
  const pattern =
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\.?\/([^"]+\.js)"/g;
  return [...indexHtml.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

/** @param {string} dir @returns {string[]} */
function jsFilesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

/**
 * Gzipped size (level 9, as the static server serves it) of every JS file of a build, and which of
 * them make the entry.
 *
 * @param {string} distDir
 * @returns {import('./bundle-budget.d.ts').BundleReport}
 */
export function measureBundle(distDir) {
  const entry = new Set(entryFiles(readFileSync(join(distDir, 'index.html'), 'utf8')));
  const files = jsFilesUnder(distDir)
    .map((path) => {
      const file = relative(distDir, path).split('\\').join('/');
      const gzipBytes = gzipSync(readFileSync(path), { level: 9 }).length;
      return { file, gzipBytes, entry: entry.has(file) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const entryBytes = files.filter((f) => f.entry).reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, entryBytes };
}

/** @param {number} bytes */
export const toKiB = (bytes) => bytes / 1024;

/**
 * What breaks the budgets: the entry's total over `entryKiB`, any other JS file over `chunkKiB`.
 *
 * @param {import('./bundle-budget.d.ts').BundleReport} report
 * @param {import('./bundle-budget.d.ts').BundleBudget} budget
 * @returns {string[]}
 */
export function budgetViolations({ files, entryBytes }, { entryKiB, chunkKiB }) {
  const violations = [];
  if (toKiB(entryBytes) > entryKiB) {
    violations.push(`entry: ${toKiB(entryBytes).toFixed(1)} KiB > ${entryKiB} KiB`);
  }
  for (const { file, gzipBytes, entry } of files) {
    if (!entry && toKiB(gzipBytes) > chunkKiB) {
      violations.push(`${file}: ${toKiB(gzipBytes).toFixed(1)} KiB > ${chunkKiB} KiB`);
    }
  }
  return violations;
}

/**
 * The report printed by `cabinet-bundle-budget`: each JS file (gzipped, the entry's marked), the
 * entry's total, and the verdict.
 *
 * @param {import('./bundle-budget.d.ts').BundleReport} report
 * @param {import('./bundle-budget.d.ts').BundleBudget} budget
 * @returns {string}
 */
export function formatReport(report, budget) {
  const size = (/** @type {number} */ bytes) => `${toKiB(bytes).toFixed(1).padStart(7)} KiB`;
  const lines = report.files.map(
    ({ file, gzipBytes, entry }) => `${size(gzipBytes)}  ${entry ? 'entry ' : '      '}${file}`,
  );
  const violations = budgetViolations(report, budget);
  lines.push(
    `${size(report.entryBytes)}  entry total, gzipped (budget ${budget.entryKiB} KiB; ` +
      `each other chunk ${budget.chunkKiB} KiB)`,
    violations.length === 0 ? 'within budget' : `OVER budget:\n  ${violations.join('\n  ')}`,
  );
  return lines.join('\n');
}

/**
 * Prints the report of the build in `distDir` and tells whether it keeps the budget (the apps'
 * `pnpm bundle-budget` scripts exit with 1 when it does not).
 *
 * @param {string} distDir
 * @param {import('./bundle-budget.d.ts').BundleBudget} budget
 * @returns {boolean}
 */
export function reportBundleBudget(distDir, budget) {
  const report = measureBundle(distDir);
  console.log(formatReport(report, budget));
  return budgetViolations(report, budget).length === 0;
}
