import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session-store.ts';
import { createTokenRefresher } from './token-refresher.ts';

/** A signed token lasting `seconds` (only its claims matter to the browser: it never checks it). */
const tokenLasting = (seconds: number, name = 'access') => {
  const claims = btoa(JSON.stringify({ iat: 1_000, exp: 1_000 + seconds, name }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${claims}.signature`;
};

const renewed = { access_token: tokenLasting(900, 'renewed'), refresh_token: 'refresh-2' };

beforeEach(() => localStorage.clear());

describe('the token refresher', () => {
  it('sends the stored token while it has more than a minute left', async () => {
    const store = createSessionStore();
    const token = tokenLasting(900);
    store.setSession({ token, user: { id: 1 }, refreshToken: 'refresh-1' });
    const renew = vi.fn(async () => renewed);
    const freshToken = createTokenRefresher({ store, renew });
    expect(await freshToken()).toBe(token);
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews a token about to lapse once for calls made together, and keeps the new pair', async () => {
    const store = createSessionStore();
    store.setSession({ token: tokenLasting(30), user: { id: 1 }, refreshToken: 'refresh-1' });
    const renew = vi.fn(async () => renewed);
    const freshToken = createTokenRefresher({ store, renew });
    const tokens = await Promise.all([freshToken(), freshToken(), freshToken()]);
    expect(tokens).toEqual([renewed.access_token, renewed.access_token, renewed.access_token]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('refresh-1');
    expect(store.getRefreshToken()).toBe('refresh-2');
    expect(store.getToken()).toBe(renewed.access_token);
    // The next call has a fresh token: no renewal.
    await freshToken();
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('leaves the stored token when the renewal is refused (the call then gets its 401)', async () => {
    const store = createSessionStore();
    const token = tokenLasting(30);
    store.setSession({ token, user: { id: 1 }, refreshToken: 'refresh-1' });
    const freshToken = createTokenRefresher({
      store,
      renew: () => Promise.reject(new Error('Your session has ended: sign in again.')),
    });
    expect(await freshToken()).toBe(token);
    expect(store.getRefreshToken()).toBe('refresh-1');
  });

  it('does not renew again in a tab that waited while another tab renewed', async () => {
    const store = createSessionStore();
    store.setSession({ token: tokenLasting(30), user: { id: 1 }, refreshToken: 'refresh-1' });
    const renew = vi.fn(async () => renewed);
    // The other tab holds the lock, renews, and stores the new pair in the shared storage.
    const locks = {
      request: async (_name: string, work: () => Promise<string | null>) => {
        store.setTokens({ token: renewed.access_token, refreshToken: renewed.refresh_token });
        return work();
      },
    } as unknown as Pick<LockManager, 'request'>;
    const freshToken = createTokenRefresher({ store, renew, locks });
    expect(await freshToken()).toBe(renewed.access_token);
    expect(renew).not.toHaveBeenCalled();
  });

  it('never renews without a refresh token (an anonymous session)', async () => {
    const store = createSessionStore();
    const token = tokenLasting(30);
    store.setSession({ token, user: { id: 1 } });
    const renew = vi.fn(async () => renewed);
    expect(await createTokenRefresher({ store, renew })()).toBe(token);
    expect(renew).not.toHaveBeenCalled();
  });
});
