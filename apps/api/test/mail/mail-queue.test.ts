import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { DEFAULT_MAIL_QUEUE, MailQueue } from '../../src/mail/mail-queue.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { solvedChallenge } from '../helpers/human-check.ts';
import { sendMailTo, startMailCatcher, waitForMails } from '../helpers/mail-catcher.ts';

let app: FastifyInstance;
let visitor = 0;

beforeAll(async () => {
  // Retries a few hundred milliseconds apart, so a mail server's return is seen within the test.
  app = await buildTestApp({}, { mailQueue: { pollMs: 100, retryBaseMs: 100, maxDelayMs: 200 } });
});
afterAll(async () => app.close());

/** Submits a contact request (the challenge solved beforehand), as a visitor would. */
async function submit(): Promise<{ statusCode: number }> {
  const altcha = await solvedChallenge(app);
  return app.inject({
    method: 'POST',
    url: '/api/submit',
    payload: { consent: true, email: 'visitor@example.ch', altcha },
    remoteAddress: `10.1.0.${(visitor += 1)}`,
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outbox = () => app.db.select().from(mailOutbox).orderBy(mailOutbox.id);

/** A free port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const catcher = await startMailCatcher();
  await catcher.close();
  return catcher.port;
}

describe('the mail queue', () => {
  it('answers the visitor while the mail server is down, and mails once it is back', async () => {
    const port = await closedPort();
    await sendMailTo(app, { port });
    const response = await submit();
    expect(response.statusCode).toBe(200);
    expect(await app.db.select().from(contactRequest)).toHaveLength(1);

    const [failing] = await until(outbox, (rows) => rows[0]!.attempts >= 2);
    expect(failing).toMatchObject({
      status: 'pending',
      kind: 'contact-notice',
      last_reason: 'Could not connect to the mail server.',
    });
    // Sealed: neither the recipient nor the text is readable in the table.
    expect(failing!.message_sealed).not.toContain('contact@');

    const catcher = await startMailCatcher({ port });
    try {
      await waitForMails(catcher, 1);
      const [sent] = await until(outbox, (rows) => rows[0]!.status === 'sent');
      expect(sent!.sent_at).toBeInstanceOf(Date);
      // Exactly once, even with further polls after it went.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(catcher.mails).toHaveLength(1);
      expect(catcher.mails[0]!.text).toMatch(/\/contact-requests\/\d+/);
    } finally {
      await catcher.close();
    }
  });

  it('answers without waiting when the mail server accepts the connection and never speaks', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    await sendMailTo(app, { port });
    try {
      const before = (await outbox()).length;
      const response = await submit();
      expect(response.statusCode).toBe(200);
      // The answer did not wait for the mail: a server that never speaks holds a send until its
      // time-out, and the visitor already has the answer while the mail waits, with no failure.
      const [queued] = (await outbox()).slice(before);
      expect(queued).toMatchObject({ status: 'pending', last_reason: null });
      await until(
        () => Promise.resolve(sockets.length),
        (n) => n > 0,
      );
      expect(await outbox()).toHaveLength(before + 1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('marks a mail failed after its last attempt', async () => {
    await sendMailTo(app, { port: await closedPort() });
    // Only this sender works the outbox here.
    await app.mailQueue.stop();
    const queue = new MailQueue(app.db, app.secretBox, app.log, {
      ...DEFAULT_MAIL_QUEUE,
      retryBaseMs: 0,
      maxAttempts: 2,
    });
    const [row] = await app.db
      .insert(mailOutbox)
      .values({
        organization_id: 1,
        kind: 'account-link',
        message_sealed: app.secretBox.seal(
          JSON.stringify({ to: 'a@example.ch', subject: 's', text: 't' }),
        ),
      })
      .returning();
    try {
      await queue.drain();
      await queue.drain();
      const [done] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(done).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await queue.drain()).toBe(0);
    } finally {
      app.mailQueue.start();
    }
  });

  it('sends each mail once when several senders drain the same outbox', async () => {
    await app.mailQueue.stop();
    const catcher = await startMailCatcher();
    await sendMailTo(app, catcher);
    try {
      await app.db.delete(mailOutbox);
      for (let i = 0; i < 12; i += 1)
        await app.enqueueMail(
          { to: `staff${i}@example.ch`, subject: `n${i}`, text: 'x' },
          { organizationId: 1, kind: 'contact-notice' },
        );
      const senders = [0, 1, 2].map(() => new MailQueue(app.db, app.secretBox, app.log));
      const sent = await Promise.all(senders.map((sender) => sender.drain()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
      expect(catcher.mails.map((mail) => mail.to[0]).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `staff${i}@example.ch`).sort(),
      );
    } finally {
      await catcher.close();
      app.mailQueue.start();
    }
  });
});
