import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointmentOffer } from './appointment-offer.ts';
import { contactRequest } from './contact-request.ts';
import { organization } from './organization.ts';
import { practitioner } from './practitioner.ts';

export type AppointmentStatus = 'booked' | 'cancelled';

/**
 * A booked first appointment. At most one booked appointment per practitioner and start: the
 * partial unique index makes two visitors picking the same time at once end with one booking and
 * one refusal, whatever the timing. A cancelled one frees its time.
 */
export const appointment = pgTable(
  'appointment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id),
    practitioner_id: integer('practitioner_id')
      .notNull()
      .references(() => practitioner.id, { onDelete: 'cascade' }),
    contact_request_id: integer('contact_request_id')
      .notNull()
      .references(() => contactRequest.id, { onDelete: 'cascade' }),
    offer_id: integer('offer_id').references(() => appointmentOffer.id, { onDelete: 'set null' }),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('booked'),
    /** The visitor's language, for the confirmation and the reminder. */
    language: text('language').notNull(),
    /** SHA-256 of the cancel link's token; the token itself is only in the mail. */
    cancel_token_hash: text('cancel_token_hash').notNull().unique(),
    reminder_sent_at: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('appointment_booked_time_unique')
      .on(table.practitioner_id, table.starts_at)
      .where(sql`${table.status} = 'booked'`),
    index('appointment_request_idx').on(table.contact_request_id),
    index('appointment_starts_idx').on(table.starts_at),
  ],
);

/**
 * A practitioner's calendar feed: a calendar app fetches `/calendar/<token>.ics`. Only the token's
 * SHA-256 is stored; revoking deletes the row, and the old address stops answering.
 */
export const calendarFeed = pgTable('practitioner_calendar_feed', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  practitioner_id: integer('practitioner_id')
    .notNull()
    .unique()
    .references(() => practitioner.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
