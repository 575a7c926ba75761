import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../http/http-error';

/** Cached query data stays fresh this long (spec §9). */
export const QUERY_STALE_TIME = 30_000;
/** Failed queries are retried at most this many times (spec §9). */
export const QUERY_MAX_RETRIES = 2;
const NO_RETRY_STATUSES = [401, 403, 404];

/** Whether a failed query should be tried again (spec §8: never on 401, 403, 404). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && NO_RETRY_STATUSES.includes(error.status)) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
