import type { RouteObject } from 'react-router';

/** `/drive/r/{hash}`: a file request's upload page, open to guests; it loads on demand. */
export function fileRequestRoutes(): RouteObject[] {
  return [
    {
      path: 'drive/r/:hash',
      lazy: async () => ({
        Component: (await import('./components/FileRequestPage')).FileRequestPage,
      }),
    },
  ];
}
