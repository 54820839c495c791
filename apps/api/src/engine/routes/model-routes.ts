import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { actorOf, who } from '../actor.ts';
import type { ModelDefinition } from '../definition.ts';
import { getRecord, searchRecords, type SearchBody } from '../search.ts';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { CSV_DIALECTS, exportCsv, type CsvDialect, type ExportRequest } from '../export.ts';
import { registerArchiveRoutes } from './archive-routes.ts';
import { registerImportRoute } from './import-route.ts';
import type { ImportProgressBoard } from '../import-progress.ts';
import { createRecord, updateRecord } from '../write.ts';
import { registerDeleteRoutes } from './delete-routes.ts';
import { FilterSchema, operationName } from './filter-schema.ts';
import { MAX_INT4, RecordId, RecordIdParams } from '../../http/schemas.ts';
import { TOKEN_OPTIONAL } from '../../http/security.ts';

const SearchBodySchema = Type.Object({
  search: Type.Optional(FilterSchema),
  order_by: Type.Optional(
    Type.Object({
      field: Type.String({ maxLength: 128 }),
      direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    }),
  ),
});
/** `?archived=true`: the archived view of a list (archived records only); active ones otherwise. */
const archivedParam = Type.Boolean({
  default: false,
  description: 'List the archived records instead of the active ones.',
});
const Paging = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: MAX_INT4, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
  archived: Type.Optional(archivedParam),
});
const ExportQuery = Type.Object({
  archived: Type.Optional(archivedParam),
  dialect: Type.Optional(
    Type.Union(
      CSV_DIALECTS.map((dialect) => Type.Literal(dialect)),
      {
        default: 'standard',
        description:
          'standard: RFC 4180 (commas). excel-ch: semicolons and a UTF-8 BOM, for Excel with Swiss settings.',
      },
    ),
  ),
});
const ExportBody = Type.Object({
  ...SearchBodySchema.properties,
  ids: Type.Optional(
    Type.Array(RecordId(), {
      maxItems: 200_000,
      description: 'Export exactly these records (the selected rows) rather than the search.',
    }),
  ),
});

/** The generic routes of one model: search, get and export, then delete, import, create and update as its flags allow. */
export async function registerModelRoutes(
  app: FastifyInstance,
  model: ModelDefinition,
  imports: ImportProgressBoard,
): Promise<void> {
  const record = Type.Ref(model.schemaName);
  const name = operationName(model);
  app.post(
    `/${model.name}/search`,
    {
      schema: {
        tags: [model.name],
        operationId: `search${name}`,
        security: TOKEN_OPTIONAL,
        summary: `Searches the ${model.name} records the caller may read, a page at a time.`,
        querystring: Paging,
        body: SearchBodySchema,
        response: withErrors({
          200: Type.Object({ data: Type.Array(record), total: Type.Integer() }),
        }),
      },
    },
    async (request) => {
      const page = request.query as { skip: number; limit: number; archived: boolean };
      const actor = await actorOf(app, request);
      return searchRecords(app.db, model, actor, request.body as SearchBody, page);
    },
  );
  app.get(
    `/${model.name}/:id`,
    {
      schema: {
        tags: [model.name],
        operationId: `get${name}`,
        security: TOKEN_OPTIONAL,
        summary: `One ${model.name} record the caller may read.`,
        params: RecordIdParams,
        response: withErrors({ 200: record }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const actor = await actorOf(app, request);
      const found = await getRecord(app.db, model, actor, id);
      if (!found) return reply.code(404).send({ detail: `${model.name} ${id} was not found.` });
      await model.afterRead?.(app.db, found, who(actor, request), 'opened');
      return found;
    },
  );
  app.post(
    `/${model.name}/export`,
    {
      schema: {
        tags: [model.name],
        operationId: `export${name}`,
        security: TOKEN_OPTIONAL,
        summary: `The ${model.name} records a search (or a list of ids) selects, as a CSV file (${model.name}.csv).`,
        querystring: ExportQuery,
        body: ExportBody,
        // The records as CSV; a refusal answers JSON like every error.
        response: withErrors({
          200: {
            description: 'CSV with a header row, in the dialect asked for',
            content: { 'text/csv': { schema: Type.String() } },
          },
        }),
      },
    },
    async (request, reply) => {
      const actor = await actorOf(app, request);
      const query = request.query as { archived: boolean; dialect: CsvDialect };
      const stream = exportCsv(app.db, model, actor, request.body as ExportRequest, query);
      await recordModelAudit(app.db, 'record.exported', who(actor, request), model.name, null);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${model.name}.csv"`)
        .send(stream);
    },
  );
  if (model.deletable) await registerDeleteRoutes(app, model);
  if (!model.writable) return;
  await registerArchiveRoutes(app, model);
  await registerImportRoute(app, model, imports);
  if (model.creatable ?? true) {
    app.post(
      `/${model.name}`,
      {
        schema: {
          tags: [model.name],
          operationId: `create${name}`,
          security: TOKEN_OPTIONAL,
          summary: `Creates a ${model.name} record.`,
          body: Type.Ref(`${model.schemaName}Create`),
          response: withErrors({ 200: record }),
        },
      },
      async (request) => {
        const actor = await actorOf(app, request);
        const body = request.body as Record<string, unknown>;
        const created = await createRecord(app.db, model, actor, body);
        const id = created.id as number;
        await recordModelAudit(app.db, 'record.created', who(actor, request), model.name, [id]);
        await model.afterCreate?.(app, created, actor);
        return created;
      },
    );
  }
  app.put(
    `/${model.name}/:id`,
    {
      schema: {
        tags: [model.name],
        operationId: `update${name}`,
        security: TOKEN_OPTIONAL,
        summary: `Updates a ${model.name} record; system records are refused.`,
        params: RecordIdParams,
        body: Type.Ref(`${model.schemaName}Update`),
        response: withErrors({ 200: record }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const actor = await actorOf(app, request);
      const body = request.body as Record<string, unknown>;
      const updated = await updateRecord(app.db, model, actor, id, body);
      await recordModelAudit(app.db, 'record.updated', who(actor, request), model.name, [id]);
      await model.afterRead?.(app.db, updated, who(actor, request), 'updated');
      return updated;
    },
  );
}
