import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema/appointment.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { tokenDigest } from '../../lib/secret-token.ts';
import { cancelDeadline } from './cancel-window.ts';
import type { VisitorLanguage } from './offer-schemas.ts';
import { tellPractice } from '../notification/tell-practice.ts';
import { practiceColumns } from './practice-address.ts';

export const CANCEL_LINK_INVALID =
  'This link is not valid. Please use the link in your confirmation email, or call the practice.';
export const TOO_LATE =
  'It is too late to cancel online (less than 24 working hours before). Please phone the practice.';

async function appointmentOf(db: Database, token: string) {
  const [found] = await db
    .select({
      booked: appointment,
      practitioner: { display_name: practitioner.display_name },
      practice: practiceColumns,
    })
    .from(appointment)
    .innerJoin(practitioner, eq(practitioner.id, appointment.practitioner_id))
    .innerJoin(organization, eq(organization.id, appointment.organization_id))
    .where(eq(appointment.cancel_token_hash, tokenDigest(token)));
  if (!found) throw new NotFoundError(CANCEL_LINK_INVALID);
  return found;
}

/** What the cancel link shows: the appointment, and whether it may still be cancelled online. */
export async function viewCancellation(app: FastifyInstance, token: string) {
  const { booked, practitioner: who, practice } = await appointmentOf(app.db, token);
  const deadline = cancelDeadline(booked.starts_at);
  return {
    status: booked.status,
    language: booked.language as VisitorLanguage,
    starts_at: booked.starts_at.toISOString(),
    ends_at: booked.ends_at.toISOString(),
    practitioner: who,
    practice,
    cancellable_until: deadline.toISOString(),
    cancellable: booked.status === 'booked' && new Date() < deadline,
  };
}

/**
 * Cancels a booked appointment from the confirmation's link, until 24 working hours before it:
 * its time is free to be offered again, the request goes back to in progress, the practice is
 * told. Cancelling twice answers the same; after the deadline, a 409 asks to phone.
 */
export async function cancelAppointment(app: FastifyInstance, token: string, ip: string) {
  const { booked } = await appointmentOf(app.db, token);
  if (booked.status === 'cancelled') return viewCancellation(app, token);
  const now = new Date();
  if (now >= cancelDeadline(booked.starts_at)) throw new ConflictError(TOO_LATE);
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [cancelled] = await tx
      .update(appointment)
      .set({ status: 'cancelled', cancelled_at: now })
      .where(and(eq(appointment.id, booked.id), eq(appointment.status, 'booked')))
      .returning({ id: appointment.id });
    if (!cancelled) return;
    await tx
      .update(contactRequest)
      .set({ status: 'in_progress' })
      .where(
        and(eq(contactRequest.id, booked.contact_request_id), eq(contactRequest.status, 'booked')),
      );
    await tellPractice(app, tx, {
      organizationId: booked.organization_id,
      requestId: booked.contact_request_id,
      kind: 'appointment.cancelled',
    });
    await recordAudit(tx, {
      event: 'appointment.cancelled',
      ip,
      model: 'contact_request',
      recordId: booked.contact_request_id,
      detail: { appointment_id: booked.id },
    });
  });
  app.mailQueue.kick();
  return viewCancellation(app, token);
}
