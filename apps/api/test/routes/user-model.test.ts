import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let staffId = 0;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
  staffId = (await app.inject({ url: '/api/v1/user/util/me', headers: bearer(userToken) })).json<{
    id: number;
  }>().id;
});
afterAll(() => app.close());

const as = (
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  });

describe('the user model', () => {
  it('shows admins users with organization and roles, never a secret column', async () => {
    const response = await as(adminToken, 'POST', '/user/search', {
      search: { OR: [{ field: 'email', operator: 'ilike', value: 'staff@' }] },
    });
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json<{ data: Record<string, unknown>[]; total: number }>();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      username: 'staff@example.com',
      organization: { id: 1, name: 'Cabinet Lac & Parole' },
      roles: [expect.objectContaining({ string_id: 'user_role' })],
    });
    expect((data[0]!.all_roles as { string_id: string }[]).map((r) => r.string_id).sort()).toEqual([
      'public_role',
      'user_role',
    ]);
    for (const secret of [
      'password_hash',
      'totp_secret_sealed',
      'pending_totp_secret_sealed',
      'token_version',
    ]) {
      expect(data[0]).not.toHaveProperty(secret);
    }
    const searchSecret = await as(adminToken, 'POST', '/user/search', {
      search: { AND: [{ field: 'password_hash', operator: 'ilike', value: 'argon' }] },
    });
    expect(searchSecret.statusCode).toBe(400);
  });

  it('lets admins create users with roles, or the user role by default', async () => {
    const withRoles = await as(adminToken, 'POST', '/user', {
      username: 'therapist',
      email: 'therapist@example.com',
      title: 'Dr',
      roles: [{ id: 2 }],
    });
    expect(withRoles.statusCode).toBe(200);
    expect(withRoles.json()).toMatchObject({
      username: 'therapist',
      title: 'Dr',
      signed_up: false,
      roles: [{ id: 2, string_id: 'admin_role' }],
    });
    const plain = await as(adminToken, 'POST', '/user', {
      username: 'assistant',
      email: 'assistant@example.com',
      signed_up: true,
    });
    expect(plain.json()).toMatchObject({
      signed_up: false,
      roles: [expect.objectContaining({ string_id: 'user_role' })],
    });
  });

  it.each([
    [{ email: 'x@example.com' }, 'username'],
    [{ username: 'nomail' }, 'email'],
  ])('refuses %j without its required field, named', async (payload, field) => {
    const response = await as(adminToken, 'POST', '/user', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', field], msg: expect.any(String) as string, type: 'required' }],
    });
  });

  it.each([
    [{ username: 'bad', email: 'not-an-email' }, 'email must be an email address.'],
    [
      { username: 'a b', email: 'ab@example.com' },
      'username must be 3 to 64 letters, digits or . _ @ + -',
    ],
    [
      { username: 'titled', email: 'titled@example.com', title: 'Sir' },
      'title must be one of Mr, Mrs, Ms, Dr, Prof.',
    ],
    [
      { username: 'therapist', email: 'other@example.com' },
      'A user with username "therapist" already exists.',
    ],
    [
      { username: 'other', email: 'THERAPIST@example.com'.toLowerCase() },
      'A user with email "therapist@example.com" already exists.',
    ],
  ])('refuses %j with a clear 400', async (payload, detail) => {
    const response = await as(adminToken, 'POST', '/user', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('creates a user with no title, sent as null the way the form sends an empty choice', async () => {
    const response = await as(adminToken, 'POST', '/user', {
      username: 'untitled',
      email: 'untitled@example.com',
      title: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ username: 'untitled', title: null });
  });

  it('stores null for optional fields sent as null, as the form sends empty ones', async () => {
    const response = await as(adminToken, 'POST', '/user', {
      username: 'blank',
      email: 'blank@example.com',
      first_name: null,
      city: null,
      image_id: null,
      cv_attachment_id: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: null,
      city: null,
      image_id: null,
      cv_attachment_id: null,
    });
  });

  it('lets users read and edit only their own record, without roles or activation', async () => {
    expect((await as(userToken, 'GET', `/user/${staffId}`)).statusCode).toBe(200);
    expect((await as(userToken, 'GET', '/user/1')).statusCode).toBe(404);
    expect((await as(userToken, 'PUT', '/user/1', { name: 'Taken over' })).statusCode).toBe(404);
    const renamed = await as(userToken, 'PUT', `/user/${staffId}`, {
      name: 'Camille Roth',
      active: false,
    });
    expect(renamed.json()).toMatchObject({ name: 'Camille Roth', active: true });
    const roles = await as(userToken, 'PUT', `/user/${staffId}`, { roles: [{ id: 1 }] });
    expect(roles.statusCode).toBe(403);
    expect(roles.json()).toEqual({ detail: 'Only administrators can assign roles.' });
    const search = await as(userToken, 'POST', '/user/search', {});
    expect(search.json<{ total: number }>().total).toBe(1);
    expect(
      (await as(userToken, 'POST', '/user', { username: 'friend', email: 'friend@example.com' }))
        .statusCode,
    ).toBe(403);
    expect((await as(undefined, 'POST', '/user/search', {})).statusCode).toBe(401);
  });

  it('ends every session of a user an admin deactivates', async () => {
    expect((await as(userToken, 'GET', '/user/util/me')).statusCode).toBe(200);
    const deactivated = await as(adminToken, 'PUT', `/user/${staffId}`, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await as(userToken, 'GET', '/user/util/me')).statusCode).toBe(401);
  });
});
