import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/user.ts';
import { LINK_REQUESTS_PER_ADDRESS } from '../../src/resources/account/account-link-requests.ts';
import { LINKS_PER_ACCOUNT_PER_HOUR } from '../../src/auth/account-links.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { sendMailTo, waitForMails, type CaughtMail } from '../helpers/mail-catcher.ts';

/** How long the test's mail server takes to accept a message: a slow provider. */
const MAIL_DELAY_MS = 2_000;

let app: FastifyInstance;
const mails: CaughtMail[] = [];
let server: SMTPServer;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () =>
        setTimeout(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        }, MAIL_DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app = await buildTestApp();
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

describe('reset and sign-in link requests', () => {
  it('answer before the mail is sent, so a known account answers as fast as an unknown one', async () => {
    for (const path of ['reset-password-request', 'passwordless-login-request']) {
      const before = mails.length;
      const started = Date.now();
      const known = await request(path, testAdmin.email, '192.0.2.1');
      const elapsed = Date.now() - started;
      expect(known.statusCode).toBe(200);
      // The mail server alone takes MAIL_DELAY_MS: an answer sooner was not waiting for it.
      expect(elapsed).toBeLessThan(MAIL_DELAY_MS);
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
    const answers = new Set<string>();
    for (let i = 0; i < LINKS_PER_ACCOUNT_PER_HOUR + 3; i += 1) {
      const answer = await request('passwordless-login-request', target, `198.51.100.${i + 10}`);
      expect(answer.statusCode).toBe(200);
      answers.add(answer.body);
    }
    expect(answers.size).toBe(1);
    const toTarget = () => mails.filter((mail) => mail.to.includes(target)).length;
    const deadline = Date.now() + (LINKS_PER_ACCOUNT_PER_HOUR + 3) * MAIL_DELAY_MS + 5_000;
    while (toTarget() < LINKS_PER_ACCOUNT_PER_HOUR && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Give any mail beyond the limit the time to arrive, were it sent.
    await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS + 500));
    expect(toTarget()).toBe(LINKS_PER_ACCOUNT_PER_HOUR);
  });
});
