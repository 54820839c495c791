import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { role } from './role.ts';
import { user } from './user.ts';

export const userRole = pgTable(
  'user_role',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.role_id] })],
);
