import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { servedOverHttps, STRICT_TRANSPORT_SECURITY } from '@cabinet/vite-config/security-headers';
import Fastify, { LogController } from 'fastify';
import { sendRenderedPage } from './rendered-page.js';

/** Written into the build by `@cabinet/vite-config/app`: the headers matching the build's addresses. */
export const SECURITY_HEADERS_FILE = '.security-headers.json';

/** A file whose name holds its content's hash never changes: browsers keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (pages, robots.txt, the favicon) is checked again on each use (ETag, 304). */
export const REVALIDATE = 'no-cache';

/**
 * Whether an address is a hashed build file: Vite names them `assets/<name>-<hash>.<ext>`, the
 * hash being 8 or more letters, digits, `-` or `_`.
 *
 * @param {string} path
 */
export function isHashedAsset(path) {
  return /^\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path);
}

/** An address without a file extension: a page of the site, not a file. */
const isPageAddress = (/** @type {string} */ path) => !/\.[a-z0-9]+$/i.test(path);

/**
 * The addresses of the files a build holds, as `/path`: never a dotfile (the build's private
 * files) nor a precompressed copy (sent in place of its original when the browser accepts it).
 *
 * @param {string} root
 * @returns {Set<string>}
 */
function servedFiles(root) {
  /** @type {(dir: string) => string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.'))
      .flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      );
  const files = walk(root);
  const present = new Set(files);
  return new Set(
    files
      .filter((file) => !/\.(br|gz)$/.test(file) || !present.has(file.replace(/\.(br|gz)$/, '')))
      .map((file) => `/${relative(root, file).split(sep).join('/')}`),
  );
}

/**
 * The headers the build asks for (Content-Security-Policy naming the API it was built for, and
 * the others of `@cabinet/vite-config/security-headers`).
 *
 * @param {string} root
 * @returns {Record<string, string>}
 */
function buildHeaders(root) {
  const file = join(root, SECURITY_HEADERS_FILE);
  if (!existsSync(file))
    throw new Error(`${root} is not a site build (no ${SECURITY_HEADERS_FILE}): build it first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {string} url */
function pathOf(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://site').pathname);
  } catch {
    return null;
  }
}

/**
 * A Fastify server for a built site (`root`, the build's folder): its files sent precompressed
 * when the browser accepts brotli or gzip, hashed files cached for a year and the rest revalidated,
 * the build's security headers on every answer (and HSTS over HTTPS), `GET /healthz`. An address
 * is answered by, in order: a file of the build; a redirection `redirect` names; for an address
 * without a file extension, the page `page` makes (sent with an ETag, compressed), else the
 * single-page shell (`index.html`) when `spaFallback` is set; else 404.
 *
 * @param {import('./index.d.ts').SiteServerOptions} options
 */
export async function createSiteServer({ root, logLevel = 'info', page, spaFallback, redirect }) {
  const headers = buildHeaders(root);
  const files = servedFiles(root);
  const app = Fastify({
    logger: { level: logLevel },
    // The reverse proxy keeps the access log; one line per request here would only slow it down.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (servedOverHttps(request.raw))
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
  await app.register(fastifyStatic, {
    root,
    // Only `sendFile` below: the build's file list decides what is served, not the disk.
    serve: false,
    preCompressed: true,
    // Set per address below.
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  const notFound = (/** @type {import('fastify').FastifyReply} */ reply) =>
    reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain').send('Not found');

  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (path === null) return notFound(reply);
    if (files.has(path)) {
      reply.header('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
      reply.header('Vary', 'Accept-Encoding');
      return reply.sendFile(path.slice(1));
    }
    const target = redirect?.(request.url);
    if (target) return reply.code(302).header('Cache-Control', 'no-store').redirect(target);
    const made = isPageAddress(path) ? await page?.(request.url, request.headers) : null;
    if (made) {
      reply.code(made.status);
      reply.header('Cache-Control', REVALIDATE);
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      reply.header('Content-Language', made.language);
      if (made.cookie) reply.header('Set-Cookie', made.cookie);
      return sendRenderedPage(request, reply, made.html);
    }
    if (spaFallback && isPageAddress(path)) {
      reply.header('Cache-Control', REVALIDATE);
      reply.header('Vary', 'Accept-Encoding');
      return reply.sendFile('index.html');
    }
    return notFound(reply);
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
