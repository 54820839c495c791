import type { Database } from '../../db/client.ts';
import { emailText } from '../../mail/email-text.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { renderReplyTemplate } from '../reply-template/render.ts';
import { formatPracticeTime } from './format-time.ts';
import type { VisitorLanguage } from './offer-schemas.ts';

/**
 * The mail that offers a visitor times for a first appointment, in their language: the practice's
 * "first-appointment offer" reply template (its own wording, else the default), the times filled
 * in and followed by the personal link to pick one (site content, `email` namespace,
 * `appointmentOffer.link`). The template holds the practice's voice; the link's paragraph holds
 * what only the system knows: the address and until when it works.
 */
export async function offerMail(
  db: Database,
  {
    organizationId,
    to,
    language,
    visitorName,
    practitioner,
    times,
    link,
    expiresAt,
  }: {
    organizationId: number;
    to: string;
    language: VisitorLanguage;
    visitorName: string;
    practitioner: string;
    times: readonly { starts_at: Date }[];
    link: string;
    expiresAt: Date;
  },
): Promise<MailMessage> {
  const expires = formatPracticeTime(expiresAt, language, { dateOnly: true });
  const { subject, body } = await renderReplyTemplate(
    db,
    organizationId,
    'first_appointment',
    language,
    {
      visitor_name: visitorName,
      practitioner,
      offered_times: times.map((time) => formatPracticeTime(time.starts_at, language)),
      after_offered_times: await emailText(db, language, 'appointmentOffer.link', {
        link,
        expires,
      }),
    },
  );
  return { to, subject, text: body };
}
