import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { actorOf, who } from '../actor.ts';
import type { ModelDefinition } from '../definition.ts';
import { afterDelete, deleteRecords, idsForBulk } from '../delete.ts';
import type { Filter } from '../filter.ts';
import { FilterSchema, operationName } from './filter-schema.ts';
import { RecordIdParams } from '../../http/schemas.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';

const Force = Type.Object({ force: Type.Optional(Type.Boolean({ default: false })) });
const Deleted = Type.Object({ deleted: Type.Integer() });

/** DELETE /{model}/{id} and POST /{model}/bulk_delete, refusing dependants unless `force`. */
export async function registerDeleteRoutes(
  app: FastifyInstance,
  model: ModelDefinition,
): Promise<void> {
  const name = operationName(model);
  app.delete(
    `/${model.name}/:id`,
    {
      schema: {
        tags: [model.name],
        operationId: `delete${name}`,
        security: TOKEN_OPTIONAL,
        summary: `Deletes a ${model.name} record; with dependants only when force is true.`,
        params: RecordIdParams,
        querystring: Force,
        response: withErrors({ 200: Deleted }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { force = false } = request.query as { force?: boolean };
      const actor = await actorOf(app, request);
      await afterDelete(app, await deleteRecords(app.db, app.models, model, actor, [id], force));
      await recordModelAudit(app.db, 'record.deleted', who(actor, request), model.name, [id], {
        force,
      });
      return { deleted: 1 };
    },
  );
  app.post(
    `/${model.name}/bulk_delete`,
    {
      schema: {
        tags: [model.name],
        operationId: `bulkDelete${name}`,
        security: TOKEN_OPTIONAL,
        summary: `Deletes the ${model.name} records a filter selects (the UI sends an OR list of ids).`,
        querystring: Force,
        body: FilterSchema,
        response: withErrors({ 200: Deleted }),
      },
    },
    async (request) => {
      const { force = false } = request.query as { force?: boolean };
      const actor = await actorOf(app, request);
      const ids = await idsForBulk(app.db, model, actor, request.body as Filter);
      if (ids.length === 0) return { deleted: 0 };
      await afterDelete(app, await deleteRecords(app.db, app.models, model, actor, ids, force));
      await recordModelAudit(app.db, 'record.bulk_deleted', who(actor, request), model.name, ids, {
        force,
      });
      return { deleted: ids.length };
    },
  );
}
