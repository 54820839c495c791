import type { Database } from '../../db/client.ts';
import { emailText } from '../../mail/email-text.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Alert } from './alert.ts';
import type { AlertRecipient } from './alert-recipients.ts';

/**
 * The alert mail for one administrator, in their language. It names the unit, the time, the server
 * and systemd's result, and says where to read more: the journal's lines are not copied in, since a
 * service's log may quote what a visitor or a database sent (an error before it is redacted, a
 * crash's output), and a mail leaves the server.
 */
export async function alertMail(
  db: Database,
  alert: Alert,
  recipient: AlertRecipient,
  context: { organization: string; statusLink: string },
): Promise<MailMessage> {
  const time = new Intl.DateTimeFormat(recipient.language, {
    dateStyle: 'long',
    timeStyle: 'long',
  }).format(alert.at);
  const values = {
    unit: alert.unit,
    host: alert.host,
    time,
    result: alert.result ?? '–',
    organization: context.organization,
    link: context.statusLink,
  };
  return {
    to: recipient.email,
    subject: await emailText(db, recipient.language, 'alert.subject', values),
    text: await emailText(db, recipient.language, 'alert.body', values),
  };
}
