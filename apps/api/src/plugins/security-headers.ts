import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Config } from '../config.ts';

/** Origins the native app's web view uses (Capacitor on Android and iOS). */
const nativeAppOrigins = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

/** Helmet's baseline, with a policy for an API that answers JSON (the docs page sets its own). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
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

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: [opts.config.PUBLIC_SITE_URL, opts.config.BACKOFFICE_URL, ...nativeAppOrigins],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
});
