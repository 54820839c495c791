// The public site's production server (`pnpm serve`, `npm start`, the e2e tests): the build in
// `dist/` with each page in the visitor's language, made with the texts and the practice's identity
// staff edited in the back-office, the practice's identity and team (read from the API) or, when the API cannot be read, as
// prerendered at build time. Built into `dist-server/server.js`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSiteServer } from '@cabinet/static-server';
import { choosePage, isSignInPath } from './choose-page.ts';
import { createLivePages } from './live-pages.ts';
import { createPracticeReader } from './practice-reader.ts';
import { createSiteTextsReader } from './site-texts-reader.ts';
import { readApiUrl } from './api-url.ts';
import { loadRenderer } from './load-renderer.ts';

const appDir = join(import.meta.dirname, '..');
const entry = await loadRenderer(join(appDir, 'dist-ssr'));

const apiUrl = readApiUrl(process.env, entry.BUILD_API_URL);
if (apiUrl instanceof Error) {
  process.stderr.write(`cabinet-public-site: ${apiUrl.message}\n`);
  process.exit(1);
}

const livePages = createLivePages({
  template: readFileSync(join(appDir, 'dist', 'index.html'), 'utf8'),
  renderPage: entry.renderPage,
  readTexts: createSiteTextsReader({ apiUrl, namespaces: entry.PAGE_NAMESPACES }),
  readPractice: createPracticeReader({ apiUrl }),
  onRenderError: (file) =>
    process.stderr.write(
      `cabinet-public-site: ${file} could not be made with the current texts; sent as built.\n`,
    ),
});

await runSiteServer({
  name: 'cabinet-public-site',
  root: join(appDir, 'dist'),
  defaultPort: 5173,
  // The sign-in screens live in the back-office, where links mailed to staff lead them.
  redirect: (url) => {
    const { pathname, search } = new URL(url, 'http://site');
    return isSignInPath(pathname) ? `${entry.BACKOFFICE_URL}${pathname}${search}` : null;
  },
  choosePage: (url, headers) => choosePage(url, headers),
  renderPage: (page) => livePages(page),
});
