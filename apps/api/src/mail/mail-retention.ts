import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';

/** Days a sent mail stays in the outbox: long enough to answer "did it go out?". */
export const SENT_MAIL_KEPT_DAYS = 30;
/** Days a mail that could not be sent stays: time for an administrator to fix the server and resend. */
export const FAILED_MAIL_KEPT_DAYS = 90;

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes the outbox's old mails. Each holds, sealed, a recipient, a text and often a link with a
 * token: kept only as long as it serves, like every other piece of personal data. Pending mails stay
 * whatever their age. Answers how many went.
 */
export async function purgeOldMail(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(
      or(
        and(
          eq(mailOutbox.status, 'sent'),
          lt(mailOutbox.sent_at, daysAgo(SENT_MAIL_KEPT_DAYS, now)),
        ),
        and(
          eq(mailOutbox.status, 'failed'),
          lt(mailOutbox.created_at, daysAgo(FAILED_MAIL_KEPT_DAYS, now)),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}
