import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last outcome of each background job the operators watch (`backup`, `housekeeping`): when it
 * last succeeded, with what (a backup's file, size and copies), and when it last failed, with one
 * line saying why (never a secret, a row's content or a remote server's reply). One row per job,
 * in the database so every API process, and the status screen on any of them, reads the same.
 */
export const jobStatus = pgTable('job_status', {
  job: text('job').primaryKey(),
  last_success_at: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  /** What the last success produced, e.g. `{ file, size_bytes, copies: [...] }` for a backup. */
  last_success: jsonb('last_success').$type<Record<string, unknown>>(),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
  last_failure: text('last_failure'),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
