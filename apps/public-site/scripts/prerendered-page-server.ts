import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { choosePage } from '../server/choose-page.ts';

/** A request for a page (not a file, not an API call): a GET or HEAD for HTML without extension. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  return !/\.[a-z0-9]+$/i.test(path) && (req.headers.accept ?? '').includes('text/html');
}

/**
 * `vite preview` sends each page's prerendered HTML in the visitor's language, with status 404 for
 * unknown addresses, as the production server (`server/main.ts`) does. It rewrites the request to
 * the file, so Vite serves it with its compression and security headers; without a build of the
 * pages it steps aside and the single-page shell answers, as on any static host.
 */
export function prerenderedPageServer(): Plugin {
  return {
    name: 'cabinet-prerendered-page-server',
    configurePreviewServer(server) {
      const distDir = server.config.build.outDir;
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (!isPageRequest(req)) return next();
        const choice = choosePage(req.url ?? '/', req.headers);
        if (!choice || !existsSync(join(server.config.root, distDir, choice.file))) return next();
        req.url = `/${choice.file}`;
        res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
        res.setHeader('Content-Language', choice.language);
        res.setHeader('Cache-Control', 'no-cache');
        if (choice.status === 404) {
          // The static file server answers 200; the address is nonetheless unknown.
          const writeHead = res.writeHead.bind(res);
          res.writeHead = ((_status: number, ...rest: [OutgoingHttpHeaders?]) =>
            writeHead(404, ...rest)) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}
