import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-in counters per account (`account:<name>`) and per IP (`ip:<address>`), shared by replicas. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
