import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type * as EntryServer from '../src/entry-server';
import { choosePage } from '../server/choose-page.ts';
import { fillTemplate } from './page-template.ts';

/**
 * `pnpm dev`: each page rendered by the server's renderer on every request, from the source as it
 * is now, with the bundled texts; the islands' code is served by Vite as it changes.
 */
export function devPages(): Plugin {
  return {
    name: 'cabinet-dev-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const choice = req.method === 'GET' ? choosePage(req.url ?? '/', req.headers) : null;
        if (!choice) return next();
        void (async () => {
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
          const page = await entry.renderPage(req.url ?? '/', choice.language);
          const source = readFileSync(join(server.config.root, 'index.html'), 'utf8');
          const template = await server.transformIndexHtml(req.url ?? '/', source);
          res.statusCode = choice.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          if (choice.cookie) res.setHeader('Set-Cookie', choice.cookie);
          res.end(fillTemplate(template, page, choice.language));
        })().catch(next);
      });
    },
  };
}
