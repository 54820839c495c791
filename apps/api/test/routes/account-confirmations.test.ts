import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { newTotpSecret } from '../../src/lib/totp.ts';
import { MAX_ACCOUNT_FAILURES } from '../../src/auth/login-throttle.ts';
import { createOneTimeToken } from '../../src/auth/one-time-token.ts';
import { apiCall, bearer, loginRequest, tokenFor } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { freshTotpCode } from '../helpers/fresh-totp.ts';

let app: FastifyInstance;
const password = 'Staff-member-passw0rd';

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A staff member with the plain user role, and 2FA on when `withTwoFactor`. */
async function staffMember(name: string, withTwoFactor: boolean) {
  const secret = newTotpSecret();
  const [row] = await app.db
    .insert(user)
    .values({
      username: name,
      email: `${name}@example.ch`,
      password_hash: await hashPassword(password),
      organization_id: 1,
      signed_up: true,
      is_use_2fa: withTwoFactor,
      totp_secret_sealed: withTwoFactor ? app.secretBox.seal(secret) : null,
    })
    .returning({ id: user.id });
  await app.db
    .insert(userRole)
    .values({ user_id: row!.id, role_id: await roleIdByStringId(app.db, 'user_role') });
  return { id: row!.id, secret };
}

const passwordless = (token: string, otp: string) =>
  app.inject({
    url: `/api/v1/passwordless-login?token=${encodeURIComponent(token)}&otp=${otp}`,
  });

describe('a wrong second factor counts against the account', () => {
  it('on a sign-in link: past the limit even the right code is refused, and so is the password', async () => {
    const member = await staffMember('link.holder', true);
    const link = await createOneTimeToken(app.db, member.id, 'passwordless');
    for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1)
      expect((await passwordless(link, '000000')).statusCode).toBe(401);
    const right = await passwordless(link, await freshTotpCode(app, member.id, member.secret));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      detail: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    const signIn = await loginRequest(
      app,
      'link.holder',
      password,
      await freshTotpCode(app, member.id, member.secret),
    );
    expect(signIn.statusCode).toBe(429);
  });

  it('when turning 2FA off: past the limit even the right code is refused', async () => {
    const member = await staffMember('switch.off', true);
    const token = await tokenFor(
      app,
      'switch.off',
      password,
      await freshTotpCode(app, member.id, member.secret),
    );
    const turnOff = (code: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/user/me/2fa-config',
        headers: bearer(token),
        payload: {
          is_use_2fa: false,
          confirmed: true,
          crosscheck_otp: code,
          current_password: password,
        },
      });
    for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1)
      expect((await turnOff('000000')).json()).toEqual({ detail: 'Incorrect OTP' });
    const right = await turnOff(await freshTotpCode(app, member.id, member.secret));
    expect(right.statusCode).toBe(429);
    const [row] = await app.db.select().from(user).where(eq(user.id, member.id));
    expect(row!.is_use_2fa).toBe(true);
  });

  it('at the sign-in’s 2FA step: past the limit the right password and code are refused', async () => {
    const member = await staffMember('code.typer', true);
    for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1)
      expect((await loginRequest(app, 'code.typer', password, '000000')).statusCode).toBe(401);
    const right = await loginRequest(
      app,
      'code.typer',
      password,
      await freshTotpCode(app, member.id, member.secret),
    );
    expect(right.statusCode).toBe(429);
  });
});

describe('changing one’s own username asks for the current password', () => {
  it('refuses without it and with a wrong one, and accepts the right one', async () => {
    const member = await staffMember('renamer', false);
    const token = await tokenFor(app, 'renamer', password);
    const change = (extra: object) =>
      apiCall(app, token, 'PUT', `/user/${member.id}`, {
        username: 'renamer.new',
        ...extra,
      });

    const missing = await change({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: 'Enter your current password to change your username.',
    });
    const wrong = await change({ current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'Your current password is incorrect.' });
    // One's own email changes only through a link mailed to the new address, password or not.
    const moved = await apiCall(app, token, 'PUT', `/user/${member.id}`, {
      email: 'renamer.new@example.ch',
      current_password: password,
    });
    expect(moved.statusCode).toBe(400);
    let [row] = await app.db.select().from(user).where(eq(user.id, member.id));
    expect([row!.username, row!.email]).toEqual(['renamer', 'renamer@example.ch']);

    // Other fields of one's profile need no password.
    expect(
      (await apiCall(app, token, 'PUT', `/user/${member.id}`, { phone: '+41 1' })).statusCode,
    ).toBe(200);
    const done = await change({ current_password: password });
    expect(done.statusCode).toBe(200);
    [row] = await app.db.select().from(user).where(eq(user.id, member.id));
    expect([row!.username, row!.email]).toEqual(['renamer.new', 'renamer@example.ch']);
  });

  it('counts wrong current passwords against the account', async () => {
    const member = await staffMember('guesser', false);
    const token = await tokenFor(app, 'guesser', password);
    for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1) {
      const wrong = await apiCall(app, token, 'PUT', `/user/${member.id}`, {
        username: 'elsewhere',
        current_password: `guess-${attempt}`,
      });
      expect(wrong.statusCode).toBe(403);
    }
    const right = await apiCall(app, token, 'PUT', `/user/${member.id}`, {
      username: 'elsewhere',
      current_password: password,
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('a new password ends every other outstanding link of the account', () => {
  const confirm = (token: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/reset-password-confirmation',
      payload: { token, newPassword },
    });

  it('after a password change, earlier reset and sign-in links no longer work', async () => {
    const member = await staffMember('changer', false);
    const reset = await createOneTimeToken(app.db, member.id, 'reset');
    const signInLink = await createOneTimeToken(app.db, member.id, 'passwordless');
    const token = await tokenFor(app, 'changer', password);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: bearer(token),
      payload: { old_password: password, new_password: 'Changed-passw0rd-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(reset, 'Attacker-passw0rd-1')).statusCode).toBe(400);
    expect((await passwordless(signInLink, '')).statusCode).toBe(400);
    expect((await loginRequest(app, 'changer', 'Changed-passw0rd-1')).statusCode).toBe(200);
  });

  it('after a reset, the other reset and sign-in links no longer work', async () => {
    const member = await staffMember('resetter', false);
    const first = await createOneTimeToken(app.db, member.id, 'reset');
    const second = await createOneTimeToken(app.db, member.id, 'reset');
    const signInLink = await createOneTimeToken(app.db, member.id, 'passwordless');
    expect((await confirm(second, 'Second-passw0rd-1')).statusCode).toBe(200);
    expect((await confirm(first, 'First-passw0rd-1')).statusCode).toBe(400);
    expect((await passwordless(signInLink, '')).statusCode).toBe(400);
    expect((await loginRequest(app, 'resetter', 'Second-passw0rd-1')).statusCode).toBe(200);
  });
});
