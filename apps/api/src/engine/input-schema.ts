import { Type, type TSchema } from 'typebox';
import type { ModelDefinition } from './definition.ts';
import { publicFields, SERVER_SET_COLUMNS, type FieldInfo } from './fields.ts';
import { fieldSchema } from './record-schema.ts';

/** The columns a client may set on the model: neither secret nor set by the server. */
export function writableFields(model: ModelDefinition): FieldInfo[] {
  const serverSet = [...SERVER_SET_COLUMNS, ...(model.serverSet ?? [])];
  return [...publicFields(model.table, model.secret).values()].filter(
    (field) => !serverSet.includes(field.name),
  );
}

function inputProperties(model: ModelDefinition): Record<string, TSchema> {
  const properties: Record<string, TSchema> = {};
  for (const field of writableFields(model)) properties[field.name] = fieldSchema(field, model);
  for (const name of model.extraInput ?? [])
    properties[name] = model.extraInputSchema?.[name] ?? Type.Unknown();
  return properties;
}

/**
 * The body of `POST /{model}`: the writable fields, typed from the columns, those the database
 * cannot fill itself required. A field the schema does not name is refused by the engine with a
 * 400 that names it (the schema leaves it through so that the message can).
 */
export function createBodySchema(model: ModelDefinition): TSchema {
  const properties = inputProperties(model);
  const required = writableFields(model)
    .filter((field) => field.column.notNull && !field.column.hasDefault)
    .map((field) => field.name);
  return Type.Object(
    Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [
        name,
        required.includes(name) ? schema : Type.Optional(schema),
      ]),
    ),
    { $id: `${model.schemaName}Create`, description: `The fields of a new ${model.name}.` },
  );
}

/**
 * The body of `PUT /{model}/{id}`: any of the writable fields. Server-set columns (id, timestamps…)
 * may be sent back with a record as it was read; their values are ignored.
 */
export function updateBodySchema(model: ModelDefinition): TSchema {
  const properties = inputProperties(model);
  const serverSet = [...SERVER_SET_COLUMNS, ...(model.serverSet ?? [])];
  for (const field of publicFields(model.table, model.secret).values())
    if (serverSet.includes(field.name))
      properties[field.name] = Type.Unknown({ description: 'Set by the server; ignored.' });
  return Type.Object(
    Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema)]),
    ),
    {
      $id: `${model.schemaName}Update`,
      description: `The fields of a ${model.name} to change; those left out keep their value.`,
    },
  );
}
