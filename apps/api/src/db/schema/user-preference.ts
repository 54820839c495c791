import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

/**
 * One user's choice about how the back-office shows something to them, e.g. which columns a list
 * shows (`key` "columns:role"). Removed with the user; nobody reads another's.
 */
export const userPreference = pgTable(
  'user_preference',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.key] })],
);

/**
 * The key of the language the user reads the back-office in (`"fr"`, `"en"`, `"de"`): the
 * back-office saves it, and mails the server sends on its own (alerts) are written in it.
 */
export const LANGUAGE_PREFERENCE = 'language';
