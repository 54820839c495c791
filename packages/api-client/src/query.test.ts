import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import { createQueryClient, shouldRetry } from './query.ts';

describe('shouldRetry', () => {
  it('never retries a client error', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(422, 'Invalid'))).toBe(false);
  });

  it('retries server errors and network failures twice', () => {
    for (const error of [
      new ApiError(503, 'Down'),
      new ApiError(NETWORK_ERROR_STATUS, 'Offline'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});

describe('createQueryClient', () => {
  it('keeps data fresh for 30 s, skips refetch on focus and never retries mutations', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 30_000, refetchOnWindowFocus: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('lets the caller override query defaults (tests turn retries off)', () => {
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});
