import { accountRoutes } from '@coffer/account';
import { AccountGate, authRoutes } from '@coffer/auth';
import { driveRoutes } from '@coffer/drive';
import { notificationRoutes } from '@coffer/notifications';
import { sharingRoutes } from '@coffer/sharing';
import type { RouteObject } from 'react-router';
import { PageSpinner, RootLayout } from '../layout/RootLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

/**
 * The app's route tree. Pages load lazily so the first screen only pays for itself.
 * The account gate comes first: unverified or banned users see only their screen.
 */
export const routes: RouteObject[] = [
  {
    Component: AccountGate,
    ErrorBoundary: RouteErrorPage,
    // While the first page's lazy code loads.
    HydrateFallback: PageSpinner,
    children: [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RouteErrorPage,
        children: [
          // Guest-only auth pages, and `/` by the homepage setting.
          ...authRoutes(),
          // Public pages, guests too, ahead of the signed-in drive: the shared-link page
          // `/drive/s/{hash}` and a file request's upload page `/drive/r/{hash}`.
          ...sharingRoutes(),
          // Signed-in drive pages; guests go to /login.
          ...driveRoutes(),
          // Signed-in account settings and the API docs.
          ...accountRoutes(),
          // Signed-in notification pages (`/notifications`, `/notifications/settings`).
          ...notificationRoutes(),
          // Static: the route error page shows it for any 404 anyway, so it is in the entry.
          { path: '404', Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
