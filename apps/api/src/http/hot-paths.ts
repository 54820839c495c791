import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { contentCodingFor, type ContentCoding } from './content-coding.ts';
import { API_PREFIX } from './prefix.ts';

/** What the hot paths answer from, all of it already in memory. */
export interface HotPathSources {
  /** The security headers of every answer. */
  securityHeaders: Readonly<Record<string, string>>;
  /** Whether a page of this origin may read the answers (CORS). */
  mayRead: (origin: string | undefined) => origin is string;
  /** Response headers those pages may read. */
  exposedHeaders: readonly string[];
  /** The public texts when they are in memory and current, else undefined. */
  texts: (
    namespace: string,
    language: string,
  ) => { bodies: Record<ContentCoding, Buffer>; etag: string } | undefined;
  /** How long browsers may keep the texts. */
  textsCacheControl: string;
}

const HEALTH_PATH = `${API_PREFIX}/util/health`;
const HEALTH_BODY = JSON.stringify({ status: 'ok' });
const TEXTS_PREFIX = `${API_PREFIX}/site_content/`;
/** The route's own parameter rules, after the prefix: a namespace, a language and `.json`. */
const TEXTS_FILE = /^([a-z][a-z0-9_]{0,63})\/([a-z]{2})\.json$/;
const JSON_TYPE = 'application/json; charset=utf-8';
/** The texts differ by the page's origin (CORS) and by the coding the client accepts. */
export const TEXTS_VARY = 'Origin, Accept-Encoding';
/** Header sets of texts answers kept before the store is emptied (see `textsHeadersFor`). */
const KEPT_TEXTS_HEADER_SETS = 512;

/**
 * The API's two most frequent public reads, answered before the web framework's routing, hooks
 * and request log: liveness (`GET /util/health`, asked by every supervisor and status check) and
 * the site's public texts once they are in memory (`GET /site_content/{namespace}/{lng}.json`).
 * Each answer carries the same status, body and headers as the framework's route for it (security
 * headers, CORS, ETag and 304); a test holds the two side by side. Anything else (another method,
 * a query string, texts not yet read or due a version check) returns false and takes the usual
 * way, which also logs it.
 */
export function createHotPaths(sources: HotPathSources) {
  const exposed = sources.exposedHeaders.join(', ');

  /** The calling page's origin when it may read the answers; undefined for any other or none. */
  const allowedOrigin = (origin: string | undefined) =>
    sources.mayRead(origin) ? origin : undefined;
  /** A header set worked out once per allowed origin (or none): the same on every answer to it. */
  const perOrigin = <T>(build: (allowedOrigin: string | undefined) => T) => {
    const built = new Map<string | undefined, T>();
    return (origin: string | undefined): T => {
      const key = allowedOrigin(origin);
      let headers = built.get(key);
      if (headers === undefined) built.set(key, (headers = build(key)));
      return headers;
    };
  };
  /** The headers every answer shares, with CORS for the calling page's origin when allowed. */
  const commonHeaders = perOrigin((origin) => ({
    ...sources.securityHeaders,
    vary: 'Origin',
    ...(origin === undefined
      ? {}
      : { 'access-control-allow-origin': origin, 'access-control-expose-headers': exposed }),
  }));
  const healthHeaders = perOrigin((origin) => ({
    ...commonHeaders(origin),
    'content-type': JSON_TYPE,
    'content-length': String(HEALTH_BODY.length),
  }));

  /**
   * The headers of a texts answer, worked out once per texts version (their ETag), calling page's
   * origin and coding (or 304) and kept: building and checking twenty headers on every request
   * cost a quarter of the answer's time. At most a few hundred sets exist (namespaces × languages
   * × allowed origins × codings); the store is emptied when it grows past that, e.g. after edits.
   */
  const textsHeaders = new Map<string, OutgoingHttpHeaders>();
  const textsHeadersFor = (
    etag: string,
    origin: string | undefined,
    answer: ContentCoding | 'not-modified',
    length: number,
  ): OutgoingHttpHeaders => {
    const key = `${etag}\n${origin ?? ''}\n${answer}`;
    let headers = textsHeaders.get(key);
    if (headers) return headers;
    headers = {
      ...commonHeaders(origin),
      vary: TEXTS_VARY,
      'cache-control': sources.textsCacheControl,
      etag,
      ...(answer === 'not-modified'
        ? {}
        : {
            'content-type': JSON_TYPE,
            ...(answer === 'identity' ? {} : { 'content-encoding': answer }),
            'content-length': String(length),
          }),
    };
    if (textsHeaders.size >= KEPT_TEXTS_HEADER_SETS) textsHeaders.clear();
    textsHeaders.set(key, headers);
    return headers;
  };

  const answerTexts = (request: IncomingMessage, response: ServerResponse, url: string) => {
    const match = TEXTS_FILE.exec(url.slice(TEXTS_PREFIX.length));
    const texts = match ? sources.texts(match[1]!, match[2]!) : undefined;
    if (!texts) return false;
    const origin = allowedOrigin(request.headers.origin);
    if (request.headers['if-none-match'] === texts.etag) {
      response.writeHead(304, textsHeadersFor(texts.etag, origin, 'not-modified', 0));
      response.end();
      return true;
    }
    const coding = contentCodingFor(request.headers['accept-encoding']);
    const body = texts.bodies[coding];
    response.writeHead(200, textsHeadersFor(texts.etag, origin, coding, body.length));
    response.end(body);
    return true;
  };

  /** Answers the request and returns true when it is one of the hot paths; false otherwise. */
  return function answerHotPath(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const url = request.url ?? '';
    if (url === HEALTH_PATH) {
      response.writeHead(200, healthHeaders(request.headers.origin));
      response.end(HEALTH_BODY);
      return true;
    }
    if (url.startsWith(TEXTS_PREFIX)) return answerTexts(request, response, url);
    return false;
  };
}

export type HotPath = ReturnType<typeof createHotPaths>;

/**
 * The HTTP server the framework would make (same timeouts), with `hotPath()` asked first. It is
 * read per request, as the paths need the app's texts cache and the app is built after its server.
 */
export function serverWithHotPaths(hotPath: () => HotPath | null): FastifyServerFactory {
  return (handler, options) => {
    // The framework's options, its defaults filled in, as it would give its own server.
    const settings = options as unknown as {
      http?: ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket?: number;
    };
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!hotPath()?.(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if ((settings.maxRequestsPerSocket ?? 0) > 0)
      server.maxRequestsPerSocket = settings.maxRequestsPerSocket!;
    return server;
  };
}
