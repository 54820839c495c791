import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema/appointment.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import type { Actor } from '../../engine/actor.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { contactRequestModel } from '../contact-request/contact-request-model.ts';
import { cancellationMail } from './cancellation-mail.ts';
import type { VisitorLanguage } from './offer-schemas.ts';
import { requestAppointments } from './offers.ts';
import { practiceColumns } from './practice-address.ts';

export const NOTHING_BOOKED = 'This request has no booked appointment to cancel.';
export const ALREADY_BEGUN = 'This appointment has already begun; it can no longer be cancelled.';

/**
 * Staff cancel a request's booked appointment, at any time before it begins: when the visitor
 * phones after the online deadline, or the practitioner cannot come. Its time is free to be
 * offered again, the request goes back to in progress, and the visitor is mailed the news in their
 * language with the event to drop from their calendar. Only who may change the request (its
 * assignee, an administrator) may; others get a 404. Audited with who cancelled.
 */
export async function cancelByStaff(
  app: FastifyInstance,
  actor: Actor,
  requestId: number,
  ip: string,
) {
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [request] = await tx
      .select({ id: contactRequest.id, email: contactRequest.email, name: contactRequest.name })
      .from(contactRequest)
      .where(
        and(eq(contactRequest.id, requestId), scopeCondition(contactRequestModel, actor, 'write')),
      );
    if (!request) throw new NotFoundError(`contact_request ${requestId} was not found.`);
    const [found] = await tx
      .select({
        booked: appointment,
        practitioner: practitioner.display_name,
        practice: practiceColumns,
      })
      .from(appointment)
      .innerJoin(practitioner, eq(practitioner.id, appointment.practitioner_id))
      .innerJoin(organization, eq(organization.id, appointment.organization_id))
      .where(and(eq(appointment.contact_request_id, requestId), eq(appointment.status, 'booked')))
      .for('update', { of: appointment });
    if (!found) throw new ConflictError(NOTHING_BOOKED);
    const { booked } = found;
    const now = new Date();
    if (booked.starts_at <= now) throw new ConflictError(ALREADY_BEGUN);
    await tx
      .update(appointment)
      .set({ status: 'cancelled', cancelled_at: now })
      .where(eq(appointment.id, booked.id));
    await tx
      .update(contactRequest)
      .set({ status: 'in_progress' })
      .where(and(eq(contactRequest.id, requestId), eq(contactRequest.status, 'booked')));
    if (request.email)
      await queueMail(
        tx,
        app.secretBox,
        await cancellationMail(tx, {
          to: request.email,
          name: request.name ?? '',
          practitioner: found.practitioner,
          practice: found.practice,
          booked: { ...booked, language: booked.language as VisitorLanguage },
        }),
        { organizationId: booked.organization_id, kind: 'appointment-cancellation', requestId },
      );
    await recordAudit(tx, {
      event: 'appointment.cancelled',
      userId: actor.userId,
      ip,
      model: 'contact_request',
      recordId: requestId,
      detail: { appointment_id: booked.id, by: 'staff' },
    });
  });
  // Committed: the sender may take the mail now.
  app.mailQueue.kick();
  return requestAppointments(app.db, actor, requestId);
}
