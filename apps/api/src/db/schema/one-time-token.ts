import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

/**
 * Password-reset, set-password, sign-in and email-confirmation links: only a SHA-256 of the token
 * is stored. An email confirmation carries the address it confirms, which becomes the account's
 * email only when the link is followed.
 */
export const oneTimeToken = pgTable('one_time_token', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  user_id: integer('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'reset' | 'passwordless' | 'email_change'>().notNull(),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The new address an `email_change` token confirms; null for the other purposes. */
  new_email: text('new_email'),
});
