import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The start-up machinery: the code that starts a page in the browser (the site's and the app's),
 * makes it on the server, builds the site and serves it. A newcomer must be able to read it all,
 * so it stays within a budget. Not machinery: the pages and what they show (`src/pages`,
 * `src/features`, `src/components`, the frame and context every page shows and reads:
 * `src/page/site-layout.tsx`, `src/page/page-context.tsx`), the texts
 * (`src/lib/i18n.ts`), the app's native parts (`src/native`), tests, stories and the measurement
 * scripts (`scripts/`), the shared packages it uses like libraries (`@cabinet/static-server`,
 * which serves the back-office too, and `@cabinet/vite-config`) and the repository's
 * `scripts/serve.mjs`, which starts all three apps.
 */
const MACHINERY = [
  'index.html',
  'vite.config.ts',
  'server',
  'src/entry-server.tsx',
  'src/page/page-tree.tsx',
  'src/islands',
  'src/app-shell',
];

/** At most this many lines of code: neither blank nor comment. */
const BUDGET = 600;

const appDir = join(import.meta.dirname, '..');
const NOT_MACHINERY = /\.(test|stories)\.tsx?$|static-handlers\.ts$/;
/** A comment line, in the house style: `//`, or a block comment's lines, each led by `*`. */
const COMMENT = /^(\/\/|\/\*|\*|\{\/\*|<!--)/;

function filesOf(path: string): string[] {
  if (/\.\w+$/.test(path)) return [path];
  return readdirSync(join(appDir, path), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !NOT_MACHINERY.test(name))
    .map((name) => join(path, name));
}

const codeLines = (source: string) =>
  source.split('\n').filter((line) => line.trim() && !COMMENT.test(line.trim())).length;

describe('the start-up machinery', () => {
  it('is counted in lines that are neither blank nor comment', () => {
    const source = '// a\n/**\n * b\n */\nconst c = 1; // d\n\n  {/* e */}\n<!-- f -->\n';
    expect(codeLines(source)).toBe(1);
  });

  it(`is at most ${BUDGET} lines of code`, () => {
    const files = MACHINERY.flatMap(filesOf)
      .map((file) => ({ file, lines: codeLines(readFileSync(join(appDir, file), 'utf8')) }))
      .sort((a, b) => b.lines - a.lines);
    const total = files.reduce((sum, { lines }) => sum + lines, 0);
    const biggest = files.slice(0, 5).map(({ file, lines }) => `${file} (${lines})`);
    expect(
      total,
      `The start-up machinery has ${total} lines of code, over its budget of ${BUDGET}. The ` +
        `biggest: ${biggest.join(', ')}. Make it smaller rather than move it: delete what no ` +
        `page needs, merge two parts that do the same, let the platform do it (a link, ` +
        `<details>, a popover) or a maintained library; what a page shows belongs with the page ` +
        `(src/features), not here. Why the budget: docs/decisions/055.`,
    ).toBeLessThanOrEqual(BUDGET);
  });
});
