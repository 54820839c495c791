import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_STATUS } from './api-error.ts';
import type { paths } from './generated/schema.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** `{api}`, e.g. `http://localhost:8000/api/v1`. */
  baseUrl: string;
  /**
   * The current bearer token, read on every call so a new sign-in applies at once; it may first
   * renew a token about to lapse (hence a promise).
   */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called once per 401 answer, before the call fails (the app signs out and goes to login). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

/**
 * The typed client of the Cabinet API. Every non-2xx answer rejects with an ApiError carrying the
 * server's `detail`; a network failure rejects with an ApiError of status 0.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const middleware: Middleware = {
    async onRequest({ request }) {
      const token = await options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return response;
      if (response.status === 401) options.onUnauthorized?.();
      throw await apiErrorFromResponse(response);
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      return new ApiError(
        NETWORK_ERROR_STATUS,
        error instanceof Error ? error.message : 'Network error',
      );
    },
  };
  client.use(middleware);
  return client;
}

/** The data of a successful call; failures have already thrown by then. */
export async function unwrap<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
