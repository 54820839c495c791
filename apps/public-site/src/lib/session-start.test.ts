import { createSessionStoreForTests } from '@cabinet/auth/testing/stored-session';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { apiUrl } from '../testing/handlers';
import { server } from '../testing/server';
import { createApiClient } from '@cabinet/api-client/client';
import { sessionStarted, startSiteSession } from './session-start';

const member = { id: 5, username: 'amartin', signed_up: true };
const visitor = { id: 77, username: 'anonymous-1', signed_up: false };

/** The mocked API of a session start; every call it receives is logged. */
function sessionApi({ me }: { me: 'valid' | 'refused' }) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.get(apiUrl('/user/util/me'), ({ request }) => {
      calls.push({ path: new URL(request.url).pathname, body: null });
      return me === 'valid'
        ? HttpResponse.json(member)
        : HttpResponse.json({ detail: 'Could not validate credentials' }, { status: 401 });
    }),
    http.post(apiUrl('/init'), async ({ request }) => {
      const body = (await request.json()) as { anonymous_id?: string };
      calls.push({ path: new URL(request.url).pathname, body });
      return HttpResponse.json({
        organization: { id: 1, name: 'Cabinet', allow_public_signup: false },
        ...(body.anonymous_id ? { token: 'anonymous-token', user: visitor } : {}),
      });
    }),
  );
  return calls;
}

function setup(stored?: { token: string; user: object }) {
  const store = createSessionStoreForTests(stored);
  const client = createApiClient({
    baseUrl: env.apiUrl,
    getToken: () => store.getToken(),
    onUnauthorized: () => store.clear(),
  });
  return { store, client };
}

describe('the site’s session start', () => {
  it('with anonymous users off and nothing stored, calls nothing', async () => {
    const calls = sessionApi({ me: 'valid' });
    const { store, client } = setup();

    await expect(startSiteSession({ store, client, anonymousUsers: false })).resolves.toBe(
      'signed-out',
    );

    expect(calls).toEqual([]);
    expect(localStorage.getItem('anonymousId')).toBeNull();
  });

  it('with anonymous users off, forgets a refused token and creates no user', async () => {
    const calls = sessionApi({ me: 'refused' });
    const { store, client } = setup({ token: 'expired', user: member });

    await expect(startSiteSession({ store, client, anonymousUsers: false })).resolves.toBe(
      'signed-out',
    );

    expect(calls.map((call) => call.path)).toEqual(['/api/v1/user/util/me']);
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null });
  });

  it('with anonymous users on, keeps a session the server accepts', async () => {
    const calls = sessionApi({ me: 'valid' });
    const { store, client } = setup({ token: 'stored', user: member });

    await expect(startSiteSession({ store, client, anonymousUsers: true })).resolves.toBe(
      'signed-in',
    );

    expect(calls.map((call) => call.path)).toEqual(['/api/v1/user/util/me']);
    expect(store.getToken()).toBe('stored');
  });

  it('with anonymous users on, starts an anonymous session with the kept id, and says the session started', async () => {
    const calls = sessionApi({ me: 'refused' });
    const { store, client } = setup({ token: 'expired', user: member });

    await expect(startSiteSession({ store, client, anonymousUsers: true })).resolves.toBe(
      'anonymous',
    );

    const anonymousId = localStorage.getItem('anonymousId');
    expect(calls).toEqual([
      { path: '/api/v1/user/util/me', body: null },
      {
        path: '/api/v1/init',
        body: expect.objectContaining({ anonymous_id: anonymousId }) as object,
      },
    ]);
    expect(store.getSnapshot()).toMatchObject({ token: 'anonymous-token', user: visitor });
    await expect(sessionStarted()).resolves.toEqual(expect.any(String));
  });
});
