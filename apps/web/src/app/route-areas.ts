import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/** The id of the route whose children are the pages (`appRoutes`): areas mount there. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * A part of the app whose route table loads with the first visit to one of its paths, not
 * with every first page (ADR 0007, decision 23). Its module imports the feature's routes
 * statically, so the feature's barrel stays out of the entry (decision 1).
 */
export interface RouteArea {
  /** The first path segment of every route of the area (`route-areas.test.ts` holds it). */
  segments: readonly string[];
  routes: () => Promise<RouteObject[]>;
}

export const routeAreas: readonly RouteArea[] = [
  {
    segments: ['admin'],
    routes: async () => (await import('./admin-area')).adminArea(),
  },
  {
    segments: ['pricing', 'unsubscribe', 'checkout', 'billing'],
    routes: async () => (await import('./billing-area')).billingArea(),
  },
];

/** The area a path belongs to, by its first segment. */
export function routeAreaOf(path: string): RouteArea | undefined {
  const first = path.split('/').find(Boolean) ?? '';
  return routeAreas.find((area) => area.segments.includes(first));
}

/**
 * The router's `patchRoutesOnNavigation`: called for a path that only the not-found route (or
 * a route with parameters) matches, it mounts the path's area under the pages, once.
 */
export function discoverRouteAreas(): PatchRoutesOnNavigationFunction {
  const mounted = new Set<RouteArea>();
  return async ({ path, patch }) => {
    const area = routeAreaOf(path);
    if (!area || mounted.has(area)) return;
    const routes = await area.routes();
    if (mounted.has(area)) return;
    mounted.add(area);
    patch(PAGES_ROUTE_ID, routes);
  };
}
