import type { Database } from '../../db/client.ts';
import { emailText } from '../../mail/email-text.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { BookedAppointment } from './confirmation-mail.ts';
import { formatPracticeTime } from './format-time.ts';
import { appointmentAttachment, appointmentUid } from './ics.ts';
import type { Practice } from './practice-address.ts';

/**
 * Tells a visitor, in their language, that the practice cancelled their appointment. The calendar
 * file carries the confirmation's event again, marked cancelled, so a calendar that holds it
 * drops it.
 */
export async function cancellationMail(
  db: Database,
  {
    to,
    name,
    practitioner,
    practice,
    booked,
  }: {
    to: string;
    name: string;
    practitioner: string;
    practice: Practice;
    booked: BookedAppointment;
  },
): Promise<MailMessage> {
  const language = booked.language;
  const values = {
    name,
    practitioner,
    organization: practice.name,
    time: formatPracticeTime(booked.starts_at, language),
    phone: practice.phone ?? '',
  };
  return {
    to,
    subject: await emailText(db, language, 'appointmentCancellation.subject', values),
    text: await emailText(db, language, 'appointmentCancellation.body', values),
    attachments: [
      appointmentAttachment({
        uid: appointmentUid(booked.id),
        start: booked.starts_at,
        end: booked.ends_at,
        summary: await emailText(db, language, 'appointmentConfirmation.event', values),
        status: 'CANCELLED',
      }),
    ],
  };
}
