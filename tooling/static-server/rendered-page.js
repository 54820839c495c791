import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** How many rendered pages keep their compressed copies (pages × languages × a few versions). */
const KEPT_PAGES = 200;

/** @type {Map<string, { br: Buffer, gzip: Buffer }>} by the page's ETag, oldest first */
const compressed = new Map();

/** The page compressed both ways, made once per content (a rendered page is sent many times). */
function compressedCopies(/** @type {string} */ etag, /** @type {string} */ html) {
  let copies = compressed.get(etag);
  if (!copies) {
    copies = {
      // Quality 9: close to the best size at a fraction of 11's time, paid once per content.
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    compressed.set(etag, copies);
    if (compressed.size > KEPT_PAGES) compressed.delete(compressed.keys().next().value ?? '');
  }
  return copies;
}

/**
 * Sends a page rendered on the server (its HTML as a string): with an ETag from its content, so a
 * browser that has it gets a 304; brotli or gzip as the browser accepts.
 *
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {string} html
 */
export function sendRenderedPage(request, reply, html) {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('ETag', etag).type('text/html; charset=utf-8');
  if (reply.statusCode === 200 && request.headers['if-none-match'] === etag)
    return reply.code(304).send();
  const encoding = new Negotiator(request.raw).encoding(['br', 'gzip', 'identity']);
  if (encoding === 'br' || encoding === 'gzip') {
    reply.header('Content-Encoding', encoding);
    return reply.send(compressedCopies(etag, html)[encoding]);
  }
  return reply.send(html);
}
