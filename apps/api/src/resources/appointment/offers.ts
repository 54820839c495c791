import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema/appointment.ts';
import { appointmentOffer } from '../../db/schema/appointment-offer.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import type { Actor } from '../../engine/actor.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { newSecretToken, tokenDigest } from '../../lib/secret-token.ts';
import { queueMail } from '../../mail/outbox.ts';
import { contactRequestModel } from '../contact-request/contact-request-model.ts';
import { visitorNameOf } from '../contact-request/replies.ts';
import { recordRequestMail } from '../contact-request/request-mails.ts';
import { freeTimesOf } from './free-times.ts';
import { offerMail } from './offer-mail.ts';
import { MOST_OFFERED_TIMES, VISITOR_LANGUAGES, type VisitorLanguage } from './offer-schemas.ts';
import { practiceLocal } from './practice-time.ts';

/** How long a visitor may pick one of the offered times. */
export const OFFER_DAYS = 14;

/** A lock per practitioner (the first key names this use): offers of their times queue. */
const OFFER_LOCK = 7_061;

/** The visitor's language: the one asked for, else the therapy language they chose, else French. */
function visitorLanguage(asked: VisitorLanguage | undefined, therapy: string | null) {
  if (asked) return asked;
  return (VISITOR_LANGUAGES as readonly string[]).includes(therapy ?? '')
    ? (therapy as VisitorLanguage)
    : 'fr';
}

/** The request, if the actor may change it (assignee or administrator); 404 otherwise. */
async function writableRequest(db: Database, actor: Actor, requestId: number) {
  const [found] = await db
    .select()
    .from(contactRequest)
    .where(
      and(eq(contactRequest.id, requestId), scopeCondition(contactRequestModel, actor, 'write')),
    );
  if (!found) throw new NotFoundError(`contact_request ${requestId} was not found.`);
  return found;
}

/** The public site's address of the appointment page, the token in the fragment. */
export const appointmentLink = (
  app: FastifyInstance,
  page: 'appointment' | 'appointment/cancel',
  language: VisitorLanguage,
  token: string,
) =>
  // In the fragment: a browser never sends it, so no server or proxy log holds the token.
  `${app.config.PUBLIC_SITE_URL.replace(/\/$/, '')}/${page}?lng=${language}#token=${token}`;

/**
 * Offers a visitor up to three free times of the practitioner their request is assigned to: the
 * offer is stored (its single-use token only as a hash, valid 14 days), an open earlier offer of
 * the request is withdrawn (its times free again), the request becomes "times offered", and the
 * visitor is mailed the times and a link to pick one, a mail the request's history shows. All in
 * one transaction; audited.
 */
export async function offerTimes(
  app: FastifyInstance,
  actor: Actor,
  requestId: number,
  input: { times: string[]; language?: VisitorLanguage },
  ip: string,
) {
  if (input.times.length > MOST_OFFERED_TIMES)
    throw new BadRequestError(`Offer at most ${MOST_OFFERED_TIMES} times.`);
  const starts = input.times.map((time) => new Date(time));
  if (new Set(starts.map((start) => start.getTime())).size !== starts.length)
    throw new BadRequestError('Each time may be offered once.');
  const offer = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const request = await writableRequest(tx, actor, requestId);
    if (request.practitioner_id === null)
      throw new BadRequestError('Assign the request to a practitioner before offering times.');
    if (!request.email)
      throw new BadRequestError('The request has no email address to send the times to.');
    const practitionerId = request.practitioner_id;
    await tx.execute(sql`select pg_advisory_xact_lock(${OFFER_LOCK}, ${practitionerId})`);
    // A new offer replaces an open one: its times are free to be offered again, this one included.
    await tx
      .update(appointmentOffer)
      .set({ outcome: 'withdrawn', answered_at: new Date() })
      .where(
        and(
          eq(appointmentOffer.contact_request_id, requestId),
          eq(appointmentOffer.outcome, 'open'),
        ),
      );
    const dates = starts.map((start) => practiceLocal(start).date).sort();
    const free = await freeTimesOf(tx, practitionerId, dates[0]!, dates.at(-1)!);
    const byStart = new Map(free.map((slot) => [slot.starts_at.getTime(), slot]));
    const times = starts.map((start) => {
      const slot = byStart.get(start.getTime());
      if (!slot) {
        const at = practiceLocal(start);
        throw new BadRequestError(`The time ${at.date} ${at.time} is not free.`);
      }
      return slot;
    });
    times.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
    const language = visitorLanguage(input.language, request.therapy_language);
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + OFFER_DAYS * 86_400_000);
    const [stored] = await tx
      .insert(appointmentOffer)
      .values({
        organization_id: request.organization_id,
        contact_request_id: requestId,
        practitioner_id: practitionerId,
        times: times.map((time) => ({
          starts_at: time.starts_at.toISOString(),
          ends_at: time.ends_at.toISOString(),
        })),
        token_hash: tokenDigest(token),
        language,
        expires_at: expiresAt,
        created_by: actor.userId,
      })
      .returning({ id: appointmentOffer.id });
    await tx
      .update(contactRequest)
      .set({ status: 'times_offered', closed_at: null })
      .where(eq(contactRequest.id, requestId));
    const [assigned] = await tx
      .select({ name: practitioner.display_name })
      .from(practitioner)
      .where(eq(practitioner.id, practitionerId));
    const mail = await offerMail(tx, {
      organizationId: request.organization_id,
      to: request.email,
      language,
      visitorName: visitorNameOf(request),
      practitioner: assigned!.name,
      times,
      link: appointmentLink(app, 'appointment', language, token),
      expiresAt,
    });
    const outboxId = await queueMail(tx, app.secretBox, mail, {
      organizationId: request.organization_id,
      kind: 'appointment-offer',
      requestId,
    });
    await recordRequestMail(tx, {
      requestId,
      kind: 'first_appointment',
      language,
      subject: mail.subject,
      sentBy: actor.userId,
      outboxId,
    });
    await recordAudit(tx, {
      event: 'appointment.offered',
      userId: actor.userId,
      ip,
      model: 'contact_request',
      recordId: requestId,
      detail: { practitioner_id: practitionerId, times: times.length, offer_id: stored!.id },
    });
    return stored!.id;
  });
  // Committed: the sender may take the mail now.
  app.mailQueue.kick();
  const offers = await offersOf(app.db, requestId);
  return offers.find((found) => found.id === offer)!;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A request's offers, newest first, an open one past its date told as expired. */
export async function offersOf(db: Database, requestId: number) {
  const rows = await db
    .select({
      offer: appointmentOffer,
      practitioner: { id: practitioner.id, display_name: practitioner.display_name },
    })
    .from(appointmentOffer)
    .innerJoin(practitioner, eq(practitioner.id, appointmentOffer.practitioner_id))
    .where(eq(appointmentOffer.contact_request_id, requestId))
    .orderBy(desc(appointmentOffer.id));
  const now = new Date();
  return rows.map(({ offer, practitioner: who }) => ({
    id: offer.id,
    practitioner: who,
    times: offer.times,
    language: offer.language as VisitorLanguage,
    outcome:
      offer.outcome === 'open' && offer.expires_at <= now ? ('expired' as const) : offer.outcome,
    expires_at: offer.expires_at.toISOString(),
    answered_at: iso(offer.answered_at),
    created_at: offer.created_at.toISOString(),
  }));
}

/** A request's appointments, newest first. */
export async function appointmentsOf(db: Database, requestId: number) {
  const rows = await db
    .select({
      booked: appointment,
      practitioner: { id: practitioner.id, display_name: practitioner.display_name },
    })
    .from(appointment)
    .innerJoin(practitioner, eq(practitioner.id, appointment.practitioner_id))
    .where(eq(appointment.contact_request_id, requestId))
    .orderBy(desc(appointment.id));
  return rows.map(({ booked, practitioner: who }) => ({
    id: booked.id,
    practitioner: who,
    starts_at: booked.starts_at.toISOString(),
    ends_at: booked.ends_at.toISOString(),
    status: booked.status,
    language: booked.language as VisitorLanguage,
    cancelled_at: iso(booked.cancelled_at),
    created_at: booked.created_at.toISOString(),
  }));
}

/** A request's offers and appointments, for whoever may read the request. */
export async function requestAppointments(db: Database, actor: Actor, requestId: number) {
  const [found] = await db
    .select({ id: contactRequest.id })
    .from(contactRequest)
    .where(
      and(eq(contactRequest.id, requestId), scopeCondition(contactRequestModel, actor, 'read')),
    );
  if (!found) throw new NotFoundError(`contact_request ${requestId} was not found.`);
  return {
    offers: await offersOf(db, requestId),
    appointments: await appointmentsOf(db, requestId),
  };
}
