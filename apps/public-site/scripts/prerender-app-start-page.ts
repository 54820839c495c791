import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadRenderer } from '../server/load-renderer.ts';
import { fillTemplate } from './page-template.ts';
import { PRERENDERED_LANGUAGES, type Language } from './prerendered-pages.ts';

/**
 * The app's start page (apps/mobile builds the site with `--mode native`): the home page in the
 * default language, rendered ahead of time into the app build's `index.html`. The app always opens
 * at `/`, so a French device shows the page at once and React hydrates it; on a device in another
 * language `main.tsx` renders the page in the browser, under the splash screen.
 *
 *   tsx scripts/prerender-app-start-page.ts <app build dir> <server build dir>
 */

const DEFAULT_LANGUAGE: Language = PRERENDERED_LANGUAGES[0];

/**
 * The app's web view answers every address with this one file. At any other address than the start
 * (a reload, a link followed before the page was ready) the home page's HTML would not match the
 * page React renders: the page is then rendered in the browser instead.
 */
const START_ADDRESS_ONLY = `  <script>
      if (location.pathname !== '/') {
        var root = document.getElementById('root');
        root.removeAttribute('data-prerendered-language');
        root.replaceChildren();
      }
    </script>
  </body>`;

async function main(appDir: string, serverDir: string) {
  const { renderPage } = await loadRenderer(serverDir);
  const indexFile = join(appDir, 'index.html');
  const page = await renderPage('/', DEFAULT_LANGUAGE);
  const html = fillTemplate(readFileSync(indexFile, 'utf8'), page);
  if (!html.includes('  </body>')) throw new Error(`${indexFile} has no </body>.`);
  writeFileSync(indexFile, html.replace('  </body>', START_ADDRESS_ONLY));
  console.log(`Prerendered the app's start page (/, ${DEFAULT_LANGUAGE}) into ${indexFile}.`);
}

const [appDir, serverDir] = process.argv.slice(2);
if (!appDir || !serverDir) {
  console.error(
    'usage: tsx scripts/prerender-app-start-page.ts <app build dir> <server build dir>',
  );
  process.exit(1);
}
await main(resolve(appDir), resolve(serverDir));
