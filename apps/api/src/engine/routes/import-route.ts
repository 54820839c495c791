import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { actorOf, who } from '../actor.ts';
import type { ModelDefinition } from '../definition.ts';
import { assertMayImport, dryRunCsv, importCsv, MAX_IMPORT_ROWS } from '../import.ts';
import { csvUploadOf, refreshAfterLargeImport } from '../csv-upload.ts';
import { operationName } from './filter-schema.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';
import { BadRequestError } from '../../errors.ts';
import {
  ImportProgress,
  PROGRESS_ID_PATTERN,
  type ImportProgressBoard,
} from '../import-progress.ts';

const ImportProblem = Type.Object({
  row: Type.Integer({ description: 'The line in the file; the header is line 1.' }),
  column: Type.Union([Type.String(), Type.Null()], { description: 'The column at fault, if one.' }),
  message: Type.String(),
});

/**
 * POST /{model}/import: multipart field `file`, a .csv (`,` or `;`, with or without a BOM); all rows
 * or none. With `dry_run=true` nothing is kept: the answer says what the import would create and
 * update, and lists every problem by line and column.
 */
export async function registerImportRoute(
  app: FastifyInstance,
  model: ModelDefinition,
  imports: ImportProgressBoard,
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
        querystring: Type.Object({
          dry_run: Type.Optional(
            Type.Boolean({
              default: false,
              description: 'Check the file in a transaction that is rolled back; keep nothing.',
            }),
          ),
          progress_id: Type.Optional(
            Type.String({
              pattern: PROGRESS_ID_PATTERN,
              description:
                "An id of the caller's choosing (a UUID): while the import runs, `GET /util/import_progress/{id}` tells how far it has got.",
            }),
          ),
        }),
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: withErrors({
          200: Type.Object({
            created: Type.Integer(),
            updated: Type.Integer(),
            errors: Type.Optional(
              Type.Array(ImportProblem, {
                description: 'Dry run: the problems found (the first 1,000), by line.',
              }),
            ),
            error_count: Type.Optional(
              Type.Integer({ description: 'Dry run: how many problems there are in all.' }),
            ),
          }),
        }),
      },
      // The multipart body (and the one flag) are read below; the schemas above document them.
      validatorCompiler: () => () => true,
      // Who may import is settled from the token before any of the body is read or parsed.
      onRequest: async (request) => assertMayImport(model, await actorOf(app, request)),
    },
    async (request) => {
      const query = request.query as { dry_run?: string; progress_id?: string };
      const actor = await actorOf(app, request);
      const followed = followedImport(imports, actor.userId, query.progress_id);
      const { progress } = followed;
      try {
        const file = await csvUploadOf(request);
        const limits = { maxRows: MAX_IMPORT_ROWS, maxMb: app.config.UPLOAD_MAX_MB };
        if (query.dry_run === 'true' || query.dry_run === '1') {
          const report = await dryRunCsv(app.db, model, actor, file.file, limits, progress);
          followed.end(true);
          return report;
        }
        const counts = await importCsv(app.db, model, actor, file.file, limits, progress);
        progress.phase('finishing');
        await refreshAfterLargeImport(app.db, model, counts);
        const audit = who(actor, request);
        await recordModelAudit(app.db, 'record.imported', audit, model.name, null, counts);
        followed.end(true);
        return counts;
      } catch (error) {
        followed.end(false);
        throw error;
      }
    },
  );
}

const PROGRESS_ID = new RegExp(PROGRESS_ID_PATTERN);

/** The import's reporter: followed on the board when the signed-in caller gave a valid id. */
function followedImport(
  imports: ImportProgressBoard,
  userId: number | null,
  progressId: string | undefined,
): { progress: ImportProgress; end: (ok: boolean) => void } {
  if (progressId === undefined || userId === null)
    return { progress: ImportProgress.none(), end: () => undefined };
  if (!PROGRESS_ID.test(progressId))
    throw new BadRequestError(
      'progress_id must be 8 to 64 letters, digits, "-" or "_" (a UUID, say).',
    );
  return imports.follow(userId, progressId);
}
