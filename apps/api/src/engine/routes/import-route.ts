import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { actorOf, who } from '../actor.ts';
import type { ModelDefinition } from '../definition.ts';
import { assertMayImport, importCsv, MAX_IMPORT_ROWS } from '../import.ts';
import { operationName } from './filter-schema.ts';

/** Imports at least this large change the table enough for the planner to need fresh statistics. */
const REFRESH_AFTER_ROWS = 1000;

/**
 * After a large import: fresh statistics, and the trigram indexes' pending entries merged, so the
 * next searches use the indexes at once instead of waiting for autovacuum. Runs after the commit.
 */
async function refreshPlannerView(db: Database, model: ModelDefinition) {
  await db.execute(sql`vacuum ${model.table}`);
  // Every table: the rows written beside (a new user's role links, say) change theirs too.
  await db.execute(sql`analyze`);
}

/** POST /{model}/import: multipart field `file`, a .csv; all rows or none. */
export async function registerImportRoute(
  app: FastifyInstance,
  model: ModelDefinition,
): Promise<void> {
  app.post(
    `/${model.name}/import`,
    {
      schema: {
        tags: [model.name],
        operationId: `import${operationName(model)}`,
        summary: `Imports ${model.name} records from a CSV file: update by id, else by string_id, else create.`,
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: withErrors({
          200: Type.Object({ created: Type.Integer(), updated: Type.Integer() }),
        }),
      },
      // The multipart body is read below; its schema above documents the contract.
      validatorCompiler: () => () => true,
      // Who may import is settled from the token before any of the body is read or parsed.
      onRequest: async (request) => assertMayImport(model, await actorOf(app, request)),
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply
          .code(400)
          .send({ detail: 'Send the CSV file as multipart form data in the field "file".' });
      const file = await request.file();
      if (!file || file.fieldname !== 'file')
        return reply.code(400).send({ detail: 'Send the CSV file in the field "file".' });
      if (!file.filename.toLowerCase().endsWith('.csv'))
        return reply.code(400).send({ detail: 'Only .csv files can be imported.' });
      const actor = await actorOf(app, request);
      const counts = await importCsv(app.db, model, actor, file.file, {
        maxRows: MAX_IMPORT_ROWS,
        maxMb: app.config.UPLOAD_MAX_MB,
      });
      if (counts.created + counts.updated >= REFRESH_AFTER_ROWS)
        await refreshPlannerView(app.db, model);
      await recordModelAudit(
        app.db,
        'record.imported',
        who(actor, request),
        model.name,
        null,
        counts,
      );
      return counts;
    },
  );
}
