import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { actorOf } from '../actor.ts';
import { deleteCheck } from '../delete.ts';
import { MAX_INT4 } from '../../http/schemas.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';

const Effects = Type.Record(Type.String(), Type.Array(Type.String()));

export const deleteCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/util/delete_check/:model/:ids',
    {
      schema: {
        tags: ['util'],
        operationId: 'deleteCheck',
        security: TOKEN_OPTIONAL,
        summary:
          'What deleting these records would also delete, or empty, before the user confirms.',
        params: Type.Object({
          model: Type.String({ maxLength: 64 }),
          ids: Type.String({ pattern: '^\\d+(,\\d+){0,999}$', description: 'Comma-separated ids' }),
        }),
        response: withErrors({ 200: Type.Object({ to_delete: Effects, to_set_null: Effects }) }),
      },
    },
    async (request, reply) => {
      const model = app.models.find((m) => m.name === request.params.model && m.deletable);
      if (!model)
        return reply.code(404).send({ detail: `Unknown model "${request.params.model}".` });
      const ids = [...new Set(request.params.ids.split(',').map(Number))];
      if (ids.some((id) => id < 1 || id > MAX_INT4))
        return reply.code(400).send({ detail: `Each id must be from 1 to ${MAX_INT4}.` });
      return deleteCheck(app.db, app.models, model, await actorOf(app, request), ids);
    },
  );
};
