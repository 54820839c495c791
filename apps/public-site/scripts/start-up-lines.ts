import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The size of the site's start-up machinery: the code that starts a page in the browser, builds
 * the site and serves it — not the pages and their parts, the tests, the stories or the
 * measurement scripts. Prints each file's lines (all of them, and those that are neither blank nor
 * a comment) and the totals against the budget of 600 lines; exits 1 over it.
 */
const BUDGET = 600;
const appDir = resolve(import.meta.dirname, '..');

/** The machinery's folders and files, relative to the app. */
const MACHINERY = [
  'src/islands',
  'src/app-shell',
  'src/entry-server.tsx',
  'server',
  'scripts/prerender.ts',
  'scripts/prerendered-pages.ts',
  'scripts/page-template.ts',
  'scripts/dev-pages.ts',
  'scripts/seo-files.ts',
  'scripts/build-flags-on.ts',
  'vite.config.ts',
  'index.html',
];
const NOT_MACHINERY = /\.(test|stories)\.tsx?$|static-handlers\.ts$/;

function filesOf(path: string): string[] {
  const full = join(appDir, path);
  if (/\.\w+$/.test(path)) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !NOT_MACHINERY.test(name))
    .map((name) => join(full, name));
}

/** Lines that are neither blank nor part of a comment. */
function codeLines(source: string): number {
  const withoutComments = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('//'));
  return withoutComments.length;
}

let lines = 0;
let code = 0;
for (const file of MACHINERY.flatMap(filesOf)) {
  const source = readFileSync(file, 'utf8');
  const all = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  lines += all;
  code += codeLines(source);
  console.log(
    `${String(all).padStart(5)} ${String(codeLines(source)).padStart(5)}  ${relative(appDir, file)}`,
  );
}
console.log(
  `${String(lines).padStart(5)} ${String(code).padStart(5)}  in all (lines, code lines); budget ${BUDGET}`,
);
if (lines > BUDGET) process.exitCode = 1;
