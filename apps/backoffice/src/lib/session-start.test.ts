import { createSessionStoreForTests } from '@cabinet/auth/testing/stored-session';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authHandlers } from '../testing/auth-handlers';
import { apiUrl } from '../testing/handlers';
import { server } from '../testing/server';
import { adminUser } from '../testing/session';
import { apiUser } from '../testing/users';
import { createAppApi } from './api';
import { startAppSession } from './session-start';

function setup(session?: Parameters<typeof createSessionStoreForTests>[0]) {
  const store = createSessionStoreForTests(session);
  const redirect = vi.fn();
  const { authClient } = createAppApi({
    baseUrl: 'http://localhost:8000/api/v1',
    session: store,
    currentLocation: () => '/users',
    redirect,
  });
  return { store, redirect, authClient };
}

const signedInSetup = () => setup({ token: 'stored-token', user: adminUser });

const anonymousVisitor = apiUser({ id: 77, username: 'anonymous-1', signed_up: false });

/** POST /init as the API answers it with anonymous users on; the bodies received are kept. */
function anonymousInit() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/init'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({
        organization: {
          id: 1,
          name: 'Cabinet Lac & Parole',
          allow_public_signup: true,
          require_2fa_all_users: false,
        },
        ...(body.anonymous_id ? { token: 'anonymous-token', user: anonymousVisitor } : {}),
      });
    }),
  );
  return bodies;
}

describe('startAppSession', () => {
  it('replaces the stored user with the one the server answers', async () => {
    const { store, authClient } = signedInSetup();
    server.use(authHandlers.me(apiUser({ name: 'Anne Martin-Robert' })));

    await expect(startAppSession(store, authClient)).resolves.toBe('signed-in');

    expect(store.getUser()?.name).toBe('Anne Martin-Robert');
    expect(store.getToken()).toBe('stored-token');
  });

  it('signs the browser out, without leaving the page, when the token is refused', async () => {
    const { store, authClient, redirect } = signedInSetup();
    server.use(authHandlers.meFailing(401));

    await expect(startAppSession(store, authClient)).resolves.toBe('signed-out');

    expect(store.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(redirect).not.toHaveBeenCalled();
  });

  describe('with anonymous users off', () => {
    it('asks /init for no user when the refresh fails', async () => {
      const { store, authClient } = signedInSetup();
      server.use(authHandlers.meFailing(401));
      const bodies = anonymousInit();

      await expect(startAppSession(store, authClient, { anonymousUsers: false })).resolves.toBe(
        'signed-out',
      );

      expect(bodies).toEqual([]);
      expect(store.getSnapshot()).toMatchObject({ token: null, user: null, anonymousId: null });
    });
  });

  describe('with anonymous users on', () => {
    it('starts an anonymous session with the id kept in local storage when the refresh fails', async () => {
      const { store, authClient } = signedInSetup();
      server.use(authHandlers.meFailing(401));
      const bodies = anonymousInit();

      await expect(startAppSession(store, authClient, { anonymousUsers: true })).resolves.toBe(
        'anonymous',
      );

      const anonymousId = localStorage.getItem('anonymousId');
      expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ anonymous_id: anonymousId, organization_id: 1 });
      expect(typeof (bodies[0]?.device_info as { user_agent?: unknown }).user_agent).toBe('string');
      expect(store.getSnapshot()).toMatchObject({
        token: 'anonymous-token',
        user: { id: 77, signed_up: false },
      });
    });

    it('keeps a session the server still accepts, without calling /init', async () => {
      const { store, authClient } = signedInSetup();
      server.use(authHandlers.me(apiUser()));
      const bodies = anonymousInit();

      await expect(startAppSession(store, authClient, { anonymousUsers: true })).resolves.toBe(
        'signed-in',
      );

      expect(bodies).toEqual([]);
      expect(store.getToken()).toBe('stored-token');
    });

    it('signs out when the server gives no anonymous user', async () => {
      const { store, authClient } = setup();
      // The default /init handler: the organization only, as a server with anonymous users off.
      await expect(startAppSession(store, authClient, { anonymousUsers: true })).resolves.toBe(
        'signed-out',
      );
      expect(store.getSnapshot()).toMatchObject({ token: null, user: null });
    });
  });
});
