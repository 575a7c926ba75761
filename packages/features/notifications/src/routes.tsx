import type { PageErrorHandle } from '@coffer/core';
import type { RouteObject } from 'react-router';
import { SignedInOnly } from './components/SignedInOnly';

/**
 * The signed-in notification pages (spec §2.3), as children of the app's root layout
 * route: guests go to `/login`. Each page loads on demand; a page's failed query shows
 * the app's route error page, and the settings page goes to `/` when the site has no
 * subscriptions (404).
 */
export function notificationRoutes(): RouteObject[] {
  return [
    {
      Component: SignedInOnly,
      children: [
        {
          path: 'notifications',
          lazy: async () => ({
            Component: (await import('./screens/NotificationsScreen')).NotificationsScreen,
          }),
        },
        {
          path: 'notifications/settings',
          handle: { redirectOn404: '/' } satisfies PageErrorHandle,
          lazy: async () => ({
            Component: (await import('./screens/NotificationSettingsScreen'))
              .NotificationSettingsScreen,
          }),
        },
      ],
    },
  ];
}
