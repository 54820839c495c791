import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { user } from '../../src/db/schema/user.ts';
import { MAX_ACCOUNT_FAILURES } from '../../src/auth/login-throttle.ts';
import { totpCode } from '../../src/lib/totp.ts';
import { addMember, bearer, loginRequest, secretOf } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/**
 * Every check of the current password goes through the sign-in lock: a stolen session cannot guess
 * it at the hash's speed, and each wrong guess counts toward the account's lockout. Turning 2FA on
 * or off asks for it, as changing the email does.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const passwordOf = (name: string) => `${name}-Passw0rd`;
const twoFactor = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/v1/user/me/2fa-config', headers: bearer(token), payload });
const isUsing2fa = async (id: number) =>
  (await app.db.select().from(user).where(eq(user.id, id)))[0]!.is_use_2fa;

/** A member who has started a 2FA setup: their token and the setup's secret. */
async function memberWithSetupStarted(name: string) {
  const member = await addMember(app, 1, name, 'user_role');
  const started = await twoFactor(member.token, { is_use_2fa: true, confirmed: false });
  return { ...member, secret: secretOf(started.json<{ totp_uri: string }>().totp_uri) };
}

/** A member who has turned 2FA on: the setup's secret, and the token the change answered. */
async function memberWith2faOn(name: string) {
  const member = await memberWithSetupStarted(name);
  const on = await twoFactor(member.token, {
    is_use_2fa: true,
    confirmed: true,
    crosscheck_otp: totpCode(member.secret),
    current_password: passwordOf(name),
  });
  return { member, token: on.json<{ access_token: string }>().access_token };
}

describe('current-password checks go through the sign-in throttle', () => {
  it('on a password change: wrong guesses lock the account, for the right password too', async () => {
    const member = await addMember(app, 1, 'guessed', 'user_role');
    const change = (old_password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/change-password',
        headers: bearer(member.token),
        payload: { old_password, new_password: 'Chosen-new-passw0rd' },
      });
    for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1) {
      const wrong = await change(`Wrong-guess-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: 'The old password is incorrect.' });
    }
    const right = await change(passwordOf('guessed'));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      detail: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect((await loginRequest(app, 'guessed', passwordOf('guessed'))).statusCode).toBe(429);
  });
});

describe('turning 2FA on or off asks for the current password', () => {
  it('to turn it on: refused without it and with a wrong one, accepted with the right one', async () => {
    const member = await memberWithSetupStarted('switch.on');
    const confirm = (extra: object) =>
      twoFactor(member.token, {
        is_use_2fa: true,
        confirmed: true,
        crosscheck_otp: totpCode(member.secret),
        ...extra,
      });
    const missing = await confirm({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: 'Enter your current password to turn two-factor authentication on or off.',
    });
    const wrong = await confirm({ current_password: 'Not-my-passw0rd' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'Your current password is incorrect.' });
    expect(await isUsing2fa(member.id)).toBe(false);
    const right = await confirm({ current_password: passwordOf('switch.on') });
    expect(right.statusCode).toBe(200);
    expect(await isUsing2fa(member.id)).toBe(true);
  });

  it('to turn it off: refused with a wrong password even with the right code', async () => {
    const { member, token } = await memberWith2faOn('switch.back');
    const turnOff = (current_password: string) =>
      twoFactor(token, {
        is_use_2fa: false,
        confirmed: true,
        crosscheck_otp: totpCode(member.secret, Date.now() + 30_000),
        current_password,
      });
    expect((await turnOff('Not-my-passw0rd')).statusCode).toBe(403);
    expect(await isUsing2fa(member.id)).toBe(true);
    expect((await turnOff(passwordOf('switch.back'))).statusCode).toBe(200);
    expect(await isUsing2fa(member.id)).toBe(false);
  });

  it('and where the organization requires 2FA, it cannot be turned off at all', async () => {
    const { member, token } = await memberWith2faOn('switch.kept');
    await app.db
      .update(organization)
      .set({ require_2fa_all_users: true })
      .where(eq(organization.id, 1));
    try {
      const off = await twoFactor(token, {
        is_use_2fa: false,
        confirmed: true,
        crosscheck_otp: totpCode(member.secret, Date.now() + 30_000),
        current_password: passwordOf('switch.kept'),
      });
      expect(off.statusCode).toBe(400);
      expect(off.json()).toEqual({
        detail: 'Your organization requires two-factor authentication: it cannot be turned off.',
      });
      expect(await isUsing2fa(member.id)).toBe(true);
    } finally {
      await app.db
        .update(organization)
        .set({ require_2fa_all_users: false })
        .where(eq(organization.id, 1));
    }
  });
});
