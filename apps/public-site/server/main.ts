// The public site's production server (`pnpm serve`, `npm start`, the e2e tests): the build in
// `dist/` with each page prerendered in the visitor's language. Built into `dist-server/server.js`.
import { join } from 'node:path';
import { runSiteServer } from '@cabinet/static-server';
import { choosePage } from './choose-page.ts';

await runSiteServer({
  name: 'cabinet-public-site',
  root: join(import.meta.dirname, '..', 'dist'),
  defaultPort: 5173,
  choosePage: (url, headers) => choosePage(url, headers),
  // The sign-in addresses: the single-page shell, which sends the visitor to the back-office.
  spaFallback: true,
});
