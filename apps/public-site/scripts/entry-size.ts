import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Ceiling of the JS a first visit downloads before any page module, gzipped: 130 KiB, so a phone on
 * a slow network shows the first page quickly. React DOM (66 KiB), i18next, React Router and MUI's
 * styling core take most of it; the build leaves out MUI's CSS-variables theme, which the site
 * does not use (decision 006).
 */
export const ENTRY_BUDGET_KIB = 130;

export interface EntryFile {
  file: string;
  gzipBytes: number;
}

/**
 * The entry's JS files: what `dist/index.html` loads as a module script or preloads as a module,
 * i.e. everything a first visit downloads before the lazily loaded page, texts and data layer.
 */
export function entryFiles(indexHtml: string): string[] {
  const pattern = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g;
  return [...indexHtml.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

/** Gzipped size (level 9, as a static server would serve it) of each entry file of a build. */
export function measureEntry(distDir: string): EntryFile[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return entryFiles(html).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
}

export const toKiB = (bytes: number) => bytes / 1024;

function main() {
  const distDir = resolve(import.meta.dirname, '../dist');
  const files = measureEntry(distDir);
  const total = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  for (const { file, gzipBytes } of files) {
    console.log(`${toKiB(gzipBytes).toFixed(1).padStart(7)} KiB  ${file}`);
  }
  const verdict = toKiB(total) <= ENTRY_BUDGET_KIB ? 'within' : 'OVER';
  const summary = `entry, gzipped (${verdict} the ${ENTRY_BUDGET_KIB} KiB budget)`;
  console.log(`${toKiB(total).toFixed(1).padStart(7)} KiB  ${summary}`);
  if (verdict === 'OVER') process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) main();
