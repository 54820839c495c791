import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { user } from '../../src/db/schema/user.ts';
import { userSession } from '../../src/db/schema/user-session.ts';
import { MAX_SESSION_MINUTES } from '../../src/auth/sessions.ts';
import { addMember, bearer, loginRequest } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/**
 * Sessions: a short access token, a refresh token replaced at each use, and a sign-out that ends
 * both on the server at once. The organization's lifetime is capped.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A fresh member's sign-in: its tokens. */
async function signedIn(name: string): Promise<Tokens & { id: number }> {
  const member = await addMember(app, 1, name, 'user_role');
  const answer = await loginRequest(app, name, `${name}-Passw0rd`);
  return { ...answer.json<Tokens>(), id: member.id };
}

const me = (token: string) => app.inject({ url: '/api/v1/user/util/me', headers: bearer(token) });
const refresh = (refresh_token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh_token } });
const logout = (token?: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/logout',
    headers: token ? bearer(token) : {},
    payload: payload ?? {},
  });
/** The claims of a signed token (its middle part), as any client can read them. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: number;
    iat: number;
    exp: number;
  };
const sessionOf = async (token: string) =>
  (
    await app.db
      .select()
      .from(userSession)
      .where(eq(userSession.id, claimsOf(token).sid))
  )[0]!;

describe('logout ends the token on the server', () => {
  it('the access token and the refresh token stop working at once', async () => {
    const tokens = await signedIn('leaving');
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    const out = await logout(tokens.access_token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: 'Signed out.' });
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toEqual({ detail: 'Your session has ended: sign in again.' });
    // Signing out again is no error.
    expect((await logout(undefined, { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
  });

  it('with the refresh token alone, when the access token has lapsed', async () => {
    const tokens = await signedIn('lapsed');
    expect((await logout(undefined, { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
  });

  it('leaves the account’s other sessions alone', async () => {
    const first = await signedIn('two.devices');
    const second = await loginRequest(app, 'two.devices', 'two.devices-Passw0rd');
    await logout(first.access_token);
    expect((await me(second.json<Tokens>().access_token)).statusCode).toBe(200);
  });
});

describe('a short access token, renewed by a refresh token replaced at each use', () => {
  it('lasts 15 minutes; the renewal answers a new pair, and the new access token works', async () => {
    const tokens = await signedIn('renewer');
    expect(tokens.expires_in).toBe(15 * 60);
    const claims = claimsOf(tokens.access_token);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json<Tokens>();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);
  });

  it('ends the session when a spent refresh token comes back: someone holds a copy', async () => {
    const tokens = await signedIn('stolen');
    const first = (await refresh(tokens.refresh_token)).json<Tokens>();
    // Right after, the spent token is this browser again, whose answer got lost (the page was left
    // mid-renewal): it renews once more, and the pair answered first stops renewing.
    const again = await refresh(tokens.refresh_token);
    expect(again.statusCode).toBe(200);
    const next = again.json<Tokens>();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await me(next.access_token)).statusCode).toBe(200);
    const newest = (await refresh(next.refresh_token)).json<Tokens>();
    const latest = await sessionOf(newest.access_token);
    // Later, it is a stolen copy: the whole session ends, for its rightful holder too.
    await app.db
      .update(userSession)
      .set({ refreshed_at: new Date(Date.now() - 60_000) })
      .where(eq(userSession.id, latest.id));
    const spent = next.refresh_token;
    expect((await refresh(spent)).statusCode).toBe(401);
    expect((await sessionOf(newest.access_token)).revoked_at).not.toBeNull();
    expect((await me(newest.access_token)).statusCode).toBe(401);
  });

  it('lapses after 12 hours without a renewal', async () => {
    const tokens = await signedIn('idle');
    const session = await sessionOf(tokens.access_token);
    expect(session.idle_expires_at.getTime() - session.created_at.getTime()).toBeLessThanOrEqual(
      12 * 60 * 60_000 + 1000,
    );
    await app.db
      .update(userSession)
      .set({ idle_expires_at: new Date(Date.now() - 1000) })
      .where(eq(userSession.id, session.id));
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('is refused for an account deactivated since', async () => {
    const tokens = await signedIn('deactivated.since');
    await app.db.update(user).set({ active: false }).where(eq(user.id, tokens.id));
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('the configurable lifetime is capped', () => {
  it('refuses more than 7 days, and caps a longer one stored before', async () => {
    const adminish = await addMember(app, 1, 'lifetime.admin', 'admin_role');
    const raised = await app.inject({
      method: 'PUT',
      url: '/api/v1/organization/1',
      headers: bearer(adminish.token),
      payload: { access_token_expire_minutes: 525_600 },
    });
    expect(raised.statusCode).toBe(422);
    await app.db
      .update(organization)
      .set({ access_token_expire_minutes: 525_600 })
      .where(eq(organization.id, 1));
    try {
      const tokens = await signedIn('long.lived');
      const session = await sessionOf(tokens.access_token);
      expect(session.expires_at.getTime() - session.created_at.getTime()).toBeLessThanOrEqual(
        MAX_SESSION_MINUTES * 60_000 + 1000,
      );
      expect(tokens.expires_in).toBe(15 * 60);
    } finally {
      await app.db
        .update(organization)
        .set({ access_token_expire_minutes: 1440 })
        .where(eq(organization.id, 1));
    }
  });
});

describe('a password change ends the other sessions, the caller’s goes on', () => {
  it('refuses the other session’s refresh, and renews the caller’s', async () => {
    const here = await signedIn('changer');
    const elsewhere = (await loginRequest(app, 'changer', 'changer-Passw0rd')).json<Tokens>();
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: bearer(here.access_token),
      payload: { old_password: 'changer-Passw0rd', new_password: 'Changer-new-passw0rd' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ access_token: string }>().access_token;
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(elsewhere.access_token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);
  });
});
