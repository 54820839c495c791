import { createApiClient, type ApiClient } from '@cabinet/api-client/client';
import { createQueryHooks, type QueryHooks } from '@cabinet/api-client/query';
import { createUnauthorizedHandler } from '@cabinet/auth/session-flows';
import { createTokenRefresher } from '@cabinet/auth/token-refresher';
import { env } from '../config/env';
import { sessionStore } from './session';

export interface AppApiOptions {
  baseUrl: string;
  session: {
    /** The token to send, renewed first when about to lapse. */
    getToken: () => string | null | undefined | Promise<string | null | undefined>;
    clear: () => void;
  };
  /** The path and query the user is on, to come back to after signing in again. */
  currentLocation: () => string;
  /** Leaves the app for the given URL (a full page load, so no stale state survives). */
  redirect: (href: string) => void;
}

// Resolved on each call, so a fetch replaced later (tests, service workers) is used.
const lateFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * The API clients bound to the session. Both send the stored token. `client` is for data calls: a
 * 401 answer clears the session and sends the user to /login?redirect={current path} (to return).
 * `authClient` is for the sign-in screens and the session start, where a 401 is an answer to show
 * ("Incorrect OTP") or a session to forget quietly, not a reason to leave the page. `$api` and
 * `$authApi` build typed query options and mutations over each.
 */
export function createAppApi({ baseUrl, session, currentLocation, redirect }: AppApiOptions): {
  client: ApiClient;
  authClient: ApiClient;
  $api: QueryHooks;
  $authApi: QueryHooks;
} {
  const client = createApiClient({
    baseUrl,
    getToken: session.getToken,
    onUnauthorized: createUnauthorizedHandler({
      clear: session.clear,
      currentLocation,
      redirect,
    }),
    fetch: lateFetch,
  });
  const authClient = createApiClient({ baseUrl, getToken: session.getToken, fetch: lateFetch });
  return {
    client,
    authClient,
    $api: createQueryHooks(client),
    $authApi: createQueryHooks(authClient),
  };
}

/**
 * The short access token is renewed before it lapses with the stored refresh token, through a
 * client of its own that sends no token (the renewal must not wait for itself).
 */
export const freshToken = createTokenRefresher({
  store: sessionStore,
  renew: async (refresh_token) => {
    const renewal = createApiClient({ baseUrl: env.apiUrl, fetch: lateFetch });
    const { data } = await renewal.POST('/token/refresh', { body: { refresh_token } });
    return data!;
  },
  ...(typeof navigator !== 'undefined' && navigator.locks ? { locks: navigator.locks } : {}),
});

export const {
  client: apiClient,
  authClient,
  $api,
  $authApi,
} = createAppApi({
  baseUrl: env.apiUrl,
  session: { getToken: freshToken, clear: () => sessionStore.clear() },
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  redirect: (href) => window.location.assign(href),
});
