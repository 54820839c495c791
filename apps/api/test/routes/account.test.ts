import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginRequest, openPublicSignup, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /change-password', () => {
  it('refuses a wrong old password and an unchanged one', async () => {
    const token = await tokenFor(app, testAdmin.username, testAdmin.password);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: bearer(token),
      payload: { old_password: 'nope', new_password: 'Another-passw0rd' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'The old password is incorrect.' });
    const same = await app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: bearer(token),
      payload: { old_password: testAdmin.password, new_password: testAdmin.password },
    });
    expect(same.json()).toEqual({ detail: 'The new password is equal to the old password' });
    const short = await app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: bearer(token),
      payload: { old_password: testAdmin.password, new_password: 'short' },
    });
    expect(short.statusCode).toBe(422);
  });

  it('changes it, ends the old sessions and signs in with the new one only', async () => {
    const token = await tokenFor(app, testAdmin.username, testAdmin.password);
    const otherSession = await tokenFor(app, testAdmin.username, testAdmin.password);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: bearer(token),
      payload: { old_password: testAdmin.password, new_password: 'Brand-new-passw0rd' },
    });
    expect(changed.statusCode).toBe(200);
    const { access_token } = changed.json<{ access_token: string }>();
    expect(
      (await app.inject({ url: '/api/v1/user/util/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/v1/user/util/me', headers: bearer(otherSession) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/v1/user/util/me', headers: bearer(access_token) })).statusCode,
    ).toBe(200);
    expect((await loginRequest(app, testAdmin.username, testAdmin.password)).statusCode).toBe(401);
    expect((await loginRequest(app, testAdmin.username, 'Brand-new-passw0rd')).statusCode).toBe(
      200,
    );
  });
});

describe('POST /signup', () => {
  const signup = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/signup', payload });

  it('is refused while the organization does not allow it', async () => {
    const response = await signup({ email: 'visitor@example.com', password: 'Visitor-passw0rd' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Sign-up is not open for this organization.' });
  });

  it('creates a user with the user role and signs it in when allowed; a duplicate is a clear 400', async () => {
    await openPublicSignup(app);
    const response = await signup({ email: 'visitor@example.com', password: 'Visitor-passw0rd' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      access_token: string;
      user: { username: string; signed_up: boolean; all_roles: { string_id: string }[] };
    }>();
    expect(body.user.username).toBe('visitor@example.com');
    expect(body.user.signed_up).toBe(true);
    expect(body.user.all_roles.map((r) => r.string_id).sort()).toEqual([
      'public_role',
      'user_role',
    ]);
    expect(
      (await app.inject({ url: '/api/v1/user/util/me', headers: bearer(body.access_token) }))
        .statusCode,
    ).toBe(200);

    const duplicate = await signup({ email: 'VISITOR@example.com', password: 'Visitor-passw0rd' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({
      detail: 'An account with this email or username already exists.',
    });
  });

  it('refuses a bad email and a short password with 422', async () => {
    expect((await signup({ email: 'not-an-email', password: 'Visitor-passw0rd' })).statusCode).toBe(
      422,
    );
    expect((await signup({ email: 'x@example.com', password: 'short' })).statusCode).toBe(422);
    expect((await signup({ email: 'x@example.com', password: 123 })).statusCode).toBe(422);
  });
});
