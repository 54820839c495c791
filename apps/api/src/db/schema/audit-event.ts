import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

/** Who did what, when and from where. Never a secret, a code or a health-data value. */
export const auditEvent = pgTable('audit_event', {
  ...baseColumns(),
  event: text('event').notNull(),
  user_id: integer('user_id'),
  /** The name typed at a failed sign-in, so attacks on one account can be seen. */
  username: text('username'),
  ip: text('ip'),
  detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
});
