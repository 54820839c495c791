import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

export const role = pgTable('role', {
  ...baseColumns(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** `"<model>:<action>:<scope>"` strings (architecture §5). */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
});
