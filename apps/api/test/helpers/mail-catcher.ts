import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { organization } from '../../src/db/schema/organization.ts';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a mail (quoted-printable soft breaks and escapes undone). */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

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
