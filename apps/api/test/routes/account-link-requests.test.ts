import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { user } from '../../src/db/schema/user.ts';
import { LINK_REQUESTS_PER_ADDRESS } from '../../src/resources/account/account-link-requests.ts';
import { LINKS_PER_ACCOUNT_PER_HOUR } from '../../src/auth/account-links.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { sendMailTo, waitForMails, type CaughtMail } from '../helpers/mail-catcher.ts';

let app: FastifyInstance;
const mails: CaughtMail[] = [];
let server: SMTPServer;
/**
 * While true, the test's mail server holds each message without accepting it (a provider that is
 * slow, however slow): a mail can only arrive once the test lets it go.
 */
let holding = false;
const held: (() => void)[] = [];
/** The API's log lines: a request over the account's limit ends with a line of its own. */
const logLines: string[] = [];
const limitRefusals = () =>
  logLines.filter((line) => line.includes('account link not mailed: limit')).length;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const accept = () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        };
        if (holding) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app = await buildTestApp({}, { logLines });
  await sendMailTo(app, { port: (server.server.address() as AddressInfo).port });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const request = (path: string, mixinId: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    remoteAddress,
    payload: { mixin_id: mixinId },
  });

/** How many sign-in and reset link mails the outbox has taken so far. */
async function accountLinksQueued(): Promise<number> {
  const rows = await app.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'account-link'));
  return rows.length;
}

describe('reset and sign-in link requests', () => {
  it('answer before the mail is sent, so a known account answers as fast as an unknown one', async () => {
    for (const path of ['reset-password-request', 'passwordless-login-request']) {
      const before = mails.length;
      holding = true;
      // The mail server holds every message: an answer that waited for the mail would never come.
      const known = await request(path, testAdmin.email, '192.0.2.1');
      expect(known.statusCode).toBe(200);
      expect(mails).toHaveLength(before);
      holding = false;
      for (const accept of held.splice(0)) accept();
      await waitForMails({ mails }, before + 1);
      expect(mails.at(-1)!.to).toEqual([testAdmin.email]);
    }
  });

  it('limits the requests of one address', async () => {
    const address = '192.0.2.2';
    for (let i = 0; i < LINK_REQUESTS_PER_ADDRESS; i += 1)
      expect((await request('reset-password-request', `nobody${i}`, address)).statusCode).toBe(200);
    const refused = await request('reset-password-request', 'nobody', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many link requests from your network. Try again later.',
    });
    // Other addresses are not concerned.
    expect((await request('reset-password-request', 'nobody', '192.0.2.3')).statusCode).toBe(200);
  });

  it('mails one account a few links an hour, whatever the addresses asking, with the same answer', async () => {
    const target = 'colleague.target@example.ch';
    await app.db
      .insert(user)
      .values({ username: 'colleague.target', email: target, organization_id: 1 });
    const queuedBefore = await accountLinksQueued();
    const refusedBefore = limitRefusals();
    const asked = LINKS_PER_ACCOUNT_PER_HOUR + 3;
    const answers = new Set<string>();
    for (let i = 0; i < asked; i += 1) {
      const answer = await request('passwordless-login-request', target, `198.51.100.${i + 10}`);
      expect(answer.statusCode).toBe(200);
      answers.add(answer.body);
    }
    expect(answers.size).toBe(1);
    // Each request ends after its answer, with its mail queued or refused for the limit.
    const settled = Date.now() + 30_000;
    const queuedSince = async () => (await accountLinksQueued()) - queuedBefore;
    let queued = await queuedSince();
    while (queued + limitRefusals() - refusedBefore < asked && Date.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      queued = await queuedSince();
    }
    expect({ queued, refused: limitRefusals() - refusedBefore }).toEqual({
      queued: LINKS_PER_ACCOUNT_PER_HOUR,
      refused: asked - LINKS_PER_ACCOUNT_PER_HOUR,
    });
    const toTarget = () => mails.filter((mail) => mail.to.includes(target)).length;
    const deadline = Date.now() + 30_000;
    while (toTarget() < LINKS_PER_ACCOUNT_PER_HOUR && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toTarget()).toBe(LINKS_PER_ACCOUNT_PER_HOUR);
  });
});
