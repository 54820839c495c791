import type { Database } from '../../db/client.ts';
import { emailText } from '../../mail/email-text.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { cancelDeadline } from './cancel-window.ts';
import { formatPracticeTime } from './format-time.ts';
import { appointmentAttachment, appointmentUid } from './ics.ts';
import type { VisitorLanguage } from './offer-schemas.ts';
import { addressOf, type Practice } from './practice-address.ts';
import { publicSiteText } from './site-text.ts';

export interface BookedAppointment {
  id: number;
  starts_at: Date;
  ends_at: Date;
  language: VisitorLanguage;
}

/**
 * The booking's confirmation, in the visitor's language: when, with whom, where and how to get
 * there, until when and how to cancel, and the appointment as a calendar file to add.
 */
export async function confirmationMail(
  db: Database,
  {
    to,
    name,
    practitioner,
    practice,
    booked,
    cancelLink,
  }: {
    to: string;
    name: string;
    practitioner: string;
    practice: Practice;
    booked: BookedAppointment;
    cancelLink: string;
  },
): Promise<MailMessage> {
  const language = booked.language;
  const directions = [
    await publicSiteText(db, language, 'contact.access.transport'),
    await publicSiteText(db, language, 'contact.access.parking'),
  ]
    .filter(Boolean)
    .join('\n');
  const values = {
    name,
    practitioner,
    organization: practice.name,
    time: formatPracticeTime(booked.starts_at, language),
    address: addressOf(practice),
    directions,
    phone: practice.phone ?? '',
    link: cancelLink,
    deadline: formatPracticeTime(cancelDeadline(booked.starts_at), language),
  };
  const summary = await emailText(db, language, 'appointmentConfirmation.event', values);
  return {
    to,
    subject: await emailText(db, language, 'appointmentConfirmation.subject', values),
    text: await emailText(db, language, 'appointmentConfirmation.body', values),
    attachments: [
      appointmentAttachment({
        uid: appointmentUid(booked.id),
        start: booked.starts_at,
        end: booked.ends_at,
        summary,
        location: `${practice.name}, ${values.address}`,
      }),
    ],
  };
}
