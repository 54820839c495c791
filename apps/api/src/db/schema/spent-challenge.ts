import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Human-verification solutions already used: each is accepted once, across every replica. */
export const spentChallenge = pgTable('spent_challenge', {
  signature: text('signature').primaryKey(),
  spent_at: timestamp('spent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
