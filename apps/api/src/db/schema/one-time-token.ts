import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

/** Password-reset, set-password and sign-in links: only a SHA-256 of the token is stored. */
export const oneTimeToken = pgTable('one_time_token', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  user_id: integer('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'reset' | 'passwordless'>().notNull(),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
