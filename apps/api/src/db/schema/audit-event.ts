import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

/** Who did what, when and from where. Never a secret, a code or a health-data value. */
export const auditEvent = pgTable(
  'audit_event',
  {
    ...baseColumns(),
    event: text('event').notNull(),
    user_id: integer('user_id'),
    /** The name typed at a failed sign-in, so attacks on one account can be seen. */
    username: text('username'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    /** The model an event concerns (`contact_request`), so the trail can be filtered by it. */
    model: text('model'),
    /** The one record an event concerns, so a record's history is a filter (null for many at once). */
    record_id: integer('record_id'),
  },
  (table) => [index('audit_event_record_idx').on(table.model, table.record_id)],
);
