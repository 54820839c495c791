import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';

/**
 * A visitor's request from the contact form. Health data under the nLPD: minimal fields, kept in our
 * own database only, deleted after the organization's retention period, never written to logs.
 */
export const contactRequest = pgTable('contact_request', {
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
  /** When the visitor ticked the consent box. */
  consent_at: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
  status: text('status').$type<'new' | 'answered' | 'closed'>().notNull().default('new'),
});
