import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import type { MailMessage, MailResult } from './mailer.ts';

/** What a queued mail is for; only this and the outcome reach the logs, never the message. */
export type MailKind =
  | 'contact-notice'
  | 'contact-reply'
  | 'account-link'
  | 'email-change'
  | 'appointment-offer'
  | 'appointment-confirmation'
  | 'appointment-reminder'
  | 'appointment-cancellation'
  | 'appointment-notice'
  | 'service-alert';

/**
 * Stores a mail in the outbox and answers its id; the mail queue sends it in the background. The
 * caller's transaction, if any, decides: a request rolled back leaves no mail behind. A mail to a
 * visitor about their contact request names it (`requestId`), so erasing the request erases it.
 */
export async function queueMail(
  db: Database,
  box: SecretBox,
  message: MailMessage,
  {
    organizationId,
    kind,
    requestId = null,
  }: { organizationId: number; kind: MailKind; requestId?: number | null },
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      organization_id: organizationId,
      kind,
      contact_request_id: requestId,
      message_sealed: box.seal(JSON.stringify(message)),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Records in the outbox a mail sent without it (an alert sent while the API is down): sent, or
 * pending with its first failure, so the API's sender tries again once it runs. Either way the
 * admins' outbox view shows it went or is still waiting, like every other mail.
 */
export async function recordDirectMail(
  db: Database,
  box: SecretBox,
  message: MailMessage,
  { organizationId, kind }: { organizationId: number; kind: MailKind },
  result: MailResult,
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      organization_id: organizationId,
      kind,
      message_sealed: box.seal(JSON.stringify(message)),
      attempts: 1,
      ...(result.sent
        ? { status: 'sent' as const, sent_at: new Date() }
        : { last_reason: result.reason, next_attempt_at: new Date(Date.now() + 30_000) }),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Reads a sealed outbox message back. */
export function openQueuedMessage(box: SecretBox, sealed: string): MailMessage {
  return JSON.parse(box.open(sealed)) as MailMessage;
}
