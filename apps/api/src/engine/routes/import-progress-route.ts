import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { bearerClaims } from '../../plugins/auth.ts';
import { PROGRESS_ID_PATTERN, type ImportProgressBoard } from '../import-progress.ts';

const ImportProgressSchema = Type.Object({
  phase: Type.Union(
    [
      Type.Literal('reading'),
      Type.Literal('checking'),
      Type.Literal('writing'),
      Type.Literal('finishing'),
      Type.Literal('done'),
      Type.Literal('failed'),
    ],
    {
      description:
        'reading the file, checking rows (updates are applied here), writing new rows, finishing (statistics and the audit trail), then done or failed.',
    },
  ),
  rows_done: Type.Integer({ description: 'Rows read, checked or written so far in this phase.' }),
  rows_total: Type.Union([Type.Integer(), Type.Null()], {
    description: "The file's rows (checking), or the new rows (writing); null while reading.",
  }),
});

/**
 * GET /util/import_progress/{id}: how far the caller's import with `progress_id={id}` has got, while
 * it runs and for a minute after. Only its own user may ask; 404 when this process does not run it.
 * The token is checked without a query (`signatureOnly`), so the answer comes while the import
 * holds the embedded database.
 */
export const importProgressRoute: FastifyPluginAsyncTypebox<{
  imports: ImportProgressBoard;
}> = async (app, { imports }) => {
  app.get(
    '/util/import_progress/:id',
    {
      schema: {
        tags: ['util'],
        operationId: 'importProgress',
        security: SIGNED_IN,
        summary: 'How far an import (or dry run) started with this progress_id has got.',
        params: Type.Object({ id: Type.String({ pattern: PROGRESS_ID_PATTERN }) }),
        response: withErrors({ 200: ImportProgressSchema }),
      },
      config: { signatureOnly: true },
    },
    async (request, reply) => {
      const { userId } = await bearerClaims(app, request);
      const state = imports.read(userId, request.params.id);
      if (!state)
        return reply
          .code(404)
          .send({ detail: 'No import with this progress id is running on this server.' });
      return state;
    },
  );
};
