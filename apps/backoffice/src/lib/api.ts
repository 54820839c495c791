import { createApiClient, type ApiClient } from '@cabinet/api-client/client';
import { createQueryHooks, type QueryHooks } from '@cabinet/api-client/query';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { sessionStore } from './session';

export interface AppApiOptions {
  baseUrl: string;
  session: { getToken: () => string | null | undefined; clear: () => void };
  /** The path and query the user is on, to come back to after signing in again. */
  currentLocation: () => string;
  /** Leaves the app for the given URL (a full page load, so no stale state survives). */
  redirect: (href: string) => void;
}

/**
 * The API client bound to the session: every call carries the bearer token, and a 401 answer
 * clears the session and sends the user to /login?redirect={current path} (spec §4).
 */
export function createAppApi({ baseUrl, session, currentLocation, redirect }: AppApiOptions): {
  client: ApiClient;
  $api: QueryHooks;
} {
  const client = createApiClient({
    baseUrl,
    getToken: session.getToken,
    onUnauthorized: () => {
      session.clear();
      const here = currentLocation();
      if (!here.startsWith(paths.login.path)) redirect(paths.login.getHref(here));
    },
    // Resolved on each call, so a fetch replaced later (tests, service workers) is used.
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return { client, $api: createQueryHooks(client) };
}

export const { client: apiClient, $api } = createAppApi({
  baseUrl: env.apiUrl,
  session: { getToken: () => sessionStore.getToken(), clear: () => sessionStore.clear() },
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  redirect: (href) => window.location.assign(href),
});
