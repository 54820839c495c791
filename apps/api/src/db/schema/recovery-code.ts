import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

/** Two-factor recovery codes, each usable once: `hmac:` + an HMAC under the app secret (older rows: SHA-256). */
export const recoveryCode = pgTable('recovery_code', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  user_id: integer('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});
