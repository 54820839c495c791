import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { BadRequestError } from './errors.ts';
import { publicFields, type FieldInfo } from './fields.ts';
import { writeImportRows, type ImportRow } from './import-rows.ts';

export const MAX_IMPORT_ROWS = 200_000;
/** Shown in exports but set by the server: accepted in a header so exports import back, never applied. */
const READ_ONLY = [
  'created_at',
  'updated_at',
  'system',
  'owner_id',
  'organization_id',
  'is_technical',
];

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
  return header.map((name) => (READ_ONLY.includes(name) ? null : fields.get(name)!));
}

/**
 * Imports a CSV in one transaction: each row updates the record with its `id`, else the one with
 * its `string_id`, else creates one. Any bad row stops everything, and the message names it.
 */
export async function importCsv(db: Database, model: ModelDefinition, actor: Actor, csv: string) {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true });
  } catch (error) {
    throw new BadRequestError(`The file is not a valid CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw new BadRequestError('The file has no rows to import.');
  if (rows.length > MAX_IMPORT_ROWS)
    throw new BadRequestError(`At most ${MAX_IMPORT_ROWS} rows can be imported at once.`);
  const fields = readHeader(model, header);
  const parsed: ImportRow[] = rows.map((cells, index) => {
    const line = index + 2;
    const values: Record<string, unknown> = {};
    fields.forEach((field, i) => {
      if (!field) return;
      try {
        values[field.name] = cellValue(field, cells[i] ?? '');
      } catch (error) {
        throw new BadRequestError(
          `Line ${line}, column "${field.name}": ${(error as Error).message}.`,
        );
      }
    });
    return { line, values };
  });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Trigram (GIN) index entries queue up until the vacuum after a large import merges them,
    // rather than being merged again and again while the rows go in.
    if (parsed.length >= 1000) await tx.execute(sql`set local gin_pending_list_limit = '256MB'`);
    return writeImportRows(tx, model, actor, parsed);
  });
}
