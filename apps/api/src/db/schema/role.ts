import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

export const role = pgTable('role', {
  ...baseColumns(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** `"<model>:<action>:<scope>"` strings; see permissions/permission.ts. */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
});
