import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `POST /token` is form-urlencoded (the OAuth2 password flow, which standard clients speak). */
export const formBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
});
