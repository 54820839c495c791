import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { appointment, calendarFeed } from '../../db/schema/appointment.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import type { Actor } from '../../engine/actor.ts';
import { NotFoundError } from '../../errors.ts';
import { newSecretToken, tokenDigest } from '../../lib/secret-token.ts';
import { reachablePractitioner } from './availability.ts';
import { appointmentUid, calendar } from './ics.ts';
import { addressOf, practiceColumns } from './practice-address.ts';

/** How far back the feed goes: the last month's appointments stay in the calendar. */
const PAST_DAYS = 31;

/** Whether a practitioner has a feed, and since when (its address is shown only when made). */
export async function feedStatus(db: Database, actor: Actor, practitionerId: number) {
  const found = await reachablePractitioner(db, actor, practitionerId, 'read');
  const [feed] = await db
    .select({ created_at: calendarFeed.created_at })
    .from(calendarFeed)
    .where(eq(calendarFeed.practitioner_id, found.id));
  return { active: !!feed, created_at: feed ? feed.created_at.toISOString() : null };
}

/**
 * Makes a new feed address for a practitioner, replacing (revoking) any earlier one; answers the
 * token once: only its hash is kept, so a lost address is replaced, never shown again.
 */
export async function createFeed(
  app: FastifyInstance,
  actor: Actor,
  practitionerId: number,
  ip: string,
) {
  return app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await reachablePractitioner(tx, actor, practitionerId, 'write');
    await tx.delete(calendarFeed).where(eq(calendarFeed.practitioner_id, found.id));
    const token = newSecretToken();
    const [stored] = await tx
      .insert(calendarFeed)
      .values({ practitioner_id: found.id, token_hash: tokenDigest(token) })
      .returning({ created_at: calendarFeed.created_at });
    await recordAudit(tx, {
      event: 'practitioner.calendar_feed_created',
      userId: actor.userId,
      ip,
      model: 'practitioner',
      recordId: found.id,
    });
    return { active: true, created_at: stored!.created_at.toISOString(), token };
  });
}

/** Revokes a practitioner's feed: its address stops answering at once. */
export async function revokeFeed(
  app: FastifyInstance,
  actor: Actor,
  practitionerId: number,
  ip: string,
) {
  const found = await reachablePractitioner(app.db, actor, practitionerId, 'write');
  await app.db.delete(calendarFeed).where(eq(calendarFeed.practitioner_id, found.id));
  await recordAudit(app.db, {
    event: 'practitioner.calendar_feed_revoked',
    userId: actor.userId,
    ip,
    model: 'practitioner',
    recordId: found.id,
  });
  return { active: false, created_at: null };
}

/** "Léa Baume" → "L. B.": enough for the practitioner to recognise, little for anyone else. */
export const initialsOf = (...names: (string | null)[]) =>
  names
    .flatMap((name) => (name ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join(' ');

/**
 * A practitioner's booked appointments as a calendar, for the app that subscribes to the feed.
 * Free of health data: each event says "First appointment" and the visitor's initials, never
 * their message, email or phone. An unknown or revoked token answers 404.
 */
export async function feedCalendar(db: Database, token: string): Promise<string> {
  const [feed] = await db
    .select({
      practitioner_id: calendarFeed.practitioner_id,
      display_name: practitioner.display_name,
      practice: practiceColumns,
    })
    .from(calendarFeed)
    .innerJoin(practitioner, eq(practitioner.id, calendarFeed.practitioner_id))
    .innerJoin(organization, eq(organization.id, practitioner.organization_id))
    .where(eq(calendarFeed.token_hash, tokenDigest(token)));
  if (!feed) throw new NotFoundError('This calendar address is not valid.');
  const rows = await db
    .select({
      id: appointment.id,
      starts_at: appointment.starts_at,
      ends_at: appointment.ends_at,
      name: contactRequest.name,
      surname: contactRequest.surname,
    })
    .from(appointment)
    .innerJoin(contactRequest, eq(contactRequest.id, appointment.contact_request_id))
    .where(
      and(
        eq(appointment.practitioner_id, feed.practitioner_id),
        eq(appointment.status, 'booked'),
        gt(appointment.starts_at, new Date(Date.now() - PAST_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(appointment.starts_at));
  return calendar(
    rows.map((row) => ({
      uid: appointmentUid(row.id),
      start: row.starts_at,
      end: row.ends_at,
      summary: `First appointment ${initialsOf(row.name, row.surname)}`.trim(),
      location: `${feed.practice.name}, ${addressOf(feed.practice)}`,
    })),
    `${feed.display_name}: first appointments`,
  );
}
