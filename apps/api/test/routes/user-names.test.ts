import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { apiCall, loginRequest, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let superToken: string;
let mine: { id: number; token: string };
const password = 'Therapist-passw0rd';

beforeAll(async () => {
  app = await buildTestApp();
  superToken = await tokenFor(app, testAdmin.username, testAdmin.password);
  const [row] = await app.db
    .insert(user)
    .values({
      username: 'therapist',
      email: 'therapist@example.ch',
      password_hash: await hashPassword(password),
      organization_id: 1,
    })
    .returning({ id: user.id });
  await app.db
    .insert(userRole)
    .values({ user_id: row!.id, role_id: await roleIdByStringId(app.db, 'user_role') });
  mine = { id: row!.id, token: await tokenFor(app, 'therapist', password) };
});
afterAll(() => app.close());

describe('usernames and emails are unique whatever their case', () => {
  it.each([
    [{ username: 'Admin' }, 'A user with username "Admin" already exists.'],
    [{ email: 'ADMIN@example.com' }, 'A user with email "ADMIN@example.com" already exists.'],
    [
      { username: 'Admin@Example.com' },
      '"Admin@Example.com" is already another user’s email address.',
    ],
  ])('refuses renaming oneself to %j with a clear 400', async (change, detail) => {
    const answer = await apiCall(app, mine.token, 'PUT', `/user/${mine.id}`, {
      ...change,
      current_password: password,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail });
    const [row] = await app.db.select().from(user).where(eq(user.id, mine.id));
    expect([row!.username, row!.email]).toEqual(['therapist', 'therapist@example.ch']);
  });

  it('refuses a new user whose name differs from an existing one only by case', async () => {
    const created = await apiCall(app, superToken, 'POST', '/user', {
      username: 'THERAPIST',
      email: 'someone.else@example.ch',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ detail: 'A user with username "THERAPIST" already exists.' });
  });

  it('keeps the database itself from holding two names that differ only by case', async () => {
    await expect(
      app.db
        .insert(user)
        .values({ username: 'Therapist', email: 'third@example.ch', organization_id: 1 }),
    ).rejects.toThrow();
    await expect(
      app.db
        .insert(user)
        .values({ username: 'fourth', email: 'Therapist@Example.ch', organization_id: 1 }),
    ).rejects.toThrow();
  });

  it('signs in by username before email when an older account’s username is another’s email', async () => {
    // Older data may hold such a pair; the lookup must not depend on the order rows are read in.
    await app.db
      .insert(user)
      .values({ username: 'shadow', email: 'Legacy@example.ch', organization_id: 1 });
    const [legacy] = await app.db
      .insert(user)
      .values({
        username: 'legacy@example.ch',
        email: 'legacy.mail@example.ch',
        password_hash: await hashPassword('Legacy-passw0rd'),
        organization_id: 1,
      })
      .returning({ id: user.id });
    const signedIn = await loginRequest(app, 'LEGACY@example.ch', 'Legacy-passw0rd');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { id: number } }>().user.id).toBe(legacy!.id);
  });
});
