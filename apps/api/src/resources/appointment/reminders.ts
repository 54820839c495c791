import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema/appointment.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { emailText } from '../../mail/email-text.ts';
import { queueMail } from '../../mail/outbox.ts';
import { formatPracticeTime } from './format-time.ts';
import type { VisitorLanguage } from './offer-schemas.ts';
import { addDays, practiceInstant, practiceLocal } from './practice-time.ts';
import { addressOf, practiceColumns } from './practice-address.ts';

/**
 * Mails each visitor a reminder the day before their appointment (practice's clock), once: the
 * appointment is marked in the same transaction that queues the mail, and only an unmarked one
 * is taken, so several runs or replicas never send two. Run by the hourly housekeeping; an
 * appointment booked for the next day gets its reminder at the next run. Answers how many.
 */
export async function sendReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  const dayAfterTomorrow = practiceInstant(addDays(practiceLocal(now).date, 2), '00:00');
  const due = await app.db
    .select({ id: appointment.id })
    .from(appointment)
    .where(
      and(
        eq(appointment.status, 'booked'),
        isNull(appointment.reminder_sent_at),
        gt(appointment.starts_at, now),
        lt(appointment.starts_at, dayAfterTomorrow),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    const mailed = await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [claimed] = await tx
        .update(appointment)
        .set({ reminder_sent_at: now })
        .where(and(eq(appointment.id, id), isNull(appointment.reminder_sent_at)))
        .returning();
      if (!claimed) return false;
      const [found] = await tx
        .select({
          email: contactRequest.email,
          name: contactRequest.name,
          practitioner: practitioner.display_name,
          practice: practiceColumns,
        })
        .from(contactRequest)
        .innerJoin(practitioner, eq(practitioner.id, claimed.practitioner_id))
        .innerJoin(organization, eq(organization.id, claimed.organization_id))
        .where(eq(contactRequest.id, claimed.contact_request_id));
      if (!found?.email) return false;
      const language = claimed.language as VisitorLanguage;
      const values = {
        name: found.name ?? '',
        practitioner: found.practitioner,
        organization: found.practice.name,
        time: formatPracticeTime(claimed.starts_at, language),
        address: addressOf(found.practice),
        phone: found.practice.phone ?? '',
      };
      await queueMail(
        tx,
        app.secretBox,
        {
          to: found.email,
          subject: await emailText(tx, language, 'appointmentReminder.subject', values),
          text: await emailText(tx, language, 'appointmentReminder.body', values),
        },
        {
          organizationId: claimed.organization_id,
          kind: 'appointment-reminder',
          requestId: claimed.contact_request_id,
        },
      );
      return true;
    });
    if (mailed) sent += 1;
  }
  if (sent > 0) app.mailQueue.kick();
  return sent;
}
