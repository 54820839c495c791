import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadRenderer } from '../server/load-renderer.ts';
import { fillTemplate } from './page-template.ts';
import {
  NOT_FOUND_PAGE,
  NOT_FOUND_SAMPLE_PATH,
  PRERENDERED_LANGUAGES,
  SERVED_PAGES,
  prerenderedFile,
} from './prerendered-pages.ts';

/**
 * Writes every page of the site in every language as HTML (`dist/prerendered/`), with the bundled
 * texts: what the site's server sends when the API cannot be read.
 */
// SITE_BUILD_ROOT: where a second build of the site lives (scripts/build-flags-on.ts).
const buildRoot = resolve(process.env.SITE_BUILD_ROOT ?? join(import.meta.dirname, '..'));
const distDir = join(buildRoot, 'dist');

const { renderPage } = await loadRenderer(join(buildRoot, 'dist-ssr'));
const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const pages = [...Object.entries(SERVED_PAGES), [NOT_FOUND_SAMPLE_PATH, NOT_FOUND_PAGE]];
let count = 0;
for (const language of PRERENDERED_LANGUAGES) {
  for (const [path = '/', name = ''] of pages) {
    for (const named of [false, true]) {
      const page = await renderPage(named ? `${path}?lng=${language}` : path, language);
      const file = join(distDir, prerenderedFile(name, language, named));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, fillTemplate(template, page, language));
      count++;
    }
  }
}
console.log(`Prerendered ${count} pages into dist/prerendered/.`);
