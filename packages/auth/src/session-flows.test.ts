import { describe, expect, it, vi } from 'vitest';
import {
  afterLoginPath,
  createUnauthorizedHandler,
  loginHref,
  logout,
  signIn,
  startSession,
} from './session-flows.ts';
import { createSessionStore } from './session-store.ts';

interface User {
  id: number;
  username: string;
  organization_id?: number;
  organization?: { id?: number; name?: string };
}

const anne: User = { id: 7, username: 'amartin', organization_id: 1 };
const store = () => createSessionStore<User>();

function storeSignedIn(user: User = anne) {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('userData', JSON.stringify(user));
  return store();
}

describe('signIn', () => {
  it('stores the token and the user', () => {
    const session = store();
    signIn(session, { access_token: 'jwt-1', user: anne });
    expect(session.getSnapshot()).toMatchObject({ token: 'jwt-1', user: anne, organizationId: 1 });
    expect(localStorage.getItem('organizationId')).toBeNull();
  });

  it("stores the user's organization when it differs from the stored one", () => {
    const session = store();
    signIn(session, { access_token: 'jwt-1', user: { ...anne, organization_id: 3 } });
    expect(session.getOrganizationId()).toBe(3);
    expect(localStorage.getItem('organizationId')).toBe('3');
  });

  it('reads the organization from the nested object when the id field is absent', () => {
    const session = store();
    session.setOrganizationId(2);
    signIn(session, {
      access_token: 'jwt-1',
      user: { id: 8, username: 'b', organization: { id: 5 } },
    });
    expect(session.getOrganizationId()).toBe(5);
  });
});

describe('startSession', () => {
  it('refreshes the stored user from the server', async () => {
    const session = storeSignedIn();
    const fresh = { ...anne, username: 'anne.martin' };

    await expect(
      startSession({ store: session, fetchMe: () => Promise.resolve(fresh) }),
    ).resolves.toBe('signed-in');

    expect(session.getSnapshot()).toMatchObject({ token: 'stored-token', user: fresh });
  });

  it('clears the stored token and user when the server refuses them', async () => {
    const session = storeSignedIn();
    const listener = vi.fn();
    session.subscribe(listener);

    const result = await startSession({
      store: session,
      fetchMe: () => Promise.reject(new Error('401 Not authenticated')),
    });

    expect(result).toBe('signed-out');
    expect(session.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('asks nothing of the server without a stored token, and drops a user stored without one', async () => {
    localStorage.setItem('userData', JSON.stringify(anne));
    const fetchMe = vi.fn(() => Promise.resolve(anne));

    const result = await startSession({ store: store(), fetchMe });

    expect(result).toBe('signed-out');
    expect(fetchMe).not.toHaveBeenCalled();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('starts an anonymous session instead when the app enables them', async () => {
    const session = storeSignedIn();
    const startAnonymous = vi.fn(() => Promise.resolve(true));

    const result = await startSession({
      store: session,
      fetchMe: () => Promise.reject(new Error('expired')),
      startAnonymous,
    });

    expect(result).toBe('anonymous');
    expect(startAnonymous).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
  });

  it('stays signed out when the anonymous session cannot start', async () => {
    const result = await startSession({
      store: storeSignedIn(),
      fetchMe: () => Promise.reject(new Error('expired')),
      startAnonymous: () => Promise.resolve(false),
    });

    expect(result).toBe('signed-out');
  });
});

describe('logout', () => {
  it('ends the session on the server first, forgets the tokens and user, keeps the organization, then reloads', async () => {
    const session = storeSignedIn();
    session.setSession({ token: 'access', user: anne, refreshToken: 'refresh' });
    session.setOrganizationId(3);
    const steps: string[] = [];
    const reload = vi.fn(() => {
      steps.push('reload');
      expect(session.getToken()).toBeNull();
      expect(session.getRefreshToken()).toBeNull();
    });

    await logout(session, reload, async () => {
      // The server is told while the tokens are still there to name the session.
      expect(session.getRefreshToken()).toBe('refresh');
      steps.push('server');
    });

    expect(steps).toEqual(['server', 'reload']);
    expect(session.getSnapshot()).toMatchObject({ token: null, user: null, organizationId: 3 });
  });

  it('signs out here even when the server cannot be reached', async () => {
    const session = storeSignedIn();
    const reload = vi.fn();
    await logout(session, reload, () => Promise.reject(new Error('offline')));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
  });
});

describe('loginHref and afterLoginPath', () => {
  it('keeps the way back, path and query, in the redirect parameter', () => {
    expect(loginHref('/users?page=2')).toBe('/login?redirect=%2Fusers%3Fpage%3D2');
    expect(loginHref('/')).toBe('/login');
    expect(loginHref()).toBe('/login');
  });

  it('goes back only to paths of this app', () => {
    expect(afterLoginPath('/users?page=2')).toBe('/users?page=2');
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('')).toBe('/');
    expect(afterLoginPath('https://evil.example/')).toBe('/');
    expect(afterLoginPath('//evil.example/')).toBe('/');
    expect(afterLoginPath('/\\evil.example')).toBe('/');
    expect(afterLoginPath('/login?redirect=%2F')).toBe('/');
  });
});

describe('createUnauthorizedHandler', () => {
  it('clears the session and goes to the login page with the current path and query', () => {
    const clear = vi.fn();
    const redirect = vi.fn();
    createUnauthorizedHandler({ clear, redirect, currentLocation: () => '/users?page=2' })();

    expect(clear).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login?redirect=%2Fusers%3Fpage%3D2');
  });

  it('stays on the login page when the 401 comes from there', () => {
    const clear = vi.fn();
    const redirect = vi.fn();
    createUnauthorizedHandler({ clear, redirect, currentLocation: () => '/login?redirect=%2Fx' })();

    expect(clear).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('still sends away from a page whose path only starts like the login page', () => {
    const redirect = vi.fn();
    createUnauthorizedHandler({ clear: vi.fn(), redirect, currentLocation: () => '/loginfo' })();
    expect(redirect).toHaveBeenCalledWith('/login?redirect=%2Floginfo');
  });
});
