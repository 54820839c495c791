import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';

/** A column that points at another table's row. */
export interface Reference {
  from: PgTable;
  fromName: string;
  column: string;
  to: PgTable;
  required: boolean;
  /** The database removes these rows itself (link and token tables). */
  cascades: boolean;
}

const tables = Object.values(schema) as PgTable[];

/** Every foreign key of the schema, read from the table definitions, so the graph never drifts. */
export const references: readonly Reference[] = tables.flatMap((table) => {
  const config = getTableConfig(table);
  return config.foreignKeys.map((fk) => {
    const { columns, foreignTable } = fk.reference();
    const column = columns[0]!;
    return {
      from: table,
      fromName: config.name,
      column: column.name,
      to: foreignTable,
      required: column.notNull,
      cascades: fk.onDelete === 'cascade',
    };
  });
});

export function referencesTo(table: PgTable): Reference[] {
  return references.filter((reference) => reference.to === table);
}
