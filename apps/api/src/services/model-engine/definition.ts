import type { PgTable } from 'drizzle-orm/pg-core';
import type { RelationInfo } from './fields.ts';

/** One model served by the generic routes (architecture §3), configured rather than coded. */
export interface ModelDefinition {
  /** The wire name in paths: `/{name}/search`. */
  name: string;
  /** The OpenAPI schema name of one record, e.g. `Role`. */
  schemaName: string;
  table: PgTable;
  /** Columns never returned, searched, ordered by or exported (hashes, tokens, sealed secrets). */
  secret: readonly string[];
  /** Column holding the owner's user id, for the `own` scope (the user model uses `id`). */
  ownerColumn?: string;
  /** Column holding the organization id, for the `org` scope; without it, `org` sees every row. */
  organizationColumn?: string;
  relations?: Readonly<Record<string, RelationInfo>>;
  /** How staff read a record in messages and cascade warnings: "Role: Reception (id 4)". */
  describe: (row: Record<string, unknown>) => string;
}
