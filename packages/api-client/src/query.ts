import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import createOpenApiQueryHooks from 'openapi-react-query';
import { ApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';

/**
 * TanStack Query hooks typed from the OpenAPI document:
 * `const $api = createQueryHooks(client); $api.useQuery('get', '/util/health')`.
 */
export function createQueryHooks(client: ApiClient) {
  return createOpenApiQueryHooks(client);
}

export type QueryHooks = ReturnType<typeof createQueryHooks>;

/** A client error (4xx) will not change on retry; network failures and 5xx are retried twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The front ends' query client: 30 s fresh data, no refetch on focus, no mutation retries. */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, ...queries },
      mutations: { retry: false },
    },
  });
}
