import { Readable } from 'node:stream';
import { and, asc, desc, getTableColumns, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { publicFields, type FieldInfo } from './fields.ts';
import { searchCondition, type SearchBody } from './search.ts';
import { BadRequestError } from '../errors.ts';

const BATCH = 2000;
const FORMULA_START = /^[=+\-@\t\r]/;

function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  return JSON.stringify(value);
}

/** A cell as text; one a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = asText(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV line (RFC 4180): a field holding a quote, comma or line break is quoted, quotes doubled. */
export function csvLine(cells: string[]): string {
  return `${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\r\n`;
}

/**
 * The records a search selects, as an RFC 4180 CSV stream with a header of column names and no
 * secret column, read from the database a batch at a time so memory stays bounded. Ordered by id
 * (the default), each batch starts after the last id sent; other orders page by offset.
 */
export function exportCsv(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  body: SearchBody,
): Readable {
  const fields = [...publicFields(model.table, model.secret).values()];
  const where = searchCondition(model, actor, body.search);
  const orderName = body.order_by?.field ?? 'id';
  const orderField: FieldInfo | undefined = fields.find((f) => f.name === orderName);
  if (!orderField) throw new BadRequestError(`Cannot order ${model.name} by "${orderName}".`);
  const ascending = body.order_by?.direction === 'asc';
  const order = ascending ? asc(orderField.column) : desc(orderField.column);
  const byId = orderName === 'id';
  const columns = getTableColumns(model.table);
  const selection = Object.fromEntries(fields.map((f) => [f.name, columns[f.name]!]));

  async function* batches() {
    yield csvLine(fields.map((f) => f.name));
    let lastId: number | null = null;
    for (let offset = 0; ; offset += BATCH) {
      const after =
        byId && lastId !== null
          ? ascending
            ? gt(orderField!.column, lastId)
            : lt(orderField!.column, lastId)
          : undefined;
      const batch = (await db
        .select(selection)
        .from(model.table)
        .where(and(where, after))
        .orderBy(order)
        .offset(byId ? 0 : offset)
        .limit(BATCH)) as Record<string, unknown>[];
      // One string per batch: a few large writes instead of one per cell or row.
      yield batch.map((row) => csvLine(fields.map((f) => csvCell(row[f.name])))).join('');
      if (batch.length < BATCH) return;
      lastId = batch[batch.length - 1]!.id as number;
    }
  }
  return Readable.from(batches());
}
