import { createApiClient } from '@cabinet/api-client/client';
import { describe, expect, it } from 'vitest';
import { startApiSession } from './api-session-start.ts';
import { createSessionStoreForTests } from './testing/stored-session.ts';

const stored = { token: 'stored-token', user: { id: 7, username: 'amartin', signed_up: true } };

/** A client whose every call gets `answer`: a response, or a failure of the network itself. */
function clientAnswering(answer: () => Promise<Response>) {
  return createApiClient({
    baseUrl: 'http://api.test/api/v1',
    getToken: () => stored.token,
    fetch: () => answer(),
  });
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('startApiSession', () => {
  it('signs out when the server refuses the stored token', async () => {
    const store = createSessionStoreForTests(stored);
    const client = clientAnswering(() => json(401, { detail: 'Not authenticated' }));

    await expect(startApiSession({ store, client, anonymousUsers: false })).resolves.toBe(
      'signed-out',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the stored session when the refresh gets no answer (the page was left or reloaded)', async () => {
    const store = createSessionStoreForTests(stored);
    const client = clientAnswering(() =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    );

    await expect(startApiSession({ store, client, anonymousUsers: true })).resolves.toBe(
      'signed-in',
    );
    expect(store.getSnapshot()).toMatchObject(stored);
  });

  it('keeps the stored session while the server fails', async () => {
    const store = createSessionStoreForTests(stored);
    const client = clientAnswering(() => json(503, { detail: 'Service unavailable' }));

    await expect(startApiSession({ store, client, anonymousUsers: false })).resolves.toBe(
      'signed-in',
    );
    expect(localStorage.getItem('token')).toBe('stored-token');
  });
});
