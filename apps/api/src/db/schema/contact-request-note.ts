import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactRequest } from './contact-request.ts';
import { user } from './user.ts';

/**
 * Staff's internal note on a request: read with the request, never mailed, erased with it. Adding
 * one is audited (who, when, on which request; never its words).
 */
export const contactRequestNote = pgTable(
  'contact_request_note',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contact_request_id: integer('contact_request_id')
      .notNull()
      .references(() => contactRequest.id, { onDelete: 'cascade' }),
    /** Who wrote it; kept as unknown when that user is deleted. */
    author_id: integer('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('contact_request_note_request_idx').on(table.contact_request_id)],
);
