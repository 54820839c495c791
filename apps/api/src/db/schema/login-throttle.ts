import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in counters, shared by replicas: per account (`account:<id>`, or `name:<typed>` for a
 * name no account has), per address (`ip:<address>`) and per account and address
 * (`pair:<account key>@<address>`).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  /** Attempts reserved and still being checked: they count towards the limit until they end. */
  in_flight: integer('in_flight').notNull().default(0),
  reserved_at: timestamp('reserved_at', { withTimezone: true, mode: 'date' }),
  /** For a slowed-down address: when its next attempt may start. */
  next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
});
