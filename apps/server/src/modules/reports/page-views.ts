import type { AppInstance } from '../../app';
import { incrementPageViews } from './repo';

/** Roots the app's HTTP client calls; their answers are never page loads. */
const API_ROOTS = /^\/(api|auth|secure|log-viewer|horizon|assets)(\/|$)/;

/** A path segment kept as written: a lower-case word, as the app's own route names are. */
const ROUTE_WORD = /^[a-z][a-z-]{0,39}$/;

/** Segments past this many are dropped: no app route is deeper. */
const MAX_SEGMENTS = 6;

/**
 * Counts each load of the app page (index.html, served for every app route) per route
 * pattern and day: the privacy-friendly counter the dashboard shows. Only the pattern is
 * stored, never the address, the user, the query string or an id.
 */
export function countPageLoads(app: AppInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return;
    const path = request.url.split('?')[0] ?? '/';
    if (API_ROOTS.test(path)) return;
    // A lost count is better than a failed page: the answer has been sent already.
    await incrementPageViews(app.db, app.clock.iso().slice(0, 10), routePattern(path)).catch(
      (error: unknown) => request.log.warn({ err: error }, 'page view not counted'),
    );
  });
}

/**
 * The route pattern of a page's path: ids, hashes, names and anything else that is not a
 * plain word become a `:param` (`/drive/s/AbC123` → `/drive/s/:hash`, `/admin/users/12` →
 * `/admin/users/:id`), so no personal data nor one row per shared link reaches the table.
 */
export function routePattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .slice(0, MAX_SEGMENTS)
    .map((segment) => {
      if (/^\d+$/.test(segment)) return ':id';
      if (ROUTE_WORD.test(segment)) return segment;
      return /^[A-Za-z0-9_-]{6,}$/.test(segment) ? ':hash' : ':param';
    });
  return `/${segments.join('/')}`;
}
