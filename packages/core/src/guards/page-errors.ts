import { isHttpError } from '../http/http-error';
import { LOGIN_PATH } from './redirects';

export type PageErrorOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'error' };

/**
 * What a route error becomes (spec §4): 401 or 403 while logged out → `/login`;
 * 404 → the not-found page; anything else → 'There was an issue loading this page'.
 */
export function pageErrorOutcome(error: unknown, isLoggedIn: boolean): PageErrorOutcome {
  const status = errorStatus(error);
  if ((status === 401 || status === 403) && !isLoggedIn)
    return { kind: 'redirect', to: LOGIN_PATH };
  if (status === 404) return { kind: 'not-found' };
  return { kind: 'error' };
}

/** The status of an HttpError or of a router error response (`{ status }`). */
function errorStatus(error: unknown): number | undefined {
  if (isHttpError(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
