import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { findServedFile } from './find-served-file.ts';
import { sendStoredFile } from './send-file.ts';

export const serveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attachment/serve/:name',
    {
      schema: {
        tags: ['attachment'],
        operationId: 'serveAttachment',
        summary:
          'The file under its stored name: public files to anyone, others to their owner and administrators.',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        produces: ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'application/pdf'],
        response: withErrors({ 200: Type.String({ format: 'binary' }) }),
      },
    },
    async (request, reply) =>
      sendStoredFile(app, reply, await findServedFile(app, request, request.params.name)),
  );
};
