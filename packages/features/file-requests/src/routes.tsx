import type { HttpClient } from '@coffer/core';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/** What the request page's route needs to start the page's data before its code is in. */
export interface FileRequestRouteServices {
  http: HttpClient;
  queryClient: QueryClient;
}

/**
 * `/drive/r/{hash}`: a file request's upload page, open to guests; it loads on demand.
 * Given the app's services, its loader starts the page's data while the page's code loads
 * (a loader beside `lazy` runs alongside it), instead of after the page's first render.
 */
export function fileRequestRoutes(services?: FileRequestRouteServices): RouteObject[] {
  return [
    {
      path: 'drive/r/:hash',
      ...(services && {
        loader: async ({ params }) => {
          const { prefetchFileRequestPage } = await import('./api/page-query');
          prefetchFileRequestPage(services, params.hash ?? '');
          return null;
        },
      }),
      lazy: async () => ({
        Component: (await import('./components/FileRequestPage')).FileRequestPage,
      }),
    },
  ];
}
