import { isHttpError } from '../http/http-error';
import { LOGIN_PATH } from './redirects';

export type PageErrorOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'error' };

/**
 * What a route may say about its page errors, in its `handle`. `redirectOn404` sends a
 * 404 there instead of showing not-found (e.g. notification settings → `/` when the site
 * has no subscriptions, spec §2.3).
 */
export interface PageErrorHandle {
  redirectOn404?: string;
}

/**
 * What a route error becomes (spec §4): 401 or 403 while logged out → `/login`;
 * 404 → the not-found page, or the route's `redirectOn404`; anything else → 'There was
 * an issue loading this page'.
 */
export function pageErrorOutcome(
  error: unknown,
  isLoggedIn: boolean,
  { redirectOn404 }: PageErrorHandle = {},
): PageErrorOutcome {
  const status = errorStatus(error);
  if ((status === 401 || status === 403) && !isLoggedIn)
    return { kind: 'redirect', to: LOGIN_PATH };
  if (status === 404)
    return redirectOn404 ? { kind: 'redirect', to: redirectOn404 } : { kind: 'not-found' };
  return { kind: 'error' };
}

/**
 * Fails the page with its main query, so the route's error page decides what the user
 * sees (`pageErrorOutcome`): throws the query's error once it failed with nothing to
 * show and is not trying again. A failed refetch keeps the data on screen, and a page
 * opened again after a failure fetches again before it can throw.
 */
export function throwPageError(query: { error: unknown; data: unknown; isFetching: boolean }) {
  if (query.error && query.data === undefined && !query.isFetching) throw query.error;
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
