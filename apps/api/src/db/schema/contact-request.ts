import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';
import { practitioner } from './practitioner.ts';

/**
 * Where a request stands: new, in progress (someone is on it), times offered (the visitor may pick
 * one), booked; then closed, declined or referred elsewhere, the three ends of a request.
 */
export type ContactRequestStatus =
  'new' | 'in_progress' | 'times_offered' | 'booked' | 'closed' | 'declined' | 'referred';

/**
 * A visitor's request from the contact form. Health data under the nLPD: minimal fields, kept in our
 * own database only, deleted after the organization's retention period, never written to logs.
 */
export const contactRequest = pgTable(
  'contact_request',
  {
    ...baseColumns(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id),
    name: text('name'),
    surname: text('surname'),
    phone: text('phone'),
    email: text('email'),
    message: text('message'),
    has_prescription: boolean('has_prescription').notNull().default(false),
    /** The service the visitor asks about (a service id of the site), if they said. */
    service: text('service'),
    /** The language they want therapy in: fr, en, de or other, if they said. */
    therapy_language: text('therapy_language'),
    /** When in the day they are usually free: morning, afternoon, evening. */
    free_periods: jsonb('free_periods').$type<string[]>().notNull().default([]),
    /** Which weekdays they are usually free: mon … fri. */
    free_days: jsonb('free_days').$type<string[]>().notNull().default([]),
    /** When the visitor ticked the consent box. */
    consent_at: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<ContactRequestStatus>().notNull().default('new'),
    /** The practitioner the request is assigned to; unassigned when that record is deleted. */
    practitioner_id: integer('practitioner_id').references(() => practitioner.id, {
      onDelete: 'set null',
    }),
    /** When it last reached an end (closed, declined, referred): its retention counts from then. */
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('contact_request_status_idx').on(table.organization_id, table.status),
    index('contact_request_practitioner_idx').on(table.practitioner_id),
  ],
);
