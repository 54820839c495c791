import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACCOUNT_FAILURES } from '../../src/auth/login-throttle.ts';
import { oneTimeToken } from '../../src/db/schema/one-time-token.ts';
import { user } from '../../src/db/schema/user.ts';
import { addMember, loginRequest } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { mailText, sendMailTo, startMailCatcher } from '../helpers/mail-catcher.ts';

let app: FastifyInstance;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
/** Every line the API logs: no token may ever be among them. */
const logLines: string[] = [];

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await buildTestApp(
    { BACKOFFICE_URL: 'https://admin.cabinet.example', LOG_LEVEL: 'info' },
    { logLines },
  );
  await sendMailTo(app, catcher);
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const passwordOf = (name: string) => `${name}-Passw0rd`;
const emailOf = async (id: number) =>
  (await app.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]!.email;

const request = (token: string, new_email: string, current_password: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/me/email-change',
    headers: { authorization: `Bearer ${token}` },
    payload: { new_email, current_password, language },
  });
const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/email-change-confirmation', payload: { token } });

/** The mails caught for `address` so far, waiting up to 15 s for `count` of them. */
async function mailsTo(address: string, count = 1) {
  const deadline = Date.now() + 15_000;
  const caught = () => catcher.mails.filter((mail) => mail.to.includes(address));
  while (caught().length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return caught().map((mail) => mailText(mail.raw));
}

/** The token of the confirmation link in a mail: in the fragment, never the query. */
function tokenIn(text: string): string {
  const link = new URL(/https:\/\/\S+/.exec(text)![0]);
  expect(link.origin + link.pathname).toBe('https://admin.cabinet.example/confirm-email');
  expect(link.search).toBe('');
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  expect(token).toMatch(/^[\w-]{43}$/);
  return token!;
}

describe('changing one’s own email through a confirmation link', () => {
  it('mails the link to the new address and a notice to the old one; the email waits for the link', async () => {
    const member = await addMember(app, 1, 'mover', 'user_role');
    const asked = await request(member.token, 'Mover.New@example.ch', passwordOf('mover'));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      detail: 'A confirmation link has been sent to the new address.',
      pending_email: 'Mover.New@example.ch',
    });
    expect(await emailOf(member.id)).toBe('mover@example.ch');

    const [confirmation] = await mailsTo('Mover.New@example.ch');
    expect(confirmation).toContain('Subject: Confirm your new email address');
    expect(confirmation).toContain('valid for 24 hours, usable once');
    const token = tokenIn(confirmation!);
    const [notice] = await mailsTo('mover@example.ch');
    expect(notice).toContain('Subject: Change of your email address requested');
    expect(notice).toContain('Mover.New@example.ch');
    expect(notice).not.toContain(token);
    const [stored] = await app.db
      .select()
      .from(oneTimeToken)
      .where(eq(oneTimeToken.user_id, member.id));
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(stored!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      detail: 'Your email address has been changed.',
      email: 'Mover.New@example.ch',
    });
    expect(await emailOf(member.id)).toBe('Mover.New@example.ch');
    // Signing in with the new address works, with the old one no more.
    expect((await loginRequest(app, 'mover.new@example.ch', passwordOf('mover'))).statusCode).toBe(
      200,
    );
    expect((await loginRequest(app, 'mover@example.ch', passwordOf('mover'))).statusCode).toBe(401);

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'This link is invalid or has expired. Ask for a new one.',
    });
    // Nothing the API logged holds the token.
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('writes both mails in the language asked for', async () => {
    const member = await addMember(app, 1, 'umzug', 'user_role');
    expect(
      (await request(member.token, 'umzug.neu@example.ch', passwordOf('umzug'), 'de')).statusCode,
    ).toBe(200);
    const [confirmation] = await mailsTo('umzug.neu@example.ch');
    expect(confirmation).toContain('24 Stunden');
    expect(confirmation).toContain('Guten Tag');
    const [notice] = await mailsTo('umzug@example.ch');
    expect(notice).toContain('Guten Tag');
    expect(notice).toContain('umzug.neu@example.ch');
  });

  it('refuses a wrong current password (403), mails nothing, and counts it toward the lock', async () => {
    const member = await addMember(app, 1, 'guesser.mail', 'user_role');
    const mailsBefore = catcher.mails.length;
    const wrong = await request(member.token, 'guesser.other@example.ch', 'Not-my-passw0rd');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'Your current password is incorrect.' });
    for (let attempt = 1; attempt < MAX_ACCOUNT_FAILURES; attempt += 1)
      expect(
        (await request(member.token, 'guesser.other@example.ch', `guess-${attempt}`)).statusCode,
      ).toBe(403);
    // Locked like a sign-in: the right password is refused too.
    const right = await request(
      member.token,
      'guesser.other@example.ch',
      passwordOf('guesser.mail'),
    );
    expect(right.statusCode).toBe(429);
    const tokens = await app.db
      .select()
      .from(oneTimeToken)
      .where(eq(oneTimeToken.user_id, member.id));
    expect(tokens).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      catcher.mails.slice(mailsBefore).filter((m) => m.to.includes('guesser.other@example.ch')),
    ).toEqual([]);
    expect(await emailOf(member.id)).toBe('guesser.mail@example.ch');
  });

  it('refuses an address another account uses as email or username, whatever its case (400)', async () => {
    const member = await addMember(app, 1, 'wanting', 'user_role');
    const other = await addMember(app, 1, 'named.after.mail', 'user_role');
    await app.db
      .update(user)
      .set({ username: 'taken.name@example.org' })
      .where(eq(user.id, other.id));
    for (const address of [testAdmin.email.toUpperCase(), 'Taken.Name@example.org']) {
      const answer = await request(member.token, address, passwordOf('wanting'));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        detail: 'This email address is already used by another account.',
      });
    }
    expect(await emailOf(member.id)).toBe('wanting@example.ch');
  });

  it('refuses its own address (400) and a malformed one (422)', async () => {
    const member = await addMember(app, 1, 'sameness', 'user_role');
    const same = await request(member.token, 'SAMENESS@example.ch', passwordOf('sameness'));
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: 'This is already your email address.' });
    const malformed = await request(member.token, 'not-an-address', passwordOf('sameness'));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ detail: { loc: string[] }[] }>().detail[0]!.loc).toEqual([
      'body',
      'new_email',
    ]);
  });

  it('refuses a forged, expired or replaced link with the same 400, never a 500', async () => {
    const member = await addMember(app, 1, 'expiring', 'user_role');
    const forged = await confirm('x'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      detail: 'This link is invalid or has expired. Ask for a new one.',
    });
    expect((await confirm('short')).statusCode).toBe(422);

    await request(member.token, 'expiring.first@example.ch', passwordOf('expiring'));
    const first = tokenIn((await mailsTo('expiring.first@example.ch'))[0]!);
    await request(member.token, 'expiring.second@example.ch', passwordOf('expiring'));
    const second = tokenIn((await mailsTo('expiring.second@example.ch'))[0]!);
    // A new request replaces the earlier one.
    expect((await confirm(first)).statusCode).toBe(400);
    await app.db
      .update(oneTimeToken)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeToken.user_id, member.id));
    const expired = await confirm(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      detail: 'This link is invalid or has expired. Ask for a new one.',
    });
    expect(await emailOf(member.id)).toBe('expiring@example.ch');
  });

  it('refuses the link when the address was taken meanwhile, and keeps the old email', async () => {
    const member = await addMember(app, 1, 'slowpoke', 'user_role');
    await request(member.token, 'contested@example.ch', passwordOf('slowpoke'));
    const token = tokenIn((await mailsTo('contested@example.ch'))[0]!);
    const rival = await addMember(app, 1, 'rival', 'user_role');
    await app.db.update(user).set({ email: 'Contested@example.ch' }).where(eq(user.id, rival.id));
    const answer = await confirm(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      detail: 'This email address is already used by another account.',
    });
    expect(await emailOf(member.id)).toBe('slowpoke@example.ch');
  });

  it('asks for a signed-in user (401 without a token)', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/user/me/email-change',
      payload: { new_email: 'anyone@example.ch', current_password: 'x' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
