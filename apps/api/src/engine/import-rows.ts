import { and, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { scopeCondition } from './scope.ts';
import { applyUpdate, creationValues, insertRows } from './write.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';

/** One CSV row turned into typed values, with its line in the file for messages. */
export interface ImportRow {
  line: number;
  values: Record<string, unknown>;
}

/** Rows per multi-row insert and per lookup: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A failure of one row, told with its line; 4xx causes keep their meaning, others pass through. */
function atLine(line: number, error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (!status || status >= 500) return error;
  const failure = new BadRequestError(`Line ${line}: ${(error as Error).message}`);
  failure.statusCode = status === 403 ? 403 : 400;
  return failure;
}

async function byLine<T>(line: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw atLine(line, error);
  }
}

/** The ids of the records the rows' `string_id`s name, within what the caller may read. */
async function idsByStringId(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  rows: ImportRow[],
) {
  const columns = getTableColumns(model.table);
  const found = new Map<string, number>();
  if (!columns.string_id) return found;
  const wanted = [
    ...new Set(
      rows
        .filter((row) => typeof row.values.id !== 'number')
        .map((row) => row.values.string_id)
        .filter((value): value is string => typeof value === 'string'),
    ),
  ];
  const read = scopeCondition(model, actor, 'read');
  for (const part of chunks(wanted)) {
    const hits = await db
      .select({ id: columns.id!, string_id: columns.string_id })
      .from(model.table)
      .where(and(inArray(columns.string_id, part), read));
    for (const hit of hits) found.set(hit.string_id as string, hit.id as number);
  }
  return found;
}

/** The stored rows with these ids that the caller may write. */
async function writableRows(db: Database, model: ModelDefinition, actor: Actor, ids: number[]) {
  const idColumn = getTableColumns(model.table).id!;
  const write = scopeCondition(model, actor, 'write');
  const found = new Map<number, Record<string, unknown>>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .select()
      .from(model.table)
      .where(and(inArray(idColumn, part), write));
    for (const row of rows as Record<string, unknown>[]) found.set(row.id as number, row);
  }
  return found;
}

/** Creates rows many at a time; when a chunk is refused, it is replayed row by row to name the line. */
async function createAll(db: Database, model: ModelDefinition, actor: Actor, rows: ImportRow[]) {
  if (rows.length) scopeCondition(model, actor, 'create');
  for (const part of chunks(rows)) {
    const values: Record<string, unknown>[] = [];
    for (const row of part)
      values.push(await byLine(row.line, () => creationValues(db, model, actor, row.values)));
    let inserted: Record<string, unknown>[];
    try {
      inserted = await db.transaction((savepoint) =>
        insertRows(savepoint as unknown as Database, model, values),
      );
    } catch (error) {
      if (!(error as { statusCode?: number }).statusCode) throw error;
      for (const [i, row] of part.entries())
        await byLine(row.line, () => insertRows(db, model, [values[i]!]));
      throw error;
    }
    const bodies = part.map((row) => row.values);
    if (model.afterCreateMany) {
      await byLine(part[0]!.line, () => model.afterCreateMany!(db, inserted, bodies, actor));
    } else if (model.afterWrite) {
      for (const [i, row] of inserted.entries())
        await byLine(part[i]!.line, () => model.afterWrite!(db, row, bodies[i]!, actor, null));
    }
  }
}

/**
 * Writes imported rows inside the caller's transaction: each updates the record with its `id`,
 * else the one with its `string_id`, else creates one. Lookups and creates go many rows at a time.
 */
export async function writeImportRows(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  rows: ImportRow[],
): Promise<{ created: number; updated: number }> {
  const byStringId = await idsByStringId(db, model, actor, rows);
  const targets = rows.map((row) => {
    const { id, ...values } = row.values;
    const targetId =
      typeof id === 'number'
        ? id
        : typeof values.string_id === 'string'
          ? (byStringId.get(values.string_id) ?? null)
          : null;
    return { line: row.line, targetId, values };
  });
  const updates = targets.filter((t) => t.targetId !== null);
  const existing = await writableRows(
    db,
    model,
    actor,
    updates.map((t) => t.targetId!),
  );
  const seen = new Set<number>();
  for (const update of updates) {
    const row = existing.get(update.targetId!);
    await byLine(update.line, async () => {
      if (!row) throw new NotFoundError(`${model.name} ${update.targetId} was not found.`);
      if (seen.has(update.targetId!))
        throw new BadRequestError(`${model.name} ${update.targetId} appears twice in the file.`);
      seen.add(update.targetId!);
      await applyUpdate(db, model, actor, row, update.values);
    });
  }
  const creates = targets.filter((t) => t.targetId === null);
  await createAll(db, model, actor, creates);
  return { created: creates.length, updated: updates.length };
}
