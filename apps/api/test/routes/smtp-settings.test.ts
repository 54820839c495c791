import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

/**
 * The sealed SMTP password goes only to the server and account it was given for, and the test mail
 * tells the outcome in a few words: the remote server's own reply never reaches the browser.
 */
interface Recorder {
  host: string;
  port: number;
  /** The passwords this server was handed. */
  passwords: string[];
  close: () => Promise<void>;
}

/** An SMTP server on a loopback address that records every sign-in it is offered. */
async function startRecorder(host: string, options: Partial<SMTPServerOptions> = {}) {
  const passwords: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      passwords.push(auth.password ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host,
    port,
    passwords,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies Recorder;
}

let app: FastifyInstance;
let adminToken: string;
const servers: Recorder[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
});
afterAll(async () => {
  await app.close();
  for (const server of servers) await server.close();
});

async function recorder(host: string, options: Partial<SMTPServerOptions> = {}) {
  const started = await startRecorder(host, options);
  servers.push(started);
  return started;
}

const put = (payload: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/organization/1',
    payload,
    headers: bearer(adminToken),
  });

const testMail = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/organization/1/test-email',
      payload: { to: 'me@example.com' },
      headers: bearer(adminToken),
    })
  ).json<{ sent: boolean; detail: string }>();

const storedPassword = async () =>
  (
    await app.db
      .select({ sealed: organization.mail_password_sealed })
      .from(organization)
      .where(eq(organization.id, 1))
  )[0]!.sealed;

const smtp = (server: Recorder) => ({
  mail_server: server.host,
  mail_port: server.port,
  mail_from: 'noreply@cabinet.example',
  mail_starttls: false,
  mail_ssl_tls: false,
});

describe('the stored SMTP password', () => {
  it('is forgotten when the server changes without a new password, and never sent there', async () => {
    const office = await recorder('127.0.0.1');
    const elsewhere = await recorder('127.0.0.2');
    await put({ ...smtp(office), mail_username: 'office', mail_password: 'Smtp-s3cret' });
    expect(await testMail()).toEqual({ sent: true, detail: 'The test message was sent.' });
    expect(office.passwords).toEqual(['Smtp-s3cret']);

    const moved = await put({ mail_server: elsewhere.host, mail_port: elsewhere.port });
    expect(moved.json()).toMatchObject({ mail_password_set: false });
    expect(await storedPassword()).toBeNull();
    await testMail();
    expect(elsewhere.passwords).not.toContain('Smtp-s3cret');
  });

  it('is forgotten when the user name changes, and kept when the same values are sent back', async () => {
    const office = await recorder('127.0.0.1');
    await put({ ...smtp(office), mail_username: 'office', mail_password: 'Smtp-s3cret' });
    // A form sends every field back unchanged: that is not a change of server or account.
    const unchanged = await put({ ...smtp(office), mail_username: 'office', name: 'Cabinet' });
    expect(unchanged.json()).toMatchObject({ mail_password_set: true });

    const renamed = await put({ mail_username: 'someone-else' });
    expect(renamed.json()).toMatchObject({ mail_password_set: false });
    expect(await storedPassword()).toBeNull();
  });

  it('is forgotten when only the TLS or certificate settings change: it could travel in clear', async () => {
    const office = await recorder('127.0.0.1');
    for (const change of [
      { mail_starttls: true },
      { mail_ssl_tls: true },
      { mail_validate_certs: false },
    ]) {
      await put({ ...smtp(office), mail_username: 'office', mail_password: 'Smtp-s3cret' });
      const changed = await put(change);
      expect(changed.json()).toMatchObject({ mail_password_set: false });
      expect(await storedPassword()).toBeNull();
    }
  });

  it('takes the new password given in the same request as the new server', async () => {
    const office = await recorder('127.0.0.1');
    const next = await recorder('127.0.0.2');
    await put({ ...smtp(office), mail_username: 'office', mail_password: 'Smtp-s3cret' });
    const moved = await put({ ...smtp(next), mail_password: 'Next-s3cret' });
    expect(moved.json()).toMatchObject({ mail_password_set: true });
    expect(await testMail()).toMatchObject({ sent: true });
    expect(next.passwords).toEqual(['Next-s3cret']);
  });
});

describe('the test mail', () => {
  const hidden = 'relay-7.internal.example refuses';

  it.each([
    [
      'authentication refused',
      { onAuth: (_a, _s, callback) => callback(new Error(`535 ${hidden}`)) },
      'The mail server refused the user name or password.',
    ],
    [
      'the recipient refused',
      { onRcptTo: (_a, _s, callback) => callback(new Error(`550 ${hidden}`)) },
      'The mail server refused the sender or recipient address.',
    ],
    [
      'the message refused',
      {
        onData: (stream, _s, callback) => {
          stream.resume();
          stream.on('end', () => callback(new Error(`554 ${hidden}`)));
        },
      },
      'The mail server refused the message.',
    ],
  ] satisfies [string, Partial<SMTPServerOptions>, string][])(
    'answers "%s" in a few words, without the server’s reply',
    async (_case, options, detail) => {
      const server = await recorder('127.0.0.1', options);
      await put({ ...smtp(server), mail_username: 'office', mail_password: 'Smtp-s3cret' });
      const answer = await testMail();
      expect(answer).toEqual({ sent: false, detail });
    },
  );

  it('answers a server that cannot be reached, and a sent message, in a few words', async () => {
    const gone = await startRecorder('127.0.0.1');
    await gone.close();
    await put({ ...smtp(gone), mail_username: null, mail_password: null });
    expect(await testMail()).toEqual({
      sent: false,
      detail: 'Could not connect to the mail server.',
    });
    const server = await recorder('127.0.0.1', { banner: hidden });
    await put(smtp(server));
    expect(await testMail()).toEqual({ sent: true, detail: 'The test message was sent.' });
  });
});
