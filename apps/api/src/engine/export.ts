import { Readable } from 'node:stream';
import { stringify, type Options as StringifyOptions } from 'csv-stringify';
import { and, asc, desc, getTableColumns, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { anyOf } from './any-of.ts';
import { publicFields, type FieldInfo } from './fields.ts';
import { unlistedColumns } from './list-hidden.ts';
import { searchCondition, type ArchiveView, type SearchBody } from './search.ts';
import { BadRequestError } from '../errors.ts';

const BATCH = 2000;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The two CSV dialects of exports: `standard` (RFC 4180: commas, CRLF, no BOM) and `excel-ch`, what
 * Excel set to Swiss (or German, French) regional settings opens without an import wizard:
 * semicolons, CRLF and a UTF-8 byte order mark, so that umlauts and accents read right.
 */
export const CSV_DIALECTS = ['standard', 'excel-ch'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

const DIALECT_OPTIONS: Record<CsvDialect, StringifyOptions> = {
  standard: { delimiter: ',', record_delimiter: 'windows', bom: false },
  'excel-ch': { delimiter: ';', record_delimiter: 'windows', bom: true },
};

/** What an export selects: a search, or exactly the rows with these ids (the selected rows). */
export interface ExportRequest extends SearchBody {
  ids?: number[];
}

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
 * The records an export selects, as a CSV stream in the chosen dialect with a header of column
 * names and no secret or list-hidden column, read from the database a batch at a time so memory stays bounded
 * however many rows match (no cap). Ordered by id (the default), each batch starts after the last
 * id sent; other orders page by offset. Selected ids travel as one array parameter, so any number
 * of them fits one query.
 */
export function exportCsv(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  body: ExportRequest,
  options: ArchiveView & { dialect?: CsvDialect } = {},
): Readable {
  const fields = [...publicFields(model.table, unlistedColumns(model)).values()];
  const columns = getTableColumns(model.table);
  const selected = body.ids ? anyOf(columns.id!, [...new Set(body.ids)], 'integer') : undefined;
  const where = and(searchCondition(model, actor, body.search, options), selected);
  const orderName = body.order_by?.field ?? 'id';
  const orderField: FieldInfo | undefined = fields.find((f) => f.name === orderName);
  if (!orderField) throw new BadRequestError(`Cannot order ${model.name} by "${orderName}".`);
  const ascending = body.order_by?.direction === 'asc';
  const order = ascending ? asc(orderField.column) : desc(orderField.column);
  const byId = orderName === 'id';
  const selection = Object.fromEntries(fields.map((f) => [f.name, columns[f.name]!]));

  async function* rows() {
    yield fields.map((f) => f.name);
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
      for (const row of batch) yield fields.map((f) => csvCell(row[f.name]));
      if (batch.length < BATCH) return;
      lastId = batch[batch.length - 1]!.id as number;
    }
  }
  const source = Readable.from(rows());
  const csv = stringify(DIALECT_OPTIONS[options.dialect ?? 'standard']);
  // A failure while reading ends the download with the error, rather than a silently short file.
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
