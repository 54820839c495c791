import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'json';

export interface FieldInfo {
  name: string;
  kind: FieldKind;
  column: Column;
}

/** A reference field that search may follow one level: `locale.iso_code` through `locale_id`. */
export interface RelationInfo {
  table: PgTable;
  /** The column on this table holding the other row's id. */
  via: string;
  /** Fields of the other table that may be searched, never its secrets. */
  searchable: readonly string[];
}

function kindOf(column: Column): FieldKind {
  switch (column.dataType) {
    case 'number':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'json':
      return 'json';
    default:
      return 'string';
  }
}

/**
 * Columns only the server sets, on every model: a value sent for one is ignored, never applied, so
 * nobody moves a record to another owner or organization, or makes it a system record, by writing
 * it. A model adds its own with `serverSet`. Exports show them, so an import accepts them in a
 * header (to let an export be imported back) and skips their values.
 */
export const SERVER_SET_COLUMNS: readonly string[] = [
  'id',
  'created_at',
  'updated_at',
  'system',
  'owner_id',
  'organization_id',
  'is_technical',
];

/** Computed once per table and secret list: every write and export row asks again. */
const known = new WeakMap<PgTable, WeakMap<readonly string[], Map<string, FieldInfo>>>();

/** The table's columns by wire name, less the secret ones (the same map each call: do not change it). */
export function publicFields(table: PgTable, secret: readonly string[]): Map<string, FieldInfo> {
  const bySecret = known.get(table) ?? new WeakMap<readonly string[], Map<string, FieldInfo>>();
  known.set(table, bySecret);
  const cached = bySecret.get(secret);
  if (cached) return cached;
  const fields = new Map<string, FieldInfo>();
  bySecret.set(secret, fields);
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (secret.includes(name)) continue;
    fields.set(name, { name, kind: kindOf(column), column });
  }
  return fields;
}
