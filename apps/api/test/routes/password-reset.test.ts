import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeToken } from '../../src/db/schema/one-time-token.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { user } from '../../src/db/schema/user.ts';
import { createOneTimeToken } from '../../src/auth/one-time-token.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { totpCode } from '../../src/lib/totp.ts';
import { addMember, bearer, loginRequest, openPublicSignup, secretOf } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { mailText, sendMailTo, startMailCatcher, waitForMails } from '../helpers/mail-catcher.ts';

let app: FastifyInstance;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await buildTestApp({ BACKOFFICE_URL: 'https://admin.cabinet.example' });
  await sendMailTo(app, catcher, { mail_from_name: 'Cabinet', mail_ssl_tls: false });
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

async function linkIn(index: number): Promise<URL> {
  await waitForMails(catcher, index + 1);
  const text = mailText(catcher.mails[index]!.raw);
  const match = /https?:\/\/\S+/.exec(text);
  return new URL(match![0]);
}

describe('password reset by email', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const unknown = await post('/reset-password-request', { mixin_id: 'nobody@example.com' });
    const known = await post(
      '/reset-password-request',
      { mixin_id: testAdmin.email, language: 'en' },
      { host: 'evil.example' },
    );
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await waitForMails(catcher, 1);
    expect(catcher.mails).toHaveLength(1);
    expect(catcher.mails[0]!.to).toEqual([testAdmin.email]);
    expect(mailText(catcher.mails[0]!.raw)).toContain('Reset your password');
  });

  it('builds the link from the configured back-office URL, never the Host header, with a 256-bit token', async () => {
    const link = await linkIn(0);
    expect(link.origin).toBe('https://admin.cabinet.example');
    expect(link.pathname).toBe('/set-password');
    expect(link.searchParams.get('t')).toMatch(/^[\w-]{43}$/);
    const [stored] = await app.db.select().from(oneTimeToken);
    expect(stored!.token_hash).not.toContain(link.searchParams.get('t'));
    expect(stored!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('sets the new password from the link once; the old password and the link stop working', async () => {
    const token = (await linkIn(0)).searchParams.get('t')!;
    const check = await post('/check-2fa-config', { token });
    expect(check.json()).toEqual({
      is_organiztion_require_2fa: false,
      is_already_config_2fa: false,
      totp_uri: null,
    });
    const reset = await post('/reset-password', { token, new_password: 'Reset-passw0rd!' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ recovery_codes: [] });
    expect((await loginRequest(app, testAdmin.username, testAdmin.password)).statusCode).toBe(401);
    expect((await loginRequest(app, testAdmin.username, 'Reset-passw0rd!')).statusCode).toBe(200);
    const again = await post('/reset-password', { token, new_password: 'Another-passw0rd!' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'This link is invalid or has expired. Ask for a new one.',
    });
  });

  it('refuses an expired link', async () => {
    await post('/reset-password-request', { mixin_id: testAdmin.username });
    const token = (await linkIn(1)).searchParams.get('t')!;
    await app.db.update(oneTimeToken).set({ expires_at: new Date(Date.now() - 1000) });
    const response = await post('/reset-password-confirmation', {
      token,
      newPassword: 'Expired-passw0rd',
    });
    expect(response.statusCode).toBe(400);
  });

  it('works through /reset-password-confirmation as well', async () => {
    await post('/reset-password-request', { mixin_id: testAdmin.username });
    const token = (await linkIn(2)).searchParams.get('t')!;
    const response = await post('/reset-password-confirmation', {
      token,
      newPassword: 'Confirmed-passw0rd',
    });
    expect(response.json()).toEqual({ detail: 'Password reset successful! Please login' });
    expect((await loginRequest(app, testAdmin.username, 'Confirmed-passw0rd')).statusCode).toBe(
      200,
    );
  });

  it('sets up 2FA during the reset when the organization requires it, and returns recovery codes', async () => {
    await app.db
      .update(organization)
      .set({ require_2fa_all_users: true })
      .where(eq(organization.id, 1));
    const blocked = await loginRequest(app, testAdmin.username, 'Confirmed-passw0rd');
    expect(blocked.json()).toMatchObject({ is_require_user_config_2fa: true, access_token: null });

    await post('/reset-password-request', { mixin_id: testAdmin.email });
    const token = (await linkIn(3)).searchParams.get('t')!;
    const check = await post('/check-2fa-config', { token });
    const { totp_uri } = check.json<{ totp_uri: string }>();
    expect(check.json()).toMatchObject({
      is_organiztion_require_2fa: true,
      is_already_config_2fa: false,
    });
    const secret = secretOf(totp_uri);
    const noCode = await post('/reset-password', { token, new_password: 'Twofactor-passw0rd' });
    expect(noCode.json()).toEqual({ detail: 'Please enter the one-time code' });
    const done = await post('/reset-password', {
      token,
      new_password: 'Twofactor-passw0rd',
      confirmed_2fa: totpCode(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ recovery_codes: string[] }>().recovery_codes).toHaveLength(10);
    const signedIn = await loginRequest(
      app,
      testAdmin.username,
      'Twofactor-passw0rd',
      totpCode(secret, Date.now() + 30_000),
    );
    expect(signedIn.statusCode).toBe(200);
    await app.db
      .update(organization)
      .set({ require_2fa_all_users: false })
      .where(eq(organization.id, 1));
  });
});

describe('a deactivated account', () => {
  it('cannot redeem a reset link mailed before it was turned off', async () => {
    const member = await addMember(app, 1, 'turned.off', 'user_role');
    const link = await createOneTimeToken(app.db, member.id, 'reset');
    await app.db.update(user).set({ active: false }).where(eq(user.id, member.id));
    for (const [url, payload] of [
      ['/reset-password-confirmation', { token: link, newPassword: 'Taken-over-passw0rd' }],
      ['/reset-password', { token: link, new_password: 'Taken-over-passw0rd' }],
      ['/check-2fa-config', { token: link }],
    ] as const) {
      const refused = await post(url, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        detail: 'This link is invalid or has expired. Ask for a new one.',
      });
    }
    const [row] = await app.db.select().from(user).where(eq(user.id, member.id));
    expect(await verifyPassword(row!.password_hash!, 'turned.off-Passw0rd')).toBe(true);
  });
});

describe('passwordless sign-in', () => {
  it('answers the same for a real and an unknown account, and a 2FA user still needs the code', async () => {
    await app.db.delete(oneTimeToken);
    const before = catcher.mails.length;
    const unknown = await post('/passwordless-login-request', { mixin_id: 'ghost' });
    const known = await post('/passwordless-login-request', { mixin_id: testAdmin.username });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await waitForMails(catcher, before + 1);
    expect(catcher.mails).toHaveLength(before + 1);
    const token = (await linkIn(before)).searchParams.get('token')!;
    const withoutCode = await app.inject({ url: `/api/v1/passwordless-login?token=${token}` });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({ detail: 'Incorrect OTP' });
    const [stored] = await app.db.select().from(oneTimeToken);
    expect(stored!.used_at).toBeNull();
    expect(stored!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('refuses a malformed token with 422 and an unknown one with 400', async () => {
    expect((await app.inject({ url: '/api/v1/passwordless-login?token=short' })).statusCode).toBe(
      422,
    );
    expect(
      (await app.inject({ url: `/api/v1/passwordless-login?token=${'x'.repeat(43)}` })).statusCode,
    ).toBe(400);
  });

  it('signs a user without 2FA in, once', async () => {
    // A second account without 2FA, created through signup.
    await openPublicSignup(app);
    await post('/signup', { email: 'staff@example.com', password: 'Staff-passw0rd' });
    const before = catcher.mails.length;
    await post('/passwordless-login-request', { mixin_id: 'staff@example.com' });
    await waitForMails(catcher, before + 1);
    expect(catcher.mails).toHaveLength(before + 1);
    const link = await linkIn(before);
    expect(link.pathname).toBe('/passwordless-login');
    const token = link.searchParams.get('token')!;
    const first = await app.inject({ url: `/api/v1/passwordless-login?token=${token}` });
    expect(first.statusCode).toBe(200);
    const { access_token } = first.json<{ access_token: string }>();
    expect(
      (await app.inject({ url: '/api/v1/user/util/me', headers: bearer(access_token) })).json(),
    ).toMatchObject({ email: 'staff@example.com' });
    expect(
      (await app.inject({ url: `/api/v1/passwordless-login?token=${token}` })).statusCode,
    ).toBe(400);
  });
});
