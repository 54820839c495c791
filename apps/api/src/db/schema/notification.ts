import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';
import { user } from './user.ts';

/** A message for one user in the back-office's notification list. */
export const notification = pgTable('notification', {
  ...baseColumns(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  organization_id: integer('organization_id')
    .notNull()
    .references(() => organization.id),
  title: text('title').notNull(),
  /**
   * What the server notified of (`contact_request.new`, `appointment.booked`, …), for the
   * back-office to word in the reader's language; null for a message that is only its title.
   */
  kind: text('kind'),
  content: text('content'),
  /** A back-office route to open, e.g. `/contact-requests/12`. */
  link: text('link'),
  read: boolean('read').notNull().default(false),
});
