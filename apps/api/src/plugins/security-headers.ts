import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { isProduction, type Config } from '../config.ts';

/** Origins the native app's web view uses (Capacitor: `https://localhost` on Android, iOS's own). */
const nativeAppOrigins = ['capacitor://localhost', 'https://localhost'];
/**
 * A plain-HTTP local page, for a development build of the app only: in production any program on a
 * visitor's computer could serve one.
 */
const developmentOrigins = ['http://localhost'];

/**
 * Helmet's baseline, with the policy of an API that answers JSON: nothing may load, frame or post
 * from an answer. Helmet's default directives (images, styles, fonts and scripts from 'self') are
 * for HTML pages: here they would only loosen `default-src 'none'`. The docs page sets its own.
 *
 * Headers that only act on an HTML page a browser opens as a window, or only in browsers no longer
 * made, are left off: every answer would carry them (a third of a small answer's bytes and half its
 * headers) for nothing. Those are the opener policy and origin-keyed agent cluster (pages only; the
 * docs page, the API's one HTML page, sends them), DNS prefetch control (links in HTML), the
 * download-options and XSS-filter headers (Internet Explorer) and the cross-domain policy (Flash).
 * Framing is refused twice: CSP `frame-ancestors` for today's browsers, `X-Frame-Options: DENY` for
 * older ones.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** What an HTML page of the API (the docs) adds to the headers of every answer. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
};

/**
 * The headers helmet sets with `options`, worked out once. They are the same on every answer, and
 * building helmet's middleware again for each request (as its Fastify plugin does) was a cost of
 * every request, the lightest ones above all.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: Error | undefined;
  helmet(options)(
    new IncomingMessage(new Socket()),
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error instanceof Error ? error : undefined),
  );
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/** The security headers of every answer of the API. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = helmetHeaders(HELMET_OPTIONS);

/** The origins whose pages may call the API from a browser: the two sites and the native app. */
export function allowedOrigins(config: Config): string[] {
  return [
    config.PUBLIC_SITE_URL,
    config.BACKOFFICE_URL,
    ...nativeAppOrigins,
    ...(isProduction(config) ? [] : developmentOrigins),
  ];
}

/** Response headers a page of another origin may read (a download's file name). */
export const EXPOSED_HEADERS = ['Content-Disposition'];

/**
 * Whether a page of `origin` may read the API's answers: one of `origins`, by exact name. CORS and
 * the hot paths both ask it; a request with no origin or another one gets no CORS header at all
 * (only `Vary: Origin`), as they would tell its browser nothing.
 */
export function originCheck(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (origin: string | undefined): origin is string =>
    origin !== undefined && allowed.has(origin);
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  const mayRead = originCheck(allowedOrigins(opts.config));
  await app.register(cors, {
    origin: (origin, done) => done(null, mayRead(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
});
