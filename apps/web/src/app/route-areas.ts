import type { HttpClient } from '@coffer/core';
import type { QueryClient } from '@tanstack/react-query';
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
  /** Given the app's services, the area's routes start their pages' data with their code. */
  routes: (services?: AreaServices) => Promise<RouteObject[]>;
}

/** What an area's routes may use to start their data. */
export interface AreaServices {
  http: HttpClient;
  queryClient: QueryClient;
}

export const routeAreas: readonly RouteArea[] = [
  {
    segments: ['admin'],
    routes: async () => (await import('./admin-area')).adminArea(),
  },
  {
    segments: ['pricing', 'unsubscribe', 'checkout', 'billing'],
    routes: async (services) => (await import('./billing-area')).billingArea(services),
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
export function discoverRouteAreas(
  services?: AreaServices,
  alreadyMounted: readonly RouteArea[] = [],
): PatchRoutesOnNavigationFunction {
  // A hydrated page's area is in its routes from the start (`first-routes.ts`).
  const mounted = new Set<RouteArea>(alreadyMounted);
  return async ({ path, patch }) => {
    const area = routeAreaOf(path);
    if (!area || mounted.has(area)) return;
    const routes = await area.routes(services);
    if (mounted.has(area)) return;
    mounted.add(area);
    patch(PAGES_ROUTE_ID, routes);
  };
}
