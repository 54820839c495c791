import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactRequest } from './contact-request.ts';
import { organization } from './organization.ts';
import { practitioner } from './practitioner.ts';
import { user } from './user.ts';

/** One offered time: its start and end, as ISO instants. */
export interface OfferedTime {
  starts_at: string;
  ends_at: string;
}

/**
 * Where an offer stands: open (the visitor may pick), booked (they picked one), declined (none
 * fitted) or withdrawn (staff offered other times, or the request moved on).
 */
export type OfferOutcome = 'open' | 'booked' | 'declined' | 'withdrawn';

/**
 * Up to three times a practitioner offers a visitor for a first appointment, reached through a
 * mailed link whose single-use token is stored only as its SHA-256. An open, unexpired offer holds
 * its times: they are offered to nobody else meanwhile.
 */
export const appointmentOffer = pgTable(
  'appointment_offer',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id),
    contact_request_id: integer('contact_request_id')
      .notNull()
      .references(() => contactRequest.id, { onDelete: 'cascade' }),
    practitioner_id: integer('practitioner_id')
      .notNull()
      .references(() => practitioner.id, { onDelete: 'cascade' }),
    times: jsonb('times').$type<OfferedTime[]>().notNull(),
    token_hash: text('token_hash').notNull().unique(),
    /** The visitor's language: the mail, the page and the confirmation speak it. */
    language: text('language').notNull(),
    outcome: text('outcome').$type<OfferOutcome>().notNull().default('open'),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    created_by: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('appointment_offer_practitioner_idx').on(table.practitioner_id, table.outcome),
    index('appointment_offer_request_idx').on(table.contact_request_id),
  ],
);
