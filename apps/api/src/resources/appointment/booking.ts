import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema/appointment.ts';
import { appointmentOffer } from '../../db/schema/appointment-offer.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { BadRequestError, ConflictError, GoneError, NotFoundError } from '../../errors.ts';
import { databaseErrorOf } from '../../lib/redacted-error.ts';
import { newSecretToken, tokenDigest } from '../../lib/secret-token.ts';
import { queueMail } from '../../mail/outbox.ts';
import { confirmationMail } from './confirmation-mail.ts';
import type { VisitorLanguage } from './offer-schemas.ts';
import { appointmentLink } from './offers.ts';
import { tellPractice } from '../notification/tell-practice.ts';
import { practiceColumns } from './practice-address.ts';

export const LINK_INVALID =
  'This link is not valid. Please use the link in the latest email from the practice, or call it.';
export const LINK_EXPIRED = 'This link has expired. Please contact the practice for new times.';
export const LINK_REPLACED =
  'These times were replaced by newer ones, sent by email. Please use the latest email.';
export const ALREADY_DECLINED =
  'You told us none of these times suited you: the practice will contact you.';
export const TIME_TAKEN =
  'This time has just been booked by someone else. Please pick another one.';
export const ALREADY_BOOKED =
  'You have already booked a time from this email. To cancel it, use the link in its confirmation.';
export const APPOINTMENT_CANCELLED =
  'The appointment booked from this email was cancelled. Please contact the practice for a new one.';
export const NOT_OFFERED = 'This time was not offered.';

type OfferRow = typeof appointmentOffer.$inferSelect;

/** The offer of a link's token (compared by hash), with its practitioner and practice. */
async function offerOf(db: Database, token: string) {
  const [found] = await db
    .select({
      offer: appointmentOffer,
      practitioner: { display_name: practitioner.display_name },
      practice: practiceColumns,
    })
    .from(appointmentOffer)
    .innerJoin(practitioner, eq(practitioner.id, appointmentOffer.practitioner_id))
    .innerJoin(organization, eq(organization.id, appointmentOffer.organization_id))
    .where(eq(appointmentOffer.token_hash, tokenDigest(token)));
  if (!found) throw new NotFoundError(LINK_INVALID);
  return found;
}

/** The appointment booked from an offer, if any (the latest). */
async function bookedFrom(db: Database, offerId: number) {
  const rows = await db
    .select()
    .from(appointment)
    .where(eq(appointment.offer_id, offerId))
    .orderBy(appointment.id);
  return rows.at(-1) ?? null;
}

/** A link that no longer opens anything: expired unanswered, or replaced by a newer offer. */
function assertNotGone(offer: OfferRow, now: Date) {
  if (offer.outcome === 'withdrawn') throw new GoneError(LINK_REPLACED);
  if (offer.outcome === 'open' && offer.expires_at <= now) throw new GoneError(LINK_EXPIRED);
}

/**
 * What a visitor's link shows. A forged or unknown token is a 404, an expired or replaced offer a
 * 410; an answered one shows its answer (the booking, or that none suited).
 */
export async function viewOffer(app: FastifyInstance, token: string) {
  const { offer, practitioner: who, practice } = await offerOf(app.db, token);
  assertNotGone(offer, new Date());
  const taken = await app.db
    .select({ starts_at: appointment.starts_at })
    .from(appointment)
    .where(
      and(
        eq(appointment.practitioner_id, offer.practitioner_id),
        eq(appointment.status, 'booked'),
        inArray(
          appointment.starts_at,
          offer.times.map((time) => new Date(time.starts_at)),
        ),
      ),
    );
  const takenAt = new Set(taken.map((row) => row.starts_at.toISOString()));
  const booked = offer.outcome === 'booked' ? await bookedFrom(app.db, offer.id) : null;
  return {
    status:
      offer.outcome === 'booked'
        ? ('booked' as const)
        : offer.outcome === 'declined'
          ? ('declined' as const)
          : ('open' as const),
    language: offer.language as VisitorLanguage,
    expires_at: offer.expires_at.toISOString(),
    practitioner: who,
    practice,
    times: offer.times.map((time) => ({ ...time, available: !takenAt.has(time.starts_at) })),
    appointment: booked
      ? {
          starts_at: booked.starts_at.toISOString(),
          ends_at: booked.ends_at.toISOString(),
          status: booked.status,
        }
      : null,
  };
}

/** The offer was answered meanwhile (another tab, a double click): read it again. */
class AnsweredMeanwhile extends Error {}

/**
 * Books one offered time at once. Picking the same time again answers the same booking; another
 * time from an answered offer is refused. Two visitors picking the same time of a practitioner at
 * once: the database's unique index on booked (practitioner, start) lets one insert through and
 * the other gets a 409, its offer still open to pick another time.
 */
export async function pickTime(
  app: FastifyInstance,
  token: string,
  startsAt: string,
  ip: string,
  retried = false,
): Promise<Awaited<ReturnType<typeof viewOffer>>> {
  const found = await offerOf(app.db, token);
  const { offer } = found;
  const now = new Date();
  assertNotGone(offer, now);
  const start = new Date(startsAt).toISOString();
  if (offer.outcome === 'declined') throw new GoneError(ALREADY_DECLINED);
  if (offer.outcome === 'booked') {
    const booked = await bookedFrom(app.db, offer.id);
    if (booked?.status === 'cancelled') throw new GoneError(APPOINTMENT_CANCELLED);
    if (booked?.starts_at.toISOString() === start) return viewOffer(app, token);
    throw new ConflictError(ALREADY_BOOKED);
  }
  const time = offer.times.find((offered) => offered.starts_at === start);
  if (!time) throw new BadRequestError(NOT_OFFERED);
  try {
    await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // Only an open, unexpired offer books: a concurrent answer to the same offer waits here.
      const [taken] = await tx
        .update(appointmentOffer)
        .set({ outcome: 'booked', answered_at: now })
        .where(
          and(
            eq(appointmentOffer.id, offer.id),
            eq(appointmentOffer.outcome, 'open'),
            gt(appointmentOffer.expires_at, now),
          ),
        )
        .returning({ id: appointmentOffer.id });
      if (!taken) throw new AnsweredMeanwhile();
      const cancelToken = newSecretToken();
      const [booked] = await tx
        .insert(appointment)
        .values({
          organization_id: offer.organization_id,
          practitioner_id: offer.practitioner_id,
          contact_request_id: offer.contact_request_id,
          offer_id: offer.id,
          starts_at: new Date(time.starts_at),
          ends_at: new Date(time.ends_at),
          language: offer.language,
          cancel_token_hash: tokenDigest(cancelToken),
        })
        .returning();
      await tx
        .update(contactRequest)
        .set({ status: 'booked', closed_at: null })
        .where(eq(contactRequest.id, offer.contact_request_id));
      const [request] = await tx
        .select({ email: contactRequest.email, name: contactRequest.name })
        .from(contactRequest)
        .where(eq(contactRequest.id, offer.contact_request_id));
      if (request?.email)
        await queueMail(
          tx,
          app.secretBox,
          await confirmationMail(tx, {
            to: request.email,
            name: request.name ?? '',
            practitioner: found.practitioner.display_name,
            practice: found.practice,
            booked: { ...booked!, language: offer.language as VisitorLanguage },
            cancelLink: appointmentLink(
              app,
              'appointment/cancel',
              offer.language as VisitorLanguage,
              cancelToken,
            ),
          }),
          {
            organizationId: offer.organization_id,
            kind: 'appointment-confirmation',
            requestId: offer.contact_request_id,
          },
        );
      await tellPractice(app, tx, {
        organizationId: offer.organization_id,
        requestId: offer.contact_request_id,
        kind: 'appointment.booked',
      });
      await recordAudit(tx, {
        event: 'appointment.booked',
        ip,
        model: 'contact_request',
        recordId: offer.contact_request_id,
        detail: { offer_id: offer.id, practitioner_id: offer.practitioner_id },
      });
    });
  } catch (error) {
    if (error instanceof AnsweredMeanwhile && !retried)
      return pickTime(app, token, startsAt, ip, true);
    if (databaseErrorOf(error)?.code === '23505') throw new ConflictError(TIME_TAKEN);
    throw error;
  }
  app.mailQueue.kick();
  return viewOffer(app, token);
}

/**
 * "None of these times suits me": the offer is answered, its times free again, the request goes
 * back to in progress and the practice is told. Saying it twice answers the same.
 */
export async function declineOffer(
  app: FastifyInstance,
  token: string,
  ip: string,
  retried = false,
): Promise<Awaited<ReturnType<typeof viewOffer>>> {
  const { offer } = await offerOf(app.db, token);
  const now = new Date();
  assertNotGone(offer, now);
  if (offer.outcome === 'declined') return viewOffer(app, token);
  if (offer.outcome === 'booked') throw new ConflictError(ALREADY_BOOKED);
  try {
    await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [answered] = await tx
        .update(appointmentOffer)
        .set({ outcome: 'declined', answered_at: now })
        .where(
          and(
            eq(appointmentOffer.id, offer.id),
            eq(appointmentOffer.outcome, 'open'),
            gt(appointmentOffer.expires_at, now),
          ),
        )
        .returning({ id: appointmentOffer.id });
      if (!answered) throw new AnsweredMeanwhile();
      await tx
        .update(contactRequest)
        .set({ status: 'in_progress' })
        .where(
          and(
            eq(contactRequest.id, offer.contact_request_id),
            eq(contactRequest.status, 'times_offered'),
          ),
        );
      await tellPractice(app, tx, {
        organizationId: offer.organization_id,
        requestId: offer.contact_request_id,
        kind: 'appointment.declined',
      });
      await recordAudit(tx, {
        event: 'appointment.declined',
        ip,
        model: 'contact_request',
        recordId: offer.contact_request_id,
        detail: { offer_id: offer.id },
      });
    });
  } catch (error) {
    if (error instanceof AnsweredMeanwhile && !retried) return declineOffer(app, token, ip, true);
    throw error;
  }
  app.mailQueue.kick();
  return viewOffer(app, token);
}
