import { Readable } from 'node:stream';
import { asc, desc } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { BadRequestError } from './errors.ts';
import { publicFields, type FieldInfo } from './fields.ts';
import { searchCondition, type SearchBody } from './search.ts';

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

/**
 * The records a search selects, as an RFC 4180 CSV stream with a header of column names and no
 * secret column, read from the database a batch at a time so memory stays bounded.
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
  const order =
    body.order_by?.direction === 'asc' ? asc(orderField.column) : desc(orderField.column);

  async function* rows() {
    yield fields.map((f) => f.name);
    for (let offset = 0; ; offset += BATCH) {
      const batch = (await db
        .select()
        .from(model.table)
        .where(where)
        .orderBy(order)
        .offset(offset)
        .limit(BATCH)) as Record<string, unknown>[];
      for (const row of batch) yield fields.map((f) => csvCell(row[f.name]));
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(rows()).pipe(stringify({ record_delimiter: '\r\n' }));
}
