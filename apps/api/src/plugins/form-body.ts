import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `POST /token` is form-urlencoded (OAuth2 password flow, spec §7). */
export const formBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
});
