import type { RouteObject } from 'react-router';

/** `/drive/s/{hash}`: the public shared-link page, open to guests; it loads on demand. */
export function sharingRoutes(): RouteObject[] {
  return [
    {
      path: 'drive/s/:hash',
      lazy: async () => ({
        Component: (await import('./components/SharedLinkPage')).SharedLinkPage,
      }),
    },
  ];
}
