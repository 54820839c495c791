import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organization } from './organization.ts';
import { user } from './user.ts';

/**
 * A practice's own wording of one reply template (kind × language). Without a row, the bundled
 * default of the i18n package applies; deleting the row is "reset to default".
 */
export const replyTemplate = pgTable(
  'reply_template',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** first_appointment, waiting_list, referral or more_information. */
    kind: text('kind').notNull(),
    /** fr, en or de. */
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Who saved it last; kept as unknown when that user is deleted. */
    updated_by: integer('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    unique('reply_template_unique').on(table.organization_id, table.kind, table.language),
  ],
);
