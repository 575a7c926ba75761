import type { RouteObject } from 'react-router';

/** `/account-settings` and `/api-docs` (spec §2.3, §6), as children of the app's root layout. */
export function accountRoutes(): RouteObject[] {
  return [
    {
      path: 'account-settings',
      lazy: async () => ({
        Component: (await import('./screens/AccountSettingsPage')).AccountSettingsPage,
      }),
    },
    {
      path: 'api-docs',
      lazy: async () => ({
        Component: (await import('./screens/ApiDocsPage')).ApiDocsPage,
      }),
    },
  ];
}
