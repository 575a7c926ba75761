import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { createQueryClient, QUERY_STALE_TIME, shouldRetry } from './query-client';

describe('query client', () => {
  it('keeps data fresh for 30 seconds', () => {
    expect(QUERY_STALE_TIME).toBe(30_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it.each([401, 403, 404])('never retries a %i', (status) => {
    expect(shouldRetry(0, new HttpError(status, { message: '' }))).toBe(false);
  });

  it('retries other failures at most twice', () => {
    const error = new HttpError(500, { message: '' });
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
  });
});
