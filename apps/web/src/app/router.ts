import { createBrowserRouter } from 'react-router';
import { discoverRouteAreas } from './route-areas';
import { appRoutes } from './routes';
import type { AppServices } from './services';

export function createAppRouter(services: AppServices) {
  return createBrowserRouter(appRoutes(services), {
    patchRoutesOnNavigation: discoverRouteAreas(areaServices(services)),
  });
}

export const areaServices = ({ http, queryClient }: AppServices) => ({ http, queryClient });
