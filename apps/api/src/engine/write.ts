import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition, PrepareOptions } from './definition.ts';
import { bulkInsert } from './bulk-insert.ts';
import { typedValue } from './field-value.ts';
import { publicFields, SERVER_SET_COLUMNS } from './fields.ts';
import { toRecord, viewOne } from './record-schema.ts';
import { scopeCondition } from './scope.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';

/** The values a caller may set: unknown fields are refused by name, server-set ones dropped. */
function writableValues(
  model: ModelDefinition,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const fields = publicFields(model.table, model.secret);
  const unknown = Object.keys(body).filter(
    (key) => !fields.has(key) && !(model.extraInput ?? []).includes(key),
  );
  if (unknown.length > 0) {
    throw new BadRequestError(
      `Unknown field${unknown.length > 1 ? 's' : ''} for ${model.name}: ${unknown.join(', ')}.`,
    );
  }
  const serverSet = [...SERVER_SET_COLUMNS, ...(model.serverSet ?? [])].filter(
    (key) => !(model.callerSet ?? []).includes(key),
  );
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => !serverSet.includes(key))
      // Each field's value is checked against its column here, so the database never refuses it.
      .map(([key, value]) => {
        const field = fields.get(key);
        return [key, field ? typedValue(field, value) : value];
      }),
  );
}

/** A constraint the database refused, told as the field at fault (unique value taken, value missing). */
function constraintViolation(model: ModelDefinition, error: unknown): BadRequestError | null {
  const cause =
    (error as { cause?: { code?: string; detail?: string; column?: string } }).cause ??
    (error as { code?: string; detail?: string; column?: string });
  if (cause?.code === '23502')
    return new BadRequestError(`"${cause.column ?? 'A field'}" is required.`);
  if (cause?.code === '23503') {
    const key = /Key \(([^)]+)\)=/.exec(cause.detail ?? '');
    return new BadRequestError(
      `${key ? `"${key[1]}"` : 'A reference'} points at a record that does not exist.`,
    );
  }
  if (cause?.code !== '23505') return null;
  // A case-insensitive index reports its key as `lower(name)`: staff read the field's name.
  const match = /Key \((?:lower\()?([^()]+)\)?\)=\((.*)\) already exists/.exec(cause.detail ?? '');
  return new BadRequestError(
    match
      ? `A ${model.name} with ${match[1]} "${match[2]}" already exists.`
      : `This ${model.name} already exists.`,
  );
}

async function guarded<T>(model: ModelDefinition, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw constraintViolation(model, error) ?? error;
  }
}

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null);

/** The values that differ from the stored row. */
function changedValues(
  existing: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => comparable(existing[key]) !== comparable(value),
    ),
  );
}

/**
 * Runs a write and what lives beside it in one transaction: all of it or none. A refusal may
 * carry work that must outlast the rollback (`afterRollback`, e.g. counting a wrong password).
 */
async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Database));
  } catch (error) {
    await (error as { afterRollback?: (db: Database) => Promise<void> }).afterRollback?.(db);
    throw error;
  }
}

export function createRecord(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  body: Record<string, unknown>,
) {
  scopeCondition(model, actor, 'create');
  return inTransaction(db, (tx) => createIn(tx, model, actor, body));
}

/** The row values a create inserts: the caller's writable values, checked, with owner and organization. */
export async function creationValues(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  body: Record<string, unknown>,
  options: PrepareOptions = {},
): Promise<Record<string, unknown>> {
  const values = await (model.prepare ?? ((_db, v) => v))(
    db,
    writableValues(model, body),
    null,
    actor,
    options,
  );
  const columns = getTableColumns(model.table);
  if (model.ownerColumn && model.ownerColumn !== 'id' && columns[model.ownerColumn])
    values[model.ownerColumn] = actor.userId;
  if (model.organizationColumn && columns[model.organizationColumn])
    values[model.organizationColumn] = actor.organizationId ?? 1;
  return values;
}

/**
 * Inserts rows at once; a refused constraint is told as the field at fault. With `idsOnly`, a
 * multi-row insert answers only the new rows' ids (see `bulkInsert`).
 */
export function insertRows(
  db: Database,
  model: ModelDefinition,
  rows: Record<string, unknown>[],
  options: { idsOnly?: boolean } = {},
) {
  return guarded(model, () =>
    rows.length > 1
      ? bulkInsert(db, model.table, rows, options)
      : (db.insert(model.table).values(rows).returning() as Promise<Record<string, unknown>[]>),
  );
}

export async function createIn(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  body: Record<string, unknown>,
) {
  const values = await creationValues(db, model, actor, body);
  const [row] = await insertRows(db, model, [values]);
  await model.afterWrite?.(db, row as Record<string, unknown>, body, actor, null);
  return viewOne(db, model, toRecord(model, row as Record<string, unknown>));
}

export function updateRecord(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  id: number,
  body: Record<string, unknown>,
) {
  return inTransaction(db, (tx) => updateIn(tx, model, actor, id, body));
}

export async function updateIn(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  id: number,
  body: Record<string, unknown>,
) {
  const idColumn = getTableColumns(model.table).id!;
  const [existing] = await db
    .select()
    .from(model.table)
    .where(and(eq(idColumn, id), scopeCondition(model, actor, 'write')));
  if (!existing) throw new NotFoundError(`${model.name} ${id} was not found.`);
  const row = await applyUpdate(db, model, actor, existing, body);
  return viewOne(db, model, toRecord(model, row));
}

/** Updates a row the caller may write, read beforehand; unchanged values write nothing. Answers the row. */
export async function applyUpdate(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  existing: Record<string, unknown>,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const idColumn = getTableColumns(model.table).id!;
  const id = existing.id as number;
  const prepared = await (model.prepare ?? ((_db, v) => v))(
    db,
    writableValues(model, body),
    existing,
    actor,
    {},
  );
  const values = changedValues(existing, prepared);
  const linksSent = (model.extraInput ?? []).some((key) => key in body);
  // Sending a record back unchanged (a re-imported export, say) is a no-op, even for system records.
  if (Object.keys(values).length === 0 && !linksSent) return existing;
  if ((existing as { system?: boolean }).system)
    throw new ForbiddenError('System records cannot be changed.');
  const [row] = Object.keys(values).length
    ? await guarded(model, () =>
        db.update(model.table).set(values).where(eq(idColumn, id)).returning(),
      )
    : [existing];
  await model.afterWrite?.(db, row as Record<string, unknown>, body, actor, existing);
  return row as Record<string, unknown>;
}
