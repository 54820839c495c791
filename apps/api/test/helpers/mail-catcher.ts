import { decodeQuotedPrintable } from '@cabinet/e2e/mail-catcher';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organization } from '../../src/db/schema/organization.ts';

// The catcher itself is shared with the back-office's end-to-end tests (tooling/e2e).
export { startMailCatcher } from '@cabinet/e2e/mail-catcher';

/** What the API's tests read of a caught mail (a test may build its own catcher of these). */
export interface CaughtMail {
  to: string[];
  raw: string;
}

/** The decoded text of a mail (quoted-printable soft breaks and escapes undone). */
export const mailText = decodeQuotedPrintable;

/** Points the practice's mail settings at a mail catcher (plain SMTP on loopback). */
export async function sendMailTo(
  app: FastifyInstance,
  catcher: { port: number },
  settings: Partial<typeof organization.$inferInsert> = {},
): Promise<void> {
  await app.db
    .update(organization)
    .set({
      mail_server: '127.0.0.1',
      mail_port: catcher.port,
      mail_from: 'noreply@cabinet.example',
      mail_starttls: false,
      ...settings,
    })
    .where(eq(organization.id, 1));
}

/** Waits until the catcher holds `count` mails: account links are mailed after the answer. */
export async function waitForMails(
  catcher: { mails: CaughtMail[] },
  count: number,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (catcher.mails.length < count) {
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mails, got ${catcher.mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
