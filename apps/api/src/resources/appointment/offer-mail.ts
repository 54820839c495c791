import type { Database } from '../../db/client.ts';
import { emailText } from '../../mail/email-text.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { formatPracticeTime } from './format-time.ts';
import type { VisitorLanguage } from './offer-schemas.ts';

/**
 * The mail that offers a visitor times for a first appointment, in their language. Its words are
 * site content (`email` namespace, `appointmentOffer.*`); kept in this one file so the practice's
 * own template can take its place.
 */
export async function offerMail(
  db: Database,
  {
    to,
    language,
    name,
    practitioner,
    organization,
    times,
    link,
    expiresAt,
  }: {
    to: string;
    language: VisitorLanguage;
    name: string;
    practitioner: string;
    organization: string;
    times: readonly { starts_at: Date }[];
    link: string;
    expiresAt: Date;
  },
): Promise<MailMessage> {
  const values = {
    name,
    practitioner,
    organization,
    link,
    times: times.map((time) => `- ${formatPracticeTime(time.starts_at, language)}`).join('\n'),
    expires: formatPracticeTime(expiresAt, language, { dateOnly: true }),
  };
  return {
    to,
    subject: await emailText(db, language, 'appointmentOffer.subject', values),
    text: await emailText(db, language, 'appointmentOffer.body', values),
  };
}
