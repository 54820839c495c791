import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { role } from './role.ts';

/** `role_id` includes every permission of `implied_role_id` (and, recursively, of what it implies). */
export const impliedRole = pgTable(
  'implied_role',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    implied_role_id: integer('implied_role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.role_id, table.implied_role_id] })],
);
