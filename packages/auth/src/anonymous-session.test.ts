import { ApiError } from '@cabinet/api-client/api-error';
import { describe, expect, it, vi } from 'vitest';
import { startAnonymousSession } from './anonymous-session.ts';
import { createSessionStoreForTests } from './testing/stored-session.ts';

const visitor = { id: 41, username: 'anonymous-1', signed_up: false };

describe('startAnonymousSession', () => {
  it('keeps a new anonymous id, sends it, and stores the session answered', async () => {
    const store = createSessionStoreForTests();
    const init = vi.fn(() => Promise.resolve({ token: 'anon-token', user: visitor }));

    await expect(startAnonymousSession({ store, init })).resolves.toBe(true);

    const anonymousId = localStorage.getItem('anonymousId');
    expect(anonymousId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(init).toHaveBeenCalledWith({ anonymousId, organizationId: 1 });
    expect(store.getSnapshot()).toMatchObject({ token: 'anon-token', user: visitor });
  });

  it('sends the same id on the next start', async () => {
    const store = createSessionStoreForTests();
    localStorage.setItem('anonymousId', '3f0c5a52-9a0e-4b8e-9d7e-2b8f7f3f1a11');
    const init = vi.fn(() => Promise.resolve({ token: 'anon-token', user: visitor }));

    await startAnonymousSession({ store, init });

    expect(init).toHaveBeenCalledWith({
      anonymousId: '3f0c5a52-9a0e-4b8e-9d7e-2b8f7f3f1a11',
      organizationId: 1,
    });
  });

  it('draws a new id, once, when the server no longer accepts the stored one', async () => {
    const store = createSessionStoreForTests();
    localStorage.setItem('anonymousId', '3f0c5a52-9a0e-4b8e-9d7e-2b8f7f3f1a11');
    const init = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, 'This anonymous id cannot start a session any more.'),
      )
      .mockResolvedValueOnce({ token: 'anon-token', user: visitor });

    await expect(startAnonymousSession({ store, init })).resolves.toBe(true);

    expect(init).toHaveBeenCalledTimes(2);
    const renewed = localStorage.getItem('anonymousId');
    expect(renewed).not.toBe('3f0c5a52-9a0e-4b8e-9d7e-2b8f7f3f1a11');
    expect(init).toHaveBeenLastCalledWith({ anonymousId: renewed, organizationId: 1 });
  });

  it('stores nothing when the server has no anonymous users or fails', async () => {
    const store = createSessionStoreForTests();
    const noToken = vi.fn(() => Promise.resolve({}));
    await expect(startAnonymousSession({ store, init: noToken })).resolves.toBe(false);
    const down = vi.fn(() => Promise.reject(new ApiError(0, 'Network error')));
    await expect(startAnonymousSession({ store, init: down })).resolves.toBe(false);
    expect(down).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null });
  });
});
