import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

/**
 * The anonymous id a browser or app keeps (a UUID in its local storage) and the user made for it by
 * `POST /init` when anonymous users are on. The row stays when that user signs up, so the id can
 * never hand out the signed-up account's token. `last_seen_at` drives the purge of inactive ones.
 */
export const userAnonymous = pgTable('user_anonymous', {
  anonymous_id: uuid('anonymous_id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
});
