import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRequest } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (username: string, password: string, otp?: string) =>
  loginRequest(app, username, password, otp);

describe('POST /token', () => {
  it('signs in and answers the token and the user with implied roles and permissions', async () => {
    const response = await login(testAdmin.username, testAdmin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      access_token: string;
      is_require_user_config_2fa: boolean;
      user: Record<string, unknown>;
    }>();
    expect(body.is_require_user_config_2fa).toBe(false);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      username: 'admin',
      organization: { id: 1, name: 'Cabinet Lac & Parole' },
    });
    const roles = (body.user.all_roles as { string_id: string }[]).map((r) => r.string_id).sort();
    expect(roles).toEqual(['admin_role', 'public_role', 'super_admin_role', 'user_role']);
    expect(body.user.permissions).toContain('*:*:*');
    expect(JSON.stringify(body)).not.toMatch(/password_hash|argon2|totp_secret/);

    const me = await app.inject({
      url: '/api/v1/user/util/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'admin', email: testAdmin.email });
  });

  it('accepts the email in place of the username, in any case', async () => {
    const response = await login('ADMIN@example.com', testAdmin.password);
    expect(response.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await login('nobody-here', 'whatever-password');
    const wrong = await login(testAdmin.username, 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: 'Incorrect username or password' });
    expect(wrong.body).toBe(unknown.body);
  });

  it('does the work of a wrong password for an unknown user, since a hash is checked either way', async () => {
    // The work is read as this process's CPU time, not the clock: Argon2's memory-hard hash is
    // most of an answer's work, and other processes on the machine cannot stretch a CPU figure.
    const cpuMicroseconds = async (username: string) => {
      const start = process.cpuUsage();
      await login(username, 'not-the-password');
      const { user, system } = process.cpuUsage(start);
      return user + system;
    };
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      unknown.push(await cpuMicroseconds(`nobody-${round}`));
      wrong.push(await cpuMicroseconds(testAdmin.username));
    }
    // Without the dummy hash an unknown name costs a fraction of the work (no Argon2 at all).
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('refuses missing fields with a 422 naming them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'password'] })],
    });
  });

  it('refuses oversized values', async () => {
    const response = await login('a'.repeat(300), 'x');
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /user/util/me', () => {
  it('is 401 without a token, with a bad token, and with a forged one', async () => {
    expect((await app.inject({ url: '/api/v1/user/util/me' })).statusCode).toBe(401);
    const bad = await app.inject({
      url: '/api/v1/user/util/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Could not validate credentials' });
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwidmVyIjowLCJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJlLWZyb20tYW5vdGhlci1rZXk';
    const forgedResponse = await app.inject({
      url: '/api/v1/user/util/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(forgedResponse.statusCode).toBe(401);
  });
});
