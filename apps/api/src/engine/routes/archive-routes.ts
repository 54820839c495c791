import type { FastifyInstance } from 'fastify';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';
import { actorOf, who } from '../actor.ts';
import { setArchived } from '../archive.ts';
import type { ModelDefinition } from '../definition.ts';
import { Type } from 'typebox';
import { operationName } from './filter-schema.ts';

/**
 * POST /{model}/{id}/archive and /{model}/{id}/restore: who may edit a record may archive and
 * restore it. Both answer the record as it now is and are written to the audit trail.
 */
export async function registerArchiveRoutes(
  app: FastifyInstance,
  model: ModelDefinition,
): Promise<void> {
  const name = operationName(model);
  for (const archived of [true, false]) {
    const verb = archived ? 'archive' : 'restore';
    app.post(
      `/${model.name}/:id/${verb}`,
      {
        schema: {
          tags: [model.name],
          operationId: `${verb}${name}`,
          security: TOKEN_OPTIONAL,
          summary: archived
            ? `Archives a ${model.name} record: hidden from lists, searches and exports until restored.`
            : `Restores an archived ${model.name} record to the lists.`,
          params: RecordIdParams,
          response: withErrors({ 200: Type.Ref(model.schemaName) }),
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        const actor = await actorOf(app, request);
        const record = await setArchived(app.db, model, actor, id, archived);
        const event = archived ? 'record.archived' : 'record.restored';
        await recordModelAudit(app.db, event, who(actor, request), model.name, [id]);
        return record;
      },
    );
  }
}
