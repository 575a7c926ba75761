import type { RouteObject } from 'react-router';

/**
 * The signed-in notification pages (spec §2.3), as children of the app's signed-in layout
 * route. Each loads on demand.
 */
export function notificationRoutes(): RouteObject[] {
  return [
    {
      path: 'notifications',
      lazy: async () => ({
        Component: (await import('./screens/NotificationsScreen')).NotificationsScreen,
      }),
    },
    {
      path: 'notifications/settings',
      lazy: async () => ({
        Component: (await import('./screens/NotificationSettingsScreen'))
          .NotificationSettingsScreen,
      }),
    },
  ];
}
