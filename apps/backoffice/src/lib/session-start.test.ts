import { createSessionStoreForTests } from '@cabinet/auth/testing/stored-session';
import { describe, expect, it, vi } from 'vitest';
import { authHandlers } from '../testing/auth-handlers';
import { server } from '../testing/server';
import { adminUser } from '../testing/session';
import { apiUser } from '../testing/users';
import { createAppApi } from './api';
import { startAppSession } from './session-start';

function setup() {
  const store = createSessionStoreForTests({ token: 'stored-token', user: adminUser });
  const redirect = vi.fn();
  const { authClient } = createAppApi({
    baseUrl: 'http://localhost:8000/api/v1',
    session: store,
    currentLocation: () => '/users',
    redirect,
  });
  return { store, redirect, authClient };
}

describe('startAppSession', () => {
  it('replaces the stored user with the one the server answers', async () => {
    const { store, authClient } = setup();
    server.use(authHandlers.me(apiUser({ name: 'Anne Martin-Robert' })));

    await expect(startAppSession(store, authClient)).resolves.toBe('signed-in');

    expect(store.getUser()?.name).toBe('Anne Martin-Robert');
    expect(store.getToken()).toBe('stored-token');
  });

  it('signs the browser out, without leaving the page, when the token is refused', async () => {
    const { store, authClient, redirect } = setup();
    server.use(authHandlers.meFailing(401));

    await expect(startAppSession(store, authClient)).resolves.toBe('signed-out');

    expect(store.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(redirect).not.toHaveBeenCalled();
  });
});
