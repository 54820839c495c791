import type { FastifyInstance } from 'fastify';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { RecordId, RecordIdParams, withErrors } from '../../http/schemas.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';
import { actorOf, who } from '../actor.ts';
import { setArchived, setArchivedMany } from '../archive.ts';
import type { ModelDefinition } from '../definition.ts';
import { Type } from 'typebox';
import { operationName } from './filter-schema.ts';

/** The most records one bulk archive or restore changes: a few pages of a list. */
const MAX_BULK = 1000;

const BulkIds = Type.Object({
  ids: Type.Array(RecordId(), {
    minItems: 1,
    maxItems: MAX_BULK,
    description: 'The records to change (the selected rows).',
  }),
});

/**
 * POST /{model}/{id}/archive and /{model}/{id}/restore, and their bulk forms POST
 * /{model}/bulk_archive and /{model}/bulk_restore: who may edit a record may archive and restore
 * it. A bulk change is all or nothing. Every change is written to the audit trail.
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
        await model.afterRead?.(
          app.db,
          record,
          who(actor, request),
          archived ? 'archived' : 'restored',
        );
        return record;
      },
    );
    const done = archived ? 'archived' : 'restored';
    app.post(
      `/${model.name}/bulk_${verb}`,
      {
        schema: {
          tags: [model.name],
          operationId: `bulk${archived ? 'Archive' : 'Restore'}${name}`,
          security: TOKEN_OPTIONAL,
          summary: archived
            ? `Archives several ${model.name} records, all or none: one that cannot be archived refuses them all.`
            : `Restores several archived ${model.name} records, all or none.`,
          body: BulkIds,
          response: withErrors({ 200: Type.Object({ [done]: Type.Integer() }) }),
        },
      },
      async (request) => {
        const { ids } = request.body as { ids: number[] };
        const actor = await actorOf(app, request);
        const changed = await setArchivedMany(app.db, model, actor, ids, archived);
        const event = archived ? 'record.bulk_archived' : 'record.bulk_restored';
        await recordModelAudit(app.db, event, who(actor, request), model.name, changed);
        return { [done]: changed.length };
      },
    );
  }
}
