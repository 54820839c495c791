import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAnonymous } from '../../src/db/schema/user-anonymous.ts';
import { user } from '../../src/db/schema/user.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { ANONYMOUS_ID_UNUSABLE } from '../../src/resources/account/anonymous-users.ts';
import { bearer, loginRequest, openPublicSignup } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

interface InitAnswer {
  organization: { id: number };
  token?: string;
  user?: { id: number; username: string; signed_up: boolean; roles: { string_id: string }[] };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ ENABLE_ANON_USERS: 'true' });
});
afterAll(() => app.close());

// Each test comes from its own address, so the rate limits of one never reach another.
let lastOctet = 0;
const nextAddress = () => `198.51.100.${++lastOctet}`;

const init = (payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/v1/init', payload, remoteAddress });

async function anonymousSession(anonymousId: string = randomUUID()) {
  const response = await init({ organization_id: 1, anonymous_id: anonymousId });
  expect(response.statusCode).toBe(200);
  const answer = response.json<Required<InitAnswer>>();
  return { anonymousId, ...answer };
}

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/user/util/me', headers: bearer(token) });

async function userCount() {
  const [row] = await app.db.select({ n: count() }).from(user);
  return row!.n;
}

describe('POST /init with anonymous users on', () => {
  it('creates an anonymous user with the public role and hands out its token', async () => {
    const before = await userCount();
    const { token, user: created, organization } = await anonymousSession();
    expect(organization.id).toBe(1);
    expect(created.signed_up).toBe(false);
    expect(created.roles.map((role) => role.string_id)).toEqual(['public_role']);
    expect(await userCount()).toBe(before + 1);
    const refreshed = await me(token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ id: created.id, signed_up: false });
  });

  it('answers the same user for the same anonymous id, whatever its case', async () => {
    const first = await anonymousSession();
    const before = await userCount();
    const again = await anonymousSession(first.anonymousId.toUpperCase());
    expect(again.user.id).toBe(first.user.id);
    expect(await userCount()).toBe(before);
  });

  it('creates no user without an anonymous id', async () => {
    const before = await userCount();
    const response = await init({ organization_id: 1 });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>())).toEqual(['organization']);
    expect(await userCount()).toBe(before);
  });

  it('refuses bad input with a clear 4xx and creates nobody', async () => {
    const before = await userCount();
    const malformed = await init({ anonymous_id: 'not-a-uuid' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ detail: unknown }>().detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'anonymous_id'] })]),
    );
    const unknown = await init({ organization_id: 99, anonymous_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Organization 99 does not exist.' });
    const longValue = await init({
      anonymous_id: randomUUID(),
      device_info: { user_agent: 'x'.repeat(513) },
    });
    expect(longValue.statusCode).toBe(422);
    const deep = await init({
      anonymous_id: randomUUID(),
      device_info: { location: { nested: { deeper: true } } },
    });
    expect(deep.statusCode).toBe(422);
    const huge = await init({
      anonymous_id: randomUUID(),
      device_info: Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [`k${i}`, 'y'.repeat(500)]),
      ),
    });
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json<{ detail: unknown }>().detail).toBe('string');
    expect(await userCount()).toBe(before);
  });

  it('accepts ordinary device details', async () => {
    const response = await init({
      anonymous_id: randomUUID(),
      device_info: {
        user_agent: 'Mozilla/5.0 (Linux; Android 15)',
        os_version: 'Android 15',
        location: { timezone: 'Europe/Zurich', language: 'fr-CH' },
        cpu: 8,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<InitAnswer>().token).toEqual(expect.any(String));
  });

  it('never hands out the token of a user who signed up', async () => {
    await openPublicSignup(app);
    const { anonymousId, token } = await anonymousSession();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: bearer(token),
      payload: { email: 'was-anonymous@example.com', password: 'Visitor-passw0rd' },
    });
    expect(signup.statusCode).toBe(200);
    const again = await init({ organization_id: 1, anonymous_id: anonymousId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ANONYMOUS_ID_UNUSABLE });
  });

  it('refuses the id of an anonymous user staff deactivated, or of another organization', async () => {
    const { anonymousId, user: created } = await anonymousSession();
    await app.db.update(user).set({ active: false }).where(eq(user.id, created.id));
    const deactivated = await init({ organization_id: 1, anonymous_id: anonymousId });
    expect(deactivated.statusCode).toBe(409);
  });

  it('rate limits new anonymous users per address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i++) {
      expect((await init({ anonymous_id: randomUUID() }, address)).statusCode).toBe(200);
    }
    const refused = await init({ anonymous_id: randomUUID() }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many new visitors from your network. Try again later.',
    });
    // Another address is not held back.
    expect((await init({ anonymous_id: randomUUID() })).statusCode).toBe(200);
  });

  it('rate limits every /init call per address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 120; i++) {
      expect((await init({ organization_id: 1 }, address)).statusCode).toBe(200);
    }
    const refused = await init({ organization_id: 1 }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many requests from your network. Try again in a minute.',
    });
  });
});

describe('an anonymous user and passwords', () => {
  it('cannot sign in, even should a password have been set on it', async () => {
    const { user: created } = await anonymousSession();
    await app.db
      .update(user)
      .set({ password_hash: await hashPassword('Some-passw0rd') })
      .where(eq(user.id, created.id));
    const response = await loginRequest(app, created.username, 'Some-passw0rd');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Incorrect username or password' });
  });
});

describe('POST /signup with an anonymous user’s token', () => {
  it('upgrades that user in place: same id, signed up, the user role, and a password that works', async () => {
    await openPublicSignup(app);
    const { token, user: anonymous } = await anonymousSession();
    const before = await userCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: bearer(token),
      payload: { email: 'upgraded@example.com', password: 'Upgraded-passw0rd' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      access_token: string;
      user: { id: number; email: string; signed_up: boolean; roles: { string_id: string }[] };
    }>();
    expect(answer.user).toMatchObject({
      id: anonymous.id,
      email: 'upgraded@example.com',
      username: 'upgraded@example.com',
      signed_up: true,
    });
    expect(answer.user.roles.map((role) => role.string_id)).toEqual(['user_role']);
    expect(await userCount()).toBe(before);
    // The anonymous token ends with the upgrade; the new one and the password work.
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(answer.access_token)).json()).toMatchObject({ id: anonymous.id });
    const login = await loginRequest(app, 'upgraded@example.com', 'Upgraded-passw0rd');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { id: anonymous.id } });
  });

  it('keeps the sign-up rules: closed sign-up and taken names are refused, the user stays anonymous', async () => {
    await openPublicSignup(app);
    const { token, user: anonymous } = await anonymousSession();
    const taken = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: bearer(token),
      payload: { email: 'admin@example.com', password: 'Upgraded-passw0rd' },
    });
    expect(taken.statusCode).toBe(400);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: bearer(token),
      payload: {
        email: 'other-org@example.com',
        password: 'Upgraded-passw0rd',
        organization_id: 2,
      },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({
      detail: 'An anonymous user signs up in its own organization.',
    });
    expect((await me(token)).json()).toMatchObject({ id: anonymous.id, signed_up: false });
  });
});

describe('purge of inactive anonymous users', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
  const lastSeen = (userId: number, at: Date) =>
    app.db.update(userAnonymous).set({ last_seen_at: at }).where(eq(userAnonymous.user_id, userId));
  const exists = async (userId: number) =>
    (await app.db.select({ id: user.id }).from(user).where(eq(user.id, userId))).length === 1;

  it('deletes anonymous users unseen for 30 days, keeps recent ones and those who signed up', async () => {
    const { purgeInactiveAnonymousUsers } =
      await import('../../src/resources/account/anonymous-users.ts');
    await openPublicSignup(app);
    const stale = await anonymousSession();
    const recent = await anonymousSession();
    const upgraded = await anonymousSession();
    await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: bearer(upgraded.token),
      payload: { email: 'kept@example.com', password: 'Kept-passw0rd-1' },
    });
    await lastSeen(stale.user.id, daysAgo(31));
    await lastSeen(recent.user.id, daysAgo(29));
    await lastSeen(upgraded.user.id, daysAgo(90));

    expect(await purgeInactiveAnonymousUsers(app.db)).toBeGreaterThanOrEqual(1);
    expect(await exists(stale.user.id)).toBe(false);
    expect(await exists(recent.user.id)).toBe(true);
    expect(await exists(upgraded.user.id)).toBe(true);
    // The purged user's token and id are gone: the id starts a new anonymous user.
    expect((await me(stale.token)).statusCode).toBe(401);
    const fresh = await anonymousSession(stale.anonymousId);
    expect(fresh.user.id).not.toBe(stale.user.id);
  });

  it('counts a session start (the refresh of the user) as activity', async () => {
    const { purgeInactiveAnonymousUsers } =
      await import('../../src/resources/account/anonymous-users.ts');
    const returning = await anonymousSession();
    await lastSeen(returning.user.id, daysAgo(31));
    expect((await me(returning.token)).statusCode).toBe(200);
    await purgeInactiveAnonymousUsers(app.db);
    expect(await exists(returning.user.id)).toBe(true);
  });
});
