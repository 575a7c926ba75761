import type { RouteObject } from 'react-router';

/**
 * `/drive/s/{hash}` (the public shared-link page) and `/drive/r/{hash}` (a file request's
 * upload page), open to guests. Each loads on demand.
 */
export function sharingRoutes(): RouteObject[] {
  return [
    {
      path: 'drive/s/:hash',
      lazy: async () => ({
        Component: (await import('./components/SharedLinkPage')).SharedLinkPage,
      }),
    },
    {
      path: 'drive/r/:hash',
      lazy: async () => ({
        Component: (await import('./components/FileRequestPage')).FileRequestPage,
      }),
    },
  ];
}
