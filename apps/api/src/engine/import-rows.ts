import { and, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { scopeCondition } from './scope.ts';
import { applyUpdate, creationValues, insertRows } from './write.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { columnNamedIn, type ImportProblems } from './import-report.ts';

/** A dry run gathers the problems (and the file's header, to name their column) instead of stopping. */
export interface Gathering {
  problems: ImportProblems;
  header: readonly string[];
}

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

/** The file's column a refusal says it is about (`column` on the error), if any. */
function fieldOf(error: unknown, header: readonly string[]): string | null {
  const column = (error as { column?: unknown }).column;
  return typeof column === 'string' && header.includes(column) ? column : null;
}

/**
 * Runs one row's work; a refusal (4xx) throws, or in a dry run is listed and answers `undefined`
 * so that the other rows are still checked. In a dry run each row's writes run in a savepoint, so a
 * refused row leaves the transaction usable.
 */
async function rowWork<T>(
  db: Database,
  line: number,
  gathering: Gathering | undefined,
  work: (db: Database) => Promise<T>,
  { writes = true } = {},
): Promise<T | undefined> {
  if (!gathering) return byLine(line, () => work(db));
  try {
    // Work that only reads cannot leave the transaction aborted: it needs no savepoint.
    return writes
      ? await db.transaction((savepoint) => work(savepoint as unknown as Database))
      : await work(db);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (!status || status >= 500) throw error;
    const message = (error as Error).message;
    gathering.problems.add({
      row: line,
      // A refusal may name its field; otherwise the message tells it.
      column: fieldOf(error, gathering.header) ?? columnNamedIn(message, gathering.header),
      message,
    });
    return undefined;
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

/**
 * The chunk's rows the model's `checkNewRows` lets through, checked all at once. A refused row
 * throws with its line, or in a dry run is listed (line and column) and left out.
 */
async function withoutRefused(
  db: Database,
  part: ImportRow[],
  values: Record<string, unknown>[],
  gathering: Gathering | undefined,
  checkNewRows: NonNullable<ModelDefinition['checkNewRows']>,
): Promise<{ values: Record<string, unknown>[]; part: ImportRow[] }> {
  const refusals = await checkNewRows(db, values);
  const kept = { values: [] as Record<string, unknown>[], part: [] as ImportRow[] };
  for (const [i, row] of part.entries()) {
    const refusal = refusals[i];
    if (refusal) {
      await rowWork(db, row.line, gathering, () => Promise.reject(refusal), { writes: false });
      continue;
    }
    kept.values.push(values[i]!);
    kept.part.push(row);
  }
  return kept;
}

/** Creates rows many at a time; when a chunk is refused, it is replayed row by row to name the line. */
async function createAll(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  rows: ImportRow[],
  gathering?: Gathering,
) {
  if (rows.length) scopeCondition(model, actor, 'create');
  const batchChecked = model.checkNewRows !== undefined;
  for (const chunk of chunks(rows)) {
    let values: Record<string, unknown>[] = [];
    let part: ImportRow[] = [];
    for (const row of chunk) {
      const prepared = await rowWork(
        db,
        row.line,
        gathering,
        (tx) => creationValues(tx, model, actor, row.values, { batchChecked }),
        { writes: false },
      );
      if (prepared === undefined) continue;
      values.push(prepared);
      part.push(row);
    }
    if (model.checkNewRows && part.length > 0)
      ({ values, part } = await withoutRefused(db, part, values, gathering, model.checkNewRows));
    if (part.length === 0) continue;
    let inserted: Record<string, unknown>[];
    let insertedRows = part;
    try {
      inserted = await db.transaction((savepoint) =>
        insertRows(savepoint as unknown as Database, model, values),
      );
    } catch (error) {
      if (!(error as { statusCode?: number }).statusCode) throw error;
      // Replayed row by row to name each refused line; a dry run goes on with the rows that fit.
      inserted = [];
      insertedRows = [];
      for (const [i, row] of part.entries()) {
        const [one] =
          (await rowWork(db, row.line, gathering, (tx) => insertRows(tx, model, [values[i]!]))) ??
          [];
        if (!one) continue;
        inserted.push(one);
        insertedRows.push(row);
      }
      if (!gathering) throw error;
    }
    if (inserted.length === 0) continue;
    const bodies = insertedRows.map((row) => row.values);
    if (model.afterCreateMany) {
      await rowWork(db, insertedRows[0]!.line, gathering, (tx) =>
        model.afterCreateMany!(tx, inserted, bodies, actor),
      );
    } else if (model.afterWrite) {
      for (const [i, row] of inserted.entries())
        await rowWork(db, insertedRows[i]!.line, gathering, (tx) =>
          model.afterWrite!(tx, row, bodies[i]!, actor, null),
        );
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
  gathering?: Gathering,
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
  let updated = 0;
  for (const update of updates) {
    const row = existing.get(update.targetId!);
    const done = await rowWork(db, update.line, gathering, async (tx) => {
      if (!row) throw new NotFoundError(`${model.name} ${update.targetId} was not found.`);
      if (seen.has(update.targetId!))
        throw new BadRequestError(`${model.name} ${update.targetId} appears twice in the file.`);
      seen.add(update.targetId!);
      await applyUpdate(tx, model, actor, row, update.values);
      return true;
    });
    if (done) updated += 1;
  }
  const creates = targets.filter((t) => t.targetId === null);
  const problemsBefore = gathering?.problems.count ?? 0;
  await createAll(db, model, actor, creates, gathering);
  const refusedCreates = (gathering?.problems.count ?? 0) - problemsBefore;
  return { created: creates.length - refusedCreates, updated };
}
