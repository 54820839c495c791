import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactRequest } from './contact-request.ts';
import { mailOutbox } from './mail-outbox.ts';
import { user } from './user.ts';

/**
 * A mail sent to the visitor about their request: which kind, in which language, its subject, who
 * sent it and when. The body is not kept here: the visitor has it, and the outbox holds it sealed
 * only until it is delivered and its retention ends. Erased with the request.
 */
export const contactRequestMail = pgTable(
  'contact_request_mail',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contact_request_id: integer('contact_request_id')
      .notNull()
      .references(() => contactRequest.id, { onDelete: 'cascade' }),
    /** The reply template's kind it was written from. */
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    /** Who sent it; kept as unknown when that user is deleted. */
    sent_by: integer('sent_by').references(() => user.id, { onDelete: 'set null' }),
    /** The outbox entry that delivers it, until the outbox's retention removes that entry. */
    outbox_id: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('contact_request_mail_request_idx').on(table.contact_request_id),
    // The outbox's purge sets this column to null: found by index, not by a scan.
    index('contact_request_mail_outbox_idx').on(table.outbox_id),
  ],
);
