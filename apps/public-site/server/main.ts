// The public site's production server (`pnpm start`, the e2e tests, the deployed service): the
// build in `dist/`, each page made in the visitor's language with the texts, the identity and the
// team staff set in the back-office. Built with the pages into `dist-server/server.js`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSiteServer } from '@cabinet/static-server';
import { env } from '../src/config/env';
import { createPages, signInRedirect } from './pages';

// Where the server reads the API: API_URL (e.g. the API on this machine, when browsers reach it
// through the reverse proxy), else the address the build calls.
const apiUrl = (process.env.API_URL?.trim() || env.apiUrl).replace(/\/+$/, '');
if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
  process.stderr.write(
    `cabinet-public-site: Invalid configuration: API_URL: expected an http(s) address (got "${apiUrl}")\n`,
  );
  process.exit(1);
}
const root = join(import.meta.dirname, '..', 'dist');

await runSiteServer({
  name: 'cabinet-public-site',
  root,
  defaultPort: 5173,
  redirect: signInRedirect,
  page: createPages(readFileSync(join(root, 'index.html'), 'utf8'), apiUrl),
});
