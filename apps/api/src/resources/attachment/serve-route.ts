import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { findServedFile } from './find-served-file.ts';
import { sendStoredFile } from './send-file.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';

const FILE_CONTENT = Object.fromEntries(
  ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'application/pdf'].map((type) => [
    type,
    { schema: Type.String({ format: 'binary' }) },
  ]),
);

export const serveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attachment/serve/:name',
    {
      schema: {
        tags: ['attachment'],
        operationId: 'serveAttachment',
        security: TOKEN_OPTIONAL,
        summary:
          'The file under its name (the `name` the upload answered): public files to anyone, others to their owner and administrators.',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        // The file in its own type; a refusal or a missing file answers JSON like every error.
        response: withErrors({ 200: { description: 'The file', content: FILE_CONTENT } }),
      },
    },
    async (request, reply) =>
      sendStoredFile(app, reply, await findServedFile(app, request, request.params.name)),
  );
};
