import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scopeFor } from '../permissions/permission.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { publicFields, SERVER_SET_COLUMNS, type FieldInfo } from './fields.ts';
import { withDetectedDelimiter } from './csv-delimiter.ts';
import { ImportProblems, type ImportProblem } from './import-report.ts';
import { writeImportRows, type ImportRow } from './import-rows.ts';
import { ImportProgress } from './import-progress.ts';
import {
  BadRequestError,
  ForbiddenError,
  PayloadTooLargeError,
  UnauthorizedError,
} from '../errors.ts';

export const MAX_IMPORT_ROWS = 200_000;

export interface ImportLimits {
  /** Rows after the header. */
  maxRows: number;
  /** The upload size limit the file stream was cut at (UPLOAD_MAX_MB), for the message. */
  maxMb: number;
}
/** Turns one CSV cell into the column's type; export's formula guard (a leading apostrophe) is undone. */
export function cellValue(field: FieldInfo, raw: string): unknown {
  const text = /^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw;
  if (text === '') return null;
  switch (field.kind) {
    case 'number': {
      const value = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text.trim()) || !Number.isFinite(value))
        throw new Error('must be a number');
      return value;
    }
    case 'boolean': {
      const lower = text.trim().toLowerCase();
      if (['true', '1', 'yes'].includes(lower)) return true;
      if (['false', '0', 'no'].includes(lower)) return false;
      throw new Error('must be true or false');
    }
    case 'date': {
      const value = new Date(text);
      if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(value.getTime()))
        throw new Error('must be an ISO 8601 date');
      return value;
    }
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error('must be JSON');
      }
    default:
      return text;
  }
}

function readHeader(model: ModelDefinition, header: string[]): (FieldInfo | null)[] {
  const fields = publicFields(model.table, model.secret);
  const unknown = header.filter((name) => !fields.has(name));
  if (unknown.length)
    throw new BadRequestError(
      `Unknown column${unknown.length > 1 ? 's' : ''} for ${model.name}: ${unknown.join(', ')}.`,
    );
  const repeated = header.filter((name, i) => header.indexOf(name) !== i);
  if (repeated.length) throw new BadRequestError(`Column ${repeated[0]} appears twice.`);
  // The id picks the row to update; the other server-set columns are skipped.
  const skipped = (name: string) => name !== 'id' && SERVER_SET_COLUMNS.includes(name);
  return header.map((name) => (skipped(name) ? null : fields.get(name)!));
}

/**
 * Whether the caller may import into the model at all (create or change some of its records),
 * decided from the token alone so that a refused caller's upload is never read: 401 for a visitor,
 * 403 for a signed-in user. Which rows they may touch is checked row by row afterwards.
 */
export function assertMayImport(model: ModelDefinition, actor: Actor): void {
  // Imports are a staff tool: a visitor is asked to sign in whatever the public role may do (it
  // may create contact requests, which must not open the import of them).
  if (actor.userId === null) throw new UnauthorizedError('Not authenticated');
  // Where only the server creates records, an import can only update: creating does not count.
  const actions = model.creatable === false ? (['write'] as const) : (['create', 'write'] as const);
  const may = actions.some((action) => {
    const scope = scopeFor(actor.permissions, model.name, action);
    return scope !== 'none' && (!model.everyRowScopeOnly || scope === 'all');
  });
  if (may) return;
  throw new ForbiddenError(`You may not import ${model.name} records.`);
}

/** A row's typed values; a bad cell throws, or with `problems` (a dry run) is listed and the row dropped. */
function typedRow(
  fields: (FieldInfo | null)[],
  cells: string[],
  line: number,
  problems: ImportProblems | null,
): ImportRow | null {
  const values: Record<string, unknown> = {};
  let valid = true;
  fields.forEach((field, i) => {
    if (!field) return;
    try {
      values[field.name] = cellValue(field, cells[i] ?? '');
    } catch (error) {
      const message = `${(error as Error).message}.`;
      if (!problems) throw new BadRequestError(`Line ${line}, column "${field.name}": ${message}`);
      problems.add({ row: line, column: field.name, message });
      valid = false;
    }
  });
  return valid ? { line, values } : null;
}

/**
 * Reads the CSV as it streams in, turning each row into typed values: a bad row, or one row too
 * many, stops the reading at once. Answers the rows with their line (the header is line 1).
 */
async function readRows(
  model: ModelDefinition,
  source: Readable,
  limits: ImportLimits,
  problems: ImportProblems | null,
  progress: ImportProgress,
): Promise<{ rows: ImportRow[]; header: string[] }> {
  // The multipart reader stops a file at the size limit and marks it truncated.
  const truncated = () => (source as { truncated?: boolean }).truncated === true;
  const tooLarge = () =>
    new PayloadTooLargeError(
      `The file is larger than the ${limits.maxMb} MB import limit: split it.`,
    );
  // Excel with Swiss settings saves `;`-separated files with a BOM: both are read as they come.
  const { delimiter, stream } = await withDetectedDelimiter(source);
  const parser = parse({ bom: true, skip_empty_lines: true, delimiter });
  // The source's errors (a file over the size limit) reach the loop below through the parser.
  pipeline(stream, parser, () => undefined);
  const rows: ImportRow[] = [];
  let header: string[] = [];
  let fields: (FieldInfo | null)[] | null = null;
  let line = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      line += 1;
      if (!fields) {
        fields = readHeader(model, cells);
        header = cells;
        continue;
      }
      if (line - 1 > limits.maxRows)
        throw new PayloadTooLargeError(
          `At most ${limits.maxRows} rows can be imported at once: split the file.`,
        );
      const row = typedRow(fields, cells, line, problems);
      if (row) rows.push(row);
      await progress.advance();
    }
  } catch (error) {
    // A cut-off file ends in a broken row: the size is what to tell.
    if (truncated()) throw tooLarge();
    if (error instanceof CsvError)
      throw new BadRequestError(`The file is not a valid CSV: ${error.message}`);
    throw error;
  } finally {
    // What was not read is let through, so the client gets the answer once its upload ends.
    source.resume();
  }
  if (truncated()) throw tooLarge();
  if (line <= 1) throw new BadRequestError('The file has no rows to import.');
  return { rows, header };
}

/** What a dry run found: what the import would do, and every problem by line and column. */
export interface DryRunReport {
  created: number;
  updated: number;
  errors: ImportProblem[];
  error_count: number;
}

/** Thrown inside the dry run's transaction so that it always rolls back, carrying the report. */
class DryRunRollback extends Error {
  constructor(readonly report: DryRunReport) {
    super('dry run');
  }
}

/**
 * Checks a CSV as an import would, without keeping anything: every row is validated and written
 * inside a transaction that is then rolled back, so the database's own rules (unique names,
 * references) are checked too. Reads on past bad rows and lists every problem.
 */
export async function dryRunCsv(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  source: Readable,
  limits: ImportLimits,
  progress = ImportProgress.none(),
): Promise<DryRunReport> {
  const problems = new ImportProblems();
  const { rows, header } = await readRows(model, source, limits, problems, progress);
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (rows.length >= 1000) await tx.execute(sql`set local gin_pending_list_limit = '256MB'`);
      const counts = await writeImportRows(tx, model, actor, rows, { problems, header }, progress);
      throw new DryRunRollback({
        ...counts,
        errors: [...problems.listed].sort((a, b) => a.row - b.row),
        error_count: problems.count,
      });
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.report;
    throw error;
  }
  throw new Error('unreachable: a dry run always rolls back');
}

/**
 * Imports a CSV in one transaction: each row updates the record with its `id`, else the one with
 * its `string_id`, else creates one. Any bad row stops everything, and the message names it.
 */
export async function importCsv(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  source: Readable,
  limits: ImportLimits,
  progress = ImportProgress.none(),
) {
  const { rows: parsed } = await readRows(model, source, limits, null, progress);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Trigram (GIN) index entries queue up until the vacuum after a large import merges them,
    // rather than being merged again and again while the rows go in.
    if (parsed.length >= 1000) await tx.execute(sql`set local gin_pending_list_limit = '256MB'`);
    return writeImportRows(tx, model, actor, parsed, undefined, progress);
  });
}
