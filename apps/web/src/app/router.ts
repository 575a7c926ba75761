import { createBrowserRouter, type RouteObject } from 'react-router';
import { matchedLoaderIds, resolveFirstRoutes } from './first-routes';
import { discoverRouteAreas } from './route-areas';
import { appRoutes } from './routes';
import type { AppServices } from './services';

export function createAppRouter(services: AppServices) {
  return createBrowserRouter(appRoutes(services), {
    patchRoutesOnNavigation: discoverRouteAreas(areaServices(services)),
  });
}

/**
 * The router for a page the server rendered (ADR 0030): its first routes resolved before it
 * starts, so that its first render is the server's tree, and their loaders counted as run
 * (their data came with the page's query cache).
 */
export async function createHydratingRouter(services: AppServices) {
  const { pathname } = window.location;
  const { routes, area } = await resolveFirstRoutes(
    appRoutes(services),
    pathname,
    areaServices(services),
  );
  return createBrowserRouter(routes, {
    hydrationData: { loaderData: ranLoaders(routes, pathname) },
    patchRoutesOnNavigation: discoverRouteAreas(areaServices(services), area ? [area] : []),
  });
}

function ranLoaders(routes: RouteObject[], pathname: string): Record<string, null> {
  return Object.fromEntries(matchedLoaderIds(routes, pathname).map((id) => [id, null]));
}

const areaServices = ({ http, queryClient }: AppServices) => ({ http, queryClient });
