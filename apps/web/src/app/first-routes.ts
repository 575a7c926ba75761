import { matchRoutes, type RouteObject } from 'react-router';
import { type AreaServices, PAGES_ROUTE_ID, type RouteArea, routeAreaOf } from './route-areas';

export interface FirstRoutes {
  routes: RouteObject[];
  /** The area mounted for the first path, which the router must not mount again. */
  area: RouteArea | undefined;
}

/**
 * The route tree as a server-rendered page's first path needs it, the same on the server and
 * in the browser before it hydrates (ADR 0030): the path's area mounted under the pages, and
 * the code of every route the path matches loaded into its route, so that the first render
 * is the page itself and not the fallback shown while lazy code loads.
 */
export async function resolveFirstRoutes(
  routes: RouteObject[],
  pathname: string,
  services: AreaServices,
): Promise<FirstRoutes> {
  const area = routeAreaOf(pathname);
  if (area) mountUnder(routes, PAGES_ROUTE_ID, await area.routes(services));
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      delete route.lazy;
      Object.assign(route, loaded);
    }),
  );
  return { routes, area };
}

function mountUnder(routes: RouteObject[], id: string, children: RouteObject[]): boolean {
  for (const route of routes) {
    if (route.id === id) {
      // Ahead of the not-found route, as the router's own patching ranks them.
      route.children = [...children, ...(route.children ?? [])];
      return true;
    }
    if (route.children && mountUnder(route.children, id, children)) return true;
  }
  return false;
}

/**
 * The router's ids of the routes `pathname` matches that have a loader, as React Router
 * numbers routes without an id (their indexes from the root, joined by `-`): a hydrated
 * router given data for them does not run them again.
 */
export function matchedLoaderIds(routes: RouteObject[], pathname: string): string[] {
  const ids = new Map<RouteObject, string>();
  const number = (list: RouteObject[], parent: string[]) =>
    list.forEach((route, index) => {
      const path = [...parent, String(index)];
      ids.set(route, route.id ?? path.join('-'));
      if (route.children) number(route.children, path);
    });
  number(routes, []);
  return (matchRoutes(routes, pathname) ?? [])
    .filter(({ route }) => route.loader)
    .map(({ route }) => ids.get(route) ?? '');
}
