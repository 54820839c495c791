import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session-store.ts';

interface User {
  id: number;
  username: string;
}

const alice: User = { id: 7, username: 'alice' };
const HOST = 'https://api.cabinet.example';

const store = (storage: Storage = localStorage) =>
  createSessionStore<User>({ storage, defaultBackendHost: HOST });

/** What another tab's write looks like here: the value is already in storage, then the event fires. */
function writeFromAnotherTab(
  key: string | null,
  value: string | null,
  area: Storage = localStorage,
) {
  if (key === null) area.clear();
  else if (value === null) area.removeItem(key);
  else area.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: area }));
}

describe('createSessionStore: stored values', () => {
  it('starts logged out with organization 1 and the configured backend', () => {
    expect(store().getSnapshot()).toEqual({
      token: null,
      user: null,
      anonymousId: null,
      organizationId: 1,
      backendHost: HOST,
    });
  });

  it('stores the token as is and the user as JSON under its fixed keys', () => {
    const session = store();

    session.setSession({ token: 'jwt-1', user: alice });

    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(alice);
    expect(session.getToken()).toBe('jwt-1');
    expect(session.getUser()).toEqual(alice);
  });

  it('reads a session stored earlier', () => {
    localStorage.setItem('token', 'jwt-old');
    localStorage.setItem('userData', JSON.stringify(alice));
    localStorage.setItem('organizationId', '3');
    localStorage.setItem('backendHost', 'https://other.example');

    expect(store().getSnapshot()).toMatchObject({
      token: 'jwt-old',
      user: alice,
      organizationId: 3,
      backendHost: 'https://other.example',
    });
  });

  it('clear() forgets the token and the user only', () => {
    const session = store();
    session.setSession({ token: 'jwt-1', user: alice });
    session.setOrganizationId(2);
    session.setBackendHost('https://other.example');
    const anonymousId = session.getOrCreateAnonymousId();

    session.clear();

    expect(session.getSnapshot()).toEqual({
      token: null,
      user: null,
      anonymousId,
      organizationId: 2,
      backendHost: 'https://other.example',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('stores the organization id as text and falls back to 1 when absent or unreadable', () => {
    const session = store();
    session.setOrganizationId(4);
    expect(localStorage.getItem('organizationId')).toBe('4');
    expect(session.getOrganizationId()).toBe(4);

    localStorage.setItem('organizationId', 'abc');
    expect(session.getOrganizationId()).toBe(1);

    session.setOrganizationId(null);
    expect(localStorage.getItem('organizationId')).toBeNull();
    expect(session.getOrganizationId()).toBe(1);
  });

  it('falls back to the configured backend when the stored host is removed', () => {
    const session = store();
    session.setBackendHost('https://other.example');
    expect(session.getBackendHost()).toBe('https://other.example');

    session.setBackendHost(null);
    expect(session.getBackendHost()).toBe(HOST);
    expect(createSessionStore().getBackendHost()).toBe('');
  });

  it('uses the storage it is given', () => {
    const session = store(sessionStorage);

    session.setToken('jwt-tab');

    expect(sessionStorage.getItem('token')).toBe('jwt-tab');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('createSessionStore: corrupt user data', () => {
  it.each(['{not json', 'null', '"alice"', '[1,2]', '42'])(
    'treats %j as no user and removes it',
    (raw) => {
      localStorage.setItem('token', 'jwt-1');
      localStorage.setItem('userData', raw);
      const session = store();

      expect(session.getUser()).toBeNull();
      expect(localStorage.getItem('userData')).toBeNull();
      expect(session.getToken()).toBe('jwt-1');
    },
  );

  it('answers the same snapshot on repeated reads of corrupt data', () => {
    localStorage.setItem('userData', '{broken');
    const session = store();

    const first = session.getSnapshot();

    expect(first.user).toBeNull();
    expect(session.getSnapshot()).toBe(first);
  });
});

describe('createSessionStore: snapshots and subscribers', () => {
  it('keeps the snapshot object until something changes', () => {
    const session = store();
    const before = session.getSnapshot();

    expect(session.getSnapshot()).toBe(before);
    session.setUser(alice);
    const after = session.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.user).toEqual(alice);
    expect(session.getSnapshot()).toBe(after);
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const session = store();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);

    session.setToken('jwt-1');
    session.setSession({ token: 'jwt-2', user: alice });
    session.clear();
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    session.setToken('jwt-3');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('follows a login and a logout made in another tab', () => {
    const session = store();
    const listener = vi.fn();
    session.subscribe(listener);

    writeFromAnotherTab('token', 'jwt-other-tab');
    writeFromAnotherTab('userData', JSON.stringify(alice));

    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.getSnapshot()).toMatchObject({ token: 'jwt-other-tab', user: alice });

    writeFromAnotherTab(null, null);

    expect(listener).toHaveBeenCalledTimes(3);
    expect(session.getSnapshot()).toMatchObject({ token: null, user: null });
  });

  it('ignores other tabs writing other keys or another storage', () => {
    const session = store();
    const listener = vi.fn();
    session.subscribe(listener);

    writeFromAnotherTab('colorScheme', 'dark');
    writeFromAnotherTab('token', 'jwt-session', sessionStorage);

    expect(listener).not.toHaveBeenCalled();
  });

  it('stops listening to other tabs once the last subscriber leaves', () => {
    const session = store();
    const listener = vi.fn();
    session.subscribe(listener)();

    writeFromAnotherTab('token', 'jwt-other-tab');

    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createSessionStore: anonymous id', () => {
  it('creates a UUID once and keeps it', () => {
    const session = store();
    const listener = vi.fn();
    session.subscribe(listener);

    const id = session.getOrCreateAnonymousId();

    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(session.getOrCreateAnonymousId()).toBe(id);
    expect(store().getAnonymousId()).toBe(id);
    expect(localStorage.getItem('anonymousId')).toBe(id);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps an id stored earlier', () => {
    localStorage.setItem('anonymousId', 'anon-1');

    expect(store().getOrCreateAnonymousId()).toBe('anon-1');
  });
});
