import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';
import { user } from './user.ts';

/**
 * One visit of the public site while visitor tracking is on (served as `xray`). Privacy by design:
 * no raw address (only its network prefix), no user agent (only browser and OS families), deleted
 * after the retention period by the hourly housekeeping.
 */
export const trackingSession = pgTable(
  'tracking_session',
  {
    ...baseColumns(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id),
    /** The site the visit happened on, e.g. `https://cabinet.example`. */
    origin: text('origin').notNull(),
    /** Browser family and major version, e.g. `Firefox 132`. */
    browser: text('browser'),
    /** Operating system family, e.g. `Android`. */
    os: text('os'),
    /** desktop, mobile, tablet or unknown. */
    device_type: text('device_type'),
    /** The visitor's preferred language, e.g. `fr-CH`. */
    language: text('language'),
    /** The address truncated to its network (IPv4 /24, IPv6 /48): a region, never a person. */
    network: text('network'),
    /** Whether the visit's websocket is connected right now. */
    connected: boolean('connected').notNull().default(false),
    /**
     * When the visit's socket first connected; null while none ever has (the browser blocked it,
     * or the visitor left first), so staff can tell such a visit from one that ended.
     */
    socket_connected_at: timestamp('socket_connected_at', { withTimezone: true, mode: 'date' }),
    /** Seconds from the start to the last sign of life (socket heartbeat or close). */
    duration_seconds: integer('duration_seconds').notNull().default(0),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** Set when the visit's socket closes: no more events are accepted. */
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('tracking_session_created_at_idx').on(table.created_at)],
);
