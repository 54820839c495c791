import { ApiError } from '@cabinet/api-client/api-error';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../testing/handlers';
import { server } from '../testing/server';
import { createAppApi } from './api';

function setup(currentLocation: string) {
  let token: string | null = 'stale-token';
  const session = { getToken: () => token, clear: vi.fn(() => (token = null)) };
  const redirect = vi.fn();
  const { client, authClient } = createAppApi({
    baseUrl: 'http://localhost:8000/api/v1',
    session,
    currentLocation: () => currentLocation,
    redirect,
  });
  return { client, authClient, session, redirect };
}

describe('createAppApi', () => {
  it('sends the stored token as a bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/util/health'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const { client } = setup('/');

    await client.GET('/util/health');

    expect(authorization).toBe('Bearer stale-token');
  });

  it('on 401 clears the session and sends the user to the login page with the way back', async () => {
    server.use(
      http.get(apiUrl('/util/health'), () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    const { client, session, redirect } = setup('/users?page=2');

    await expect(client.GET('/util/health')).rejects.toMatchObject({
      status: 401,
      detail: 'Not authenticated',
    });

    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login?redirect=%2Fusers%3Fpage%3D2');
  });

  it('does not redirect again when the 401 comes from the login page itself', async () => {
    server.use(
      http.get(apiUrl('/util/health'), () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    const { client, session, redirect } = setup('/login?redirect=%2Fusers');

    await expect(client.GET('/util/health')).rejects.toBeInstanceOf(ApiError);

    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('leaves a 401 of the sign-in calls to the screen that made them', async () => {
    server.use(
      http.post(apiUrl('/token'), () =>
        HttpResponse.json({ detail: 'Incorrect OTP' }, { status: 401 }),
      ),
    );
    const { authClient, session, redirect } = setup('/passwordless-login?token=abc');

    await expect(
      authClient.POST('/token', {
        body: { username: 'amartin', password: 'secret' },
        bodySerializer: (body) => new URLSearchParams(body).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    ).rejects.toMatchObject({ status: 401, detail: 'Incorrect OTP' });

    expect(session.clear).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });
});
