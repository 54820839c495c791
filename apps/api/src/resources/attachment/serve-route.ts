import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { contentDisposition } from '../../files/file-name.ts';
import { findServedFile } from './find-served-file.ts';

/** Even an image opened on its own may run nothing and load nothing. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

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
    async (request, reply) => {
      const file = await findServedFile(app, request, request.params.name);
      const path = app.fileStore.pathOf(file.stored_name)!;
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) return reply.code(404).send({ detail: 'File not found.' });
      const disposition = file.content_type === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(file.content_type)
        .header('Content-Length', size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', FILE_CSP)
        .header('Content-Disposition', contentDisposition(disposition, file.name))
        .header('Cache-Control', file.public ? 'public, max-age=86400' : 'private, no-store')
        .send(createReadStream(path));
    },
  );
};
