import { createApiClient } from '@cabinet/api-client/client';
import { env } from '../config/env';

/**
 * The API's typed client for the islands' calls, none of which needs a session: the email
 * challenge, the API's health, the texts. Resolves `fetch` on each call, so tests can replace it.
 */
export const apiClient = createApiClient({
  baseUrl: env.apiUrl,
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** The same contract at the contact form's backend (`POST /api/submit`), which may be elsewhere. */
export const formClient = createApiClient({
  baseUrl: env.formBackendUrl,
  fetch: (input, init) => globalThis.fetch(input, init),
});
