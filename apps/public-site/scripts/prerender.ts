import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadRenderer } from '../server/load-renderer.ts';
import { fillTemplate } from './page-template.ts';
import {
  NOT_FOUND_PAGE,
  NOT_FOUND_SAMPLE_PATH,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFile,
} from './prerendered-pages.ts';

/**
 * Writes every page of the site in every language as HTML (`dist/prerendered/`), from the server
 * build of `src/entry-server.tsx` and the client build's `dist/index.html`. The site's server
 * (`scripts/prerendered-page-server.ts`) sends the one matching the address and the visitor's
 * language; the browser shows it at once and React hydrates it.
 */
// SITE_BUILD_ROOT: where a second build of the site lives (scripts/build-flags-on.ts); the app's
// folder otherwise.
const buildRoot = resolve(process.env.SITE_BUILD_ROOT ?? join(import.meta.dirname, '..'));
const distDir = join(buildRoot, 'dist');

async function main() {
  const { renderPage } = await loadRenderer(join(buildRoot, 'dist-ssr'));
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pages = [
    ...Object.entries(PRERENDERED_PAGES),
    [NOT_FOUND_SAMPLE_PATH, NOT_FOUND_PAGE] as const,
  ];
  let count = 0;
  for (const language of PRERENDERED_LANGUAGES) {
    for (const [path, name] of pages) {
      for (const namedLanguage of [false, true]) {
        const url = namedLanguage ? `${path}?lng=${language}` : path;
        const html = fillTemplate(template, await renderPage(url, language));
        const file = join(distDir, prerenderedFile(name, language, namedLanguage));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
        count++;
      }
    }
  }
  console.log(`Prerendered ${count} pages into dist/prerendered/.`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main();
