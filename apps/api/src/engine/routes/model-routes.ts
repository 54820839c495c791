import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { actorOf, who } from '../actor.ts';
import type { ModelDefinition } from '../definition.ts';
import { getRecord, searchRecords, type SearchBody } from '../search.ts';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { exportCsv } from '../export.ts';
import { registerImportRoute } from './import-route.ts';
import { createRecord, updateRecord } from '../write.ts';
import { registerDeleteRoutes } from './delete-routes.ts';
import { FilterSchema, operationName } from './filter-schema.ts';
import { MAX_INT4, RecordIdParams } from '../../http/schemas.ts';
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
const Paging = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: MAX_INT4, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
});

/** The generic routes of one model: search, get and export, then delete, import, create and update as its flags allow. */
export async function registerModelRoutes(
  app: FastifyInstance,
  model: ModelDefinition,
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
      const { skip, limit } = request.query as { skip: number; limit: number };
      const actor = await actorOf(app, request);
      return searchRecords(app.db, model, actor, request.body as SearchBody, { skip, limit });
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
      await model.afterRead?.(app.db, found, who(actor, request));
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
        summary: `The ${model.name} records a search selects, as a CSV file (${model.name}.csv).`,
        body: SearchBodySchema,
        // The records as CSV; a refusal answers JSON like every error.
        response: withErrors({
          200: {
            description: 'RFC 4180 CSV with a header row',
            content: { 'text/csv': { schema: Type.String() } },
          },
        }),
      },
    },
    async (request, reply) => {
      const actor = await actorOf(app, request);
      const stream = exportCsv(app.db, model, actor, request.body as SearchBody);
      await recordModelAudit(app.db, 'record.exported', who(actor, request), model.name, null);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${model.name}.csv"`)
        .send(stream);
    },
  );
  if (model.deletable) await registerDeleteRoutes(app, model);
  if (!model.writable) return;
  await registerImportRoute(app, model);
  // Unknown fields are let through the schema so the engine can name them in a 400.
  const input = Type.Record(Type.String(), Type.Unknown(), {
    description: `${model.schemaName} fields to set`,
  });
  if (model.creatable ?? true) {
    app.post(
      `/${model.name}`,
      {
        schema: {
          tags: [model.name],
          operationId: `create${name}`,
          security: TOKEN_OPTIONAL,
          summary: `Creates a ${model.name} record.`,
          body: input,
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
        body: input,
        response: withErrors({ 200: record }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const actor = await actorOf(app, request);
      const body = request.body as Record<string, unknown>;
      const updated = await updateRecord(app.db, model, actor, id, body);
      await recordModelAudit(app.db, 'record.updated', who(actor, request), model.name, [id]);
      return updated;
    },
  );
}
