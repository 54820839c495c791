import type { Database } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Alert } from './alert.ts';
import { alertMail } from './alert-mail.ts';
import { alertRecipients } from './alert-recipients.ts';

/** The back-office screen an alert links to. */
export const STATUS_PATH = '/status';

/** Every administrator's alert mail, each with the organization whose settings send it. */
export async function alertMails(
  db: Database,
  alert: Alert,
  backofficeUrl: string,
): Promise<{ message: MailMessage; organizationId: number }[]> {
  const recipients = await alertRecipients(db);
  const names = new Map(
    (await db.select({ id: organization.id, name: organization.name }).from(organization)).map(
      (row) => [row.id, row.name],
    ),
  );
  const statusLink = `${backofficeUrl.replace(/\/$/, '')}${STATUS_PATH}`;
  return Promise.all(
    recipients.map(async (recipient) => ({
      organizationId: recipient.organizationId,
      message: await alertMail(db, alert, recipient, {
        organization: names.get(recipient.organizationId) ?? 'Cabinet',
        statusLink,
      }),
    })),
  );
}
