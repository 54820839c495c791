import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window request counters (e.g. contact submissions per IP), shared by replicas. */
export const rateCounter = pgTable('rate_counter', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});
