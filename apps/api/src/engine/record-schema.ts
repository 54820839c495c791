import { Type, type TSchema } from 'typebox';
import type { Database } from '../db/client.ts';
import { publicFields, type FieldInfo } from './fields.ts';
import type { ModelDefinition } from './definition.ts';

const LIST_HIDDEN_NOTE =
  'Whole only in GET /{model}/{id} (an opening); searches answer it masked, exports leave it out.';

/**
 * A column's value as the API reads and writes it: numbers, booleans and ISO dates typed, JSON
 * fields anything, null where the column allows it; or as the model describes the column
 * (`fieldSchemas`).
 */
export function fieldSchema(field: FieldInfo, model?: ModelDefinition): TSchema {
  const known = model?.fieldSchemas?.[field.name];
  if (known) return known;
  const base: TSchema =
    field.kind === 'number'
      ? Type.Number()
      : field.kind === 'boolean'
        ? Type.Boolean()
        : field.kind === 'date'
          ? Type.String({ format: 'date-time' })
          : field.kind === 'json'
            ? Type.Unknown()
            : Type.String();
  if (field.column.notNull || field.kind === 'json') return base;
  // One schema whose type lists null, not a union: validation coerces types, and in a union the
  // first branch would turn a null into '' or 0 before the null branch is tried.
  return Type.Unsafe({
    ...base,
    type: [(base as { type: string }).type, 'null'],
  });
}

/** The OpenAPI schema of one record: every public column, typed from the table. */
export function recordSchema(model: ModelDefinition): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const field of publicFields(model.table, model.secret).values())
    properties[field.name] = model.listHidden?.includes(field.name)
      ? { ...fieldSchema(field, model), description: LIST_HIDDEN_NOTE }
      : fieldSchema(field, model);
  Object.assign(properties, model.viewSchema ?? {});
  return Type.Object(properties, { $id: model.schemaName });
}

/** A record as the API shows it: the public columns only. */
export function toRecord(
  model: ModelDefinition,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const name of publicFields(model.table, model.secret).keys()) record[name] = row[name];
  return record;
}

/** Records as answers show them: the model's view added where it has one. */
export async function viewAll(
  db: Database,
  model: ModelDefinition,
  records: Record<string, unknown>[],
) {
  return model.view && records.length ? model.view(db, records) : records;
}

export async function viewOne(
  db: Database,
  model: ModelDefinition,
  record: Record<string, unknown>,
) {
  const [viewed] = await viewAll(db, model, [record]);
  return viewed!;
}
