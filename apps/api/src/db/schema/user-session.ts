import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

/**
 * One sign-in: its access tokens name it (`sid`), and every request checks it is still live, so
 * signing out ends them at once. A signed-in account renews its short access token with the
 * refresh token, which changes at each use; only SHA-256 digests of refresh tokens are stored.
 */
export const userSession = pgTable(
  'user_session',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The current refresh token's digest; null for an anonymous user's session, which has none. */
    refresh_hash: text('refresh_hash').unique(),
    /** The digest of the refresh token it replaced: that token coming back means a stolen copy. */
    previous_refresh_hash: text('previous_refresh_hash'),
    /** The user's token_version the session belongs to: a password or 2FA change ends the others. */
    token_version: integer('token_version').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }),
    /** Unused this long, the refresh token lapses (the session's inactivity limit). */
    idle_expires_at: timestamp('idle_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The session ends then, used or not (the organization's lifetime, capped). */
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('user_session_user_idx').on(table.user_id),
    index('user_session_previous_refresh_idx').on(table.previous_refresh_hash),
  ],
);
