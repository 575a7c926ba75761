import { matchRoutes, type RouteObject } from 'react-router';
import { type AreaServices, PAGES_ROUTE_ID, type RouteArea, routeAreaOf } from './route-areas';

export interface FirstRoutes {
  routes: RouteObject[];
  /** The area mounted for the first path, which the router must not mount again. */
  area: RouteArea | undefined;
  /**
   * The ids of the matched routes that have a loader: a hydrated router given data for them
   * does not run them again (their data came with the page).
   */
  loaderIds: string[];
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
  const loaderIds: string[] = [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (route.loader) {
        route.id ??= `first-${loaderIds.length}`;
        loaderIds.push(route.id);
      }
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      delete route.lazy;
      Object.assign(route, loaded);
    }),
  );
  return { routes, area, loaderIds };
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
