import { ApiError } from '@cabinet/api-client/api-error';
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** A client error (4xx) will not change on retry; network failures and 5xx are retried twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, ...queries },
      mutations: { retry: false },
    },
  });
}
