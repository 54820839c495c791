import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCode } from '../../src/db/schema/recovery-code.ts';
import { user } from '../../src/db/schema/user.ts';
import { totpCode } from '../../src/lib/totp.ts';
import { bearer, loginRequest, secretOf, tokenFor } from '../helpers/auth.ts';
import { freshTotpCode } from '../helpers/fresh-totp.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A change of the 2FA setting, with the current password it asks for (current-password tests elsewhere). */
const put = (token: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/user/me/2fa-config',
    headers: bearer(token),
    payload: { current_password: testAdmin.password, ...payload },
  });

describe('two-factor authentication', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  let token = '';

  it('starts with a QR code URI naming the organization and the user', async () => {
    token = await tokenFor(app, testAdmin.username, testAdmin.password);
    const started = await put(token, { is_use_2fa: true, confirmed: false });
    expect(started.statusCode).toBe(200);
    const { totp_uri, is_use_2fa } = started.json<{ totp_uri: string; is_use_2fa: boolean }>();
    expect(is_use_2fa).toBe(false);
    expect(totp_uri).toMatch(/^otpauth:\/\/totp\/Cabinet%20Lac%20%26%20Parole:admin\?/);
    secret = secretOf(totp_uri);
    const shown = await app.inject({ url: '/api/v1/user/me/2fa-config', headers: bearer(token) });
    expect(shown.json()).toMatchObject({ is_use_2fa: false, totp_uri });
  });

  it('refuses a wrong code, then confirms with a right one and returns ten recovery codes once', async () => {
    const wrong = await put(token, { is_use_2fa: true, confirmed: true, crosscheck_otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Incorrect OTP' });

    const confirmed = await put(token, {
      is_use_2fa: true,
      confirmed: true,
      crosscheck_otp: totpCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json<{
      is_use_2fa: boolean;
      recovery_codes: string[];
      access_token: string;
    }>();
    expect(body.is_use_2fa).toBe(true);
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    recoveryCodes = body.recovery_codes;

    // The change ends earlier sessions; the answer carries the new one.
    expect(
      (await app.inject({ url: '/api/v1/user/util/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
    token = body.access_token;
    const me = await app.inject({ url: '/api/v1/user/util/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ is_use_2fa: true });
    const again = await app.inject({ url: '/api/v1/user/me/2fa-config', headers: bearer(token) });
    expect(again.json()).toMatchObject({ is_use_2fa: true, totp_uri: null, recovery_codes: [] });
  });

  it('asks for the code after a right password, and accepts each code once', async () => {
    const noCode = await loginRequest(app, testAdmin.username, testAdmin.password);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ detail: 'Incorrect OTP' });

    const wrongPasswordGoodCode = await loginRequest(
      app,
      testAdmin.username,
      'wrong-one',
      totpCode(secret, Date.now() + 30_000),
    );
    expect(wrongPasswordGoodCode.json()).toEqual({ detail: 'Incorrect username or password' });

    const next = totpCode(secret, Date.now() + 30_000);
    expect((await loginRequest(app, testAdmin.username, testAdmin.password, next)).statusCode).toBe(
      200,
    );
    const replay = await loginRequest(app, testAdmin.username, testAdmin.password, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Incorrect OTP' });
  });

  it('issues recovery codes of 16 base32 letters (80 bits), stored only as an HMAC under the app secret', async () => {
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const stored = await app.db.select().from(recoveryCode);
    expect(stored).toHaveLength(10);
    const plainHashes = recoveryCodes.map((code) =>
      createHash('sha256').update(code.replace(/-/g, '')).digest('hex'),
    );
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^hmac:[0-9a-f]{64}$/);
      expect(plainHashes).not.toContain(row.code_hash.slice('hmac:'.length));
      expect(recoveryCodes.some((code) => row.code_hash.includes(code.replace(/-/g, '')))).toBe(
        false,
      );
    }
  });

  it('still accepts, once, a recovery code issued before in the older format', async () => {
    const [admin] = await app.db.select().from(user).where(eq(user.username, testAdmin.username));
    await app.db.insert(recoveryCode).values({
      user_id: admin!.id,
      code_hash: createHash('sha256').update('abcd2345efgh').digest('hex'),
    });
    expect(
      (await loginRequest(app, testAdmin.username, testAdmin.password, 'abcd-2345-efgh'))
        .statusCode,
    ).toBe(200);
    expect(
      (await loginRequest(app, testAdmin.username, testAdmin.password, 'abcd-2345-efgh'))
        .statusCode,
    ).toBe(401);
  });

  it('accepts a recovery code once', async () => {
    const code = recoveryCodes[3]!;
    expect((await loginRequest(app, testAdmin.username, testAdmin.password, code)).statusCode).toBe(
      200,
    );
    expect((await loginRequest(app, testAdmin.username, testAdmin.password, code)).statusCode).toBe(
      401,
    );
  });

  it('needs a valid code to turn 2FA off', async () => {
    const noCode = await put(token, { is_use_2fa: false, confirmed: true });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ detail: 'Please enter the one-time code' });
    const [admin] = await app.db.select().from(user).where(eq(user.username, testAdmin.username));
    const off = await put(token, {
      is_use_2fa: false,
      confirmed: true,
      crosscheck_otp: await freshTotpCode(app, admin!.id, secret),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_use_2fa: false, recovery_codes: [] });
    expect((await loginRequest(app, testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });
});
