import { createApiClient, type ApiClient } from '@cabinet/api-client/client';
import { createQueryHooks, type QueryHooks } from '@cabinet/api-client/query';
import { env } from '../config/env';
import { sessionStore } from './session';

export interface AppApiOptions {
  baseUrl: string;
  session: { getToken: () => string | null | undefined; clear: () => void };
}

/**
 * The API client bound to the session. The public pages' calls work without a token, so a 401 (a
 * stored token that expired) only clears the session; the visitor stays on the page.
 */
export function createAppApi({ baseUrl, session }: AppApiOptions): {
  client: ApiClient;
  $api: QueryHooks;
} {
  const client = createApiClient({
    baseUrl,
    getToken: session.getToken,
    onUnauthorized: () => session.clear(),
    // Resolved on each call, so a fetch replaced later (tests, service workers) is used.
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return { client, $api: createQueryHooks(client) };
}

export const { client: apiClient, $api } = createAppApi({
  baseUrl: env.apiUrl,
  session: { getToken: () => sessionStore.getToken(), clear: () => sessionStore.clear() },
});
