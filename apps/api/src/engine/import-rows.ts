import { and, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { anyOf } from './any-of.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { scopeCondition } from './scope.ts';
import { applyUpdate, creationValues, insertRows } from './write.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { columnNamedIn, type ImportProblems } from './import-report.ts';
import { ImportProgress } from './import-progress.ts';

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

/**
 * Rows per multi-row insert (one array parameter a column, so any size fits): few large statements
 * cost far less than many small ones, each a round trip, a plan and a savepoint; a refused chunk
 * is replayed row by row, which bounds it.
 */
const INSERT_CHUNK = 5_000;

function chunks<T>(items: T[], size: number): T[][] {
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
  if (wanted.length === 0) return found;
  const read = scopeCondition(model, actor, 'read');
  // The whole file's names in one query, whatever the file's size.
  const hits = await db
    .select({ id: columns.id!, string_id: columns.string_id })
    .from(model.table)
    .where(and(anyOf(columns.string_id, wanted, 'text'), read));
  for (const hit of hits) found.set(hit.string_id as string, hit.id as number);
  return found;
}

/** The stored rows with these ids that the caller may write. */
async function writableRows(db: Database, model: ModelDefinition, actor: Actor, ids: number[]) {
  const idColumn = getTableColumns(model.table).id!;
  const write = scopeCondition(model, actor, 'write');
  const found = new Map<number, Record<string, unknown>>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(model.table)
    .where(and(anyOf(idColumn, [...new Set(ids)], 'integer'), write));
  for (const row of rows as Record<string, unknown>[]) found.set(row.id as number, row);
  return found;
}

/** The rows ready to insert, with the values each will be inserted with. */
interface Prepared {
  rows: ImportRow[];
  values: Record<string, unknown>[];
}

/**
 * Every new row's values, prepared by the model (JavaScript only when the model checks new rows
 * together), then its `checkNewRows` over the whole file in one go, so a row clashes with any row
 * before it. A refused row throws (the first by line, as reading the file in order would find it),
 * or in a dry run is listed (line and column) and left out.
 */
async function prepareAll(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  rows: ImportRow[],
  gathering: Gathering | undefined,
  progress: ImportProgress,
): Promise<Prepared> {
  const batchChecked = model.checkNewRows !== undefined;
  const refused: { line: number; error: Error }[] = [];
  // In an import a refusal is held until the rows before it are checked too; a dry run lists it.
  const refuse = (line: number, error: Error) =>
    gathering
      ? rowWork(db, line, gathering, () => Promise.reject(error), { writes: false })
      : refused.push({ line, error });
  const ready: Prepared = { rows: [], values: [] };
  for (const row of rows) {
    try {
      ready.values.push(await creationValues(db, model, actor, row.values, { batchChecked }));
      ready.rows.push(row);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (!status || status >= 500) throw error;
      await refuse(row.line, error as Error);
    }
    await progress.advance();
  }
  const refusals =
    model.checkNewRows && ready.rows.length > 0 ? await model.checkNewRows(db, ready.values) : [];
  const kept: Prepared = { rows: [], values: [] };
  for (const [i, row] of ready.rows.entries()) {
    const refusal = refusals[i];
    if (refusal) await refuse(row.line, refusal);
    else {
      kept.rows.push(row);
      kept.values.push(ready.values[i]!);
    }
  }
  const first = refused.sort((x, y) => x.line - y.line)[0];
  if (first) throw atLine(first.line, first.error);
  return kept;
}

/** Creates rows many at a time; when a chunk is refused, it is replayed row by row to name the line. */
async function createAll(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  rows: ImportRow[],
  gathering: Gathering | undefined,
  progress: ImportProgress,
) {
  if (rows.length === 0) return;
  // A model only the server creates (contact requests come from the public form) is not created by
  // an import either: its rows must name existing records to update.
  if (model.creatable === false)
    throw atLine(
      rows[0]!.line,
      new BadRequestError(
        `${model.name} records cannot be created by an import, only updated: give each row the id of an existing record.`,
      ),
    );
  scopeCondition(model, actor, 'create');
  const ready = await prepareAll(db, model, actor, rows, gathering, progress);
  progress.phase('writing', ready.rows.length);
  // Only `afterWrite` needs the rows as stored; `afterCreateMany` and the count need their ids.
  const idsOnly = model.afterCreateMany !== undefined || model.afterWrite === undefined;
  const parts = chunks(ready.rows, INSERT_CHUNK);
  for (const [n, part] of parts.entries()) {
    const values = ready.values.slice(n * INSERT_CHUNK, n * INSERT_CHUNK + part.length);
    let inserted: Record<string, unknown>[];
    let insertedRows = part;
    try {
      inserted = await db.transaction((savepoint) =>
        insertRows(savepoint as unknown as Database, model, values, { idsOnly }),
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
    await progress.advance(part.length);
    if (inserted.length === 0) continue;
    const bodies = insertedRows.map((row) => row.values);
    if (model.afterCreateMany) {
      await rowWork(db, insertedRows[0]!.line, gathering, (tx) =>
        model.afterCreateMany!(
          tx,
          inserted.map((row) => ({ id: row.id as number })),
          bodies,
          actor,
        ),
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
  progress = ImportProgress.none(),
): Promise<{ created: number; updated: number }> {
  // Checking counts every row: updates are checked and applied, new rows prepared; writing then
  // counts the new rows as they go in.
  progress.phase('checking', rows.length);
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
    await progress.advance();
  }
  const creates = targets.filter((t) => t.targetId === null);
  const problemsBefore = gathering?.problems.count ?? 0;
  await createAll(db, model, actor, creates, gathering, progress);
  const refusedCreates = (gathering?.problems.count ?? 0) - problemsBefore;
  return { created: creates.length - refusedCreates, updated };
}
