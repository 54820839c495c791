import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { trackingEvent, type TrackingEventType } from '../../db/schema/tracking-event.ts';
import { trackingSession } from '../../db/schema/tracking-session.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { DeviceFamily } from './privacy.ts';

/** Tracked visits (and their events) are deleted this long after they started. */
export const TRACKING_RETENTION_DAYS = 90;
/** An open visit without any sign of life for this long is closed by the housekeeping. */
export const ABANDONED_AFTER_MS = 60 * 60_000;

export interface NewTrackingSession extends DeviceFamily {
  ownerId: number;
  organizationId: number;
  origin: string;
  language: string | null;
  network: string | null;
}

export async function openTrackingSession(db: Database, visit: NewTrackingSession) {
  const [row] = await db
    .insert(trackingSession)
    .values({
      owner_id: visit.ownerId,
      organization_id: visit.organizationId,
      origin: visit.origin,
      browser: visit.browser,
      os: visit.os,
      device_type: visit.device_type,
      language: visit.language,
      network: visit.network,
    })
    .returning();
  return row!;
}

/**
 * The caller's own session, still open: an unknown id is a 404, another user's a 403 and a closed
 * one a 409, each with a sentence the client can log.
 */
export async function openSessionOf(db: Database, sessionId: number, userId: number) {
  const [row] = await db.select().from(trackingSession).where(eq(trackingSession.id, sessionId));
  if (!row) throw new NotFoundError(`Tracking session ${sessionId} does not exist.`);
  if (row.owner_id !== userId)
    throw new ForbiddenError(`Tracking session ${sessionId} belongs to another visitor.`);
  if (row.closed_at) throw new ConflictError(`Tracking session ${sessionId} is closed.`);
  return row;
}

export interface NewTrackingEvent {
  type: TrackingEventType;
  path: string | null;
  data: Record<string, string | number | boolean | null>;
}

/** Adds an event to an open session of the caller's, and counts it as a sign of life. */
export async function addTrackingEvent(
  db: Database,
  sessionId: number,
  userId: number,
  event: NewTrackingEvent,
) {
  const session = await openSessionOf(db, sessionId, userId);
  const [row] = await db
    .insert(trackingEvent)
    .values({
      tracking_session_id: session.id,
      owner_id: session.owner_id,
      organization_id: session.organization_id,
      type: event.type,
      path: event.path,
      data: event.data,
    })
    .returning();
  await markAlive(db, session.id);
  return row!;
}

const secondsSinceStart = sql`greatest(0, floor(extract(epoch from (now() - ${trackingSession.created_at}))))::int`;

/** A sign of life (socket opened, heartbeat, event): the duration runs up to now. */
export async function markAlive(db: Database, sessionId: number, connected?: boolean) {
  await db
    .update(trackingSession)
    .set({
      last_seen_at: sql`now()`,
      duration_seconds: secondsSinceStart,
      ...(connected === undefined ? {} : { connected }),
      // The first connection is remembered: a visit whose socket never connected stays told apart.
      ...(connected
        ? { socket_connected_at: sql`coalesce(${trackingSession.socket_connected_at}, now())` }
        : {}),
    })
    .where(and(eq(trackingSession.id, sessionId), isNull(trackingSession.closed_at)));
}

/**
 * The visit's socket closed and none came back: the duration is final and no more events are
 * accepted. With `silentForMs`, only when the session is still disconnected and nothing was heard
 * of it for that long (a socket of its next page may have connected meanwhile, on any process).
 */
export async function closeTrackingSession(db: Database, sessionId: number, silentForMs = 0) {
  const stillGone =
    silentForMs > 0
      ? and(
          eq(trackingSession.connected, false),
          lte(
            trackingSession.last_seen_at,
            sql`now() - ${`${silentForMs} milliseconds`}::interval`,
          ),
        )
      : undefined;
  await db
    .update(trackingSession)
    .set({
      last_seen_at: sql`now()`,
      duration_seconds: secondsSinceStart,
      connected: false,
      closed_at: sql`now()`,
    })
    .where(and(eq(trackingSession.id, sessionId), isNull(trackingSession.closed_at), stillGone));
}

/**
 * Housekeeping: visits past the retention period are deleted (their events with them), and open
 * visits silent for an hour (a server restart cut their socket, or none ever connected) closed.
 */
export async function purgeTrackingSessions(
  db: Database,
  now = new Date(),
): Promise<{ deleted: number; closed: number }> {
  const cutoff = new Date(now.getTime() - TRACKING_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(trackingSession)
    .where(lt(trackingSession.created_at, cutoff))
    .returning({ id: trackingSession.id });
  const silentSince = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const closed = await db
    .update(trackingSession)
    .set({ connected: false, closed_at: now })
    .where(and(isNull(trackingSession.closed_at), lt(trackingSession.last_seen_at, silentSince)))
    .returning({ id: trackingSession.id });
  return { deleted: deleted.length, closed: closed.length };
}
