// The back-office's production server (`pnpm serve`, `npm start`, the e2e tests): the build in
// `dist/`, every address without a file answered by the single-page app. Built into
// `dist-server/server.js`.
import { join } from 'node:path';
import { runSiteServer } from '@cabinet/static-server';

await runSiteServer({
  name: 'cabinet-backoffice',
  root: join(import.meta.dirname, '..', 'dist'),
  defaultPort: 5174,
  spaFallback: true,
});
