import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import type { MailMessage } from './mailer.ts';

/** What a queued mail is for; only this and the outcome reach the logs, never the message. */
export type MailKind =
  | 'contact-notice'
  | 'contact-reply'
  | 'account-link'
  | 'email-change'
  | 'appointment-offer'
  | 'appointment-confirmation'
  | 'appointment-reminder'
  | 'appointment-notice';

/**
 * Stores a mail in the outbox and answers its id; the mail queue sends it in the background. The
 * caller's transaction, if any, decides: a request rolled back leaves no mail behind.
 */
export async function queueMail(
  db: Database,
  box: SecretBox,
  message: MailMessage,
  { organizationId, kind }: { organizationId: number; kind: MailKind },
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      organization_id: organizationId,
      kind,
      message_sealed: box.seal(JSON.stringify(message)),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Reads a sealed outbox message back. */
export function openQueuedMessage(box: SecretBox, sealed: string): MailMessage {
  return JSON.parse(box.open(sealed)) as MailMessage;
}
