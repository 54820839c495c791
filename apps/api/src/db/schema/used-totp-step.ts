import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

/** Time steps whose code a user already spent: a TOTP code is accepted once. */
export const usedTotpStep = pgTable(
  'used_totp_step',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    step: bigint('step', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.step] })],
);
