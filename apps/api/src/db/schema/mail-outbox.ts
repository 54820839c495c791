import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactRequest } from './contact-request.ts';
import { organization } from './organization.ts';

/**
 * Mails waiting to go out, sent in the background so no answer ever waits for the mail server.
 * The message (recipient, subject, text: links with tokens in them) is sealed with the app secret.
 * `claimed_until` is the lease of the process sending it: another process skips it until then.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** What the mail is for (`contact-notice`, `account-link`): for logs and the admins' view. */
    kind: text('kind').notNull(),
    /**
     * The contact request a mail to a visitor is about. Erasing the request (the person's erasure,
     * retention) erases the mail with it: it holds their address, name and appointment.
     */
    contact_request_id: integer('contact_request_id').references(() => contactRequest.id, {
      onDelete: 'cascade',
    }),
    message_sealed: text('message_sealed').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    claimed_until: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /** The last failure in a few words (MAIL_OUTCOMES), never the server's reply. */
    last_reason: text('last_reason'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.next_attempt_at),
    index('mail_outbox_request_idx').on(table.contact_request_id),
  ],
);
