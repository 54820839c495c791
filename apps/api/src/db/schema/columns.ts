import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table carries (id, timestamps, active, system, string_id); fresh builders per table. */
export const baseColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  string_id: text('string_id').unique(),
  active: boolean('active').notNull().default(true),
  system: boolean('system').notNull().default(false),
  is_technical: boolean('is_technical').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
