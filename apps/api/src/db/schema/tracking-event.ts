import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';
import { trackingSession } from './tracking-session.ts';
import { user } from './user.ts';

export const TRACKING_EVENT_TYPES = ['page_view', 'active_tab', 'leave_tab'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** One thing that happened during a tracked visit (served as `xray_event`). */
export const trackingEvent = pgTable(
  'tracking_event',
  {
    ...baseColumns(),
    tracking_session_id: integer('tracking_session_id')
      .notNull()
      .references(() => trackingSession.id, { onDelete: 'cascade' }),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id),
    type: text('type').$type<TrackingEventType>().notNull(),
    /** The page's path, without its query string or fragment. */
    path: text('path'),
    /** Small details the client adds (page title, referring site); never free text a visitor wrote. */
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index('tracking_event_session_idx').on(table.tracking_session_id),
    index('tracking_event_type_created_idx').on(table.type, table.created_at),
  ],
);
