import type { PrefetchPage, RoutePrefetchHandle } from '@coffer/core';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeAreaOf } from './route-areas';

/**
 * What fetching a page on a link's intent means here (spec §9): the code of every route the
 * link's path matches (their `lazy`, which the router then finds loaded) and the data their
 * `handle.prefetch` names. A path no route knows yet (an area mounted on its first visit)
 * gets its area's route table.
 */
export function routePrefetcher(router: { routes: readonly RouteObject[] }): PrefetchPage {
  return (href) => {
    const { pathname } = new URL(href, window.location.href);
    const matches = matchRoutes([...router.routes], pathname) ?? [];
    for (const { route, params } of matches) {
      const { lazy } = route;
      if (typeof lazy === 'function') void lazy().catch(() => undefined);
      else if (lazy) {
        for (const load of Object.values(lazy)) {
          if (typeof load === 'function') void Promise.resolve(load()).catch(() => undefined);
        }
      }
      (route.handle as RoutePrefetchHandle | undefined)?.prefetch?.(params);
    }
    if (matches.at(-1)?.route.path === '*')
      void routeAreaOf(pathname)
        ?.routes()
        .catch(() => undefined);
  };
}
