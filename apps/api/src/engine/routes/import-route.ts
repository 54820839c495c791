import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { actorOf, who } from '../actor.ts';
import type { ModelDefinition } from '../definition.ts';
import { assertMayImport, importCsv, MAX_IMPORT_ROWS } from '../import.ts';
import { csvUploadOf, refreshAfterLargeImport } from '../csv-upload.ts';
import { operationName } from './filter-schema.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';

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
        security: TOKEN_OPTIONAL,
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
    async (request) => {
      const file = await csvUploadOf(request);
      const actor = await actorOf(app, request);
      const limits = { maxRows: MAX_IMPORT_ROWS, maxMb: app.config.UPLOAD_MAX_MB };
      const counts = await importCsv(app.db, model, actor, file.file, limits);
      await refreshAfterLargeImport(app.db, model, counts);
      const audit = who(actor, request);
      await recordModelAudit(app.db, 'record.imported', audit, model.name, null, counts);
      return counts;
    },
  );
}
