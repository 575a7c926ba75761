import { accountRoutes } from '@coffer/account';
import { authRoutes } from '@coffer/auth';
import { driveRoutes } from '@coffer/drive';
import { fileRequestRoutes } from '@coffer/file-requests';
import { notificationRoutes } from '@coffer/notifications';
import { sharingRoutes } from '@coffer/sharing';
import { siteHomepages, siteRoutes } from '@coffer/site';
import type { RouteObject } from 'react-router';
import { AppFrame } from '../layout/AppFrame';
import { PageSpinner, RootLayout } from '../layout/RootLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { PAGES_ROUTE_ID } from './route-areas';
import type { AppServices } from './services';

/**
 * The app's route tree. Pages load lazily so the first screen only pays for itself.
 * The account gate comes first: unverified or banned users see only their screen (with the
 * cookie notice, `AppFrame`). A page's errors show inside the layout, navbar and footer kept,
 * through `RouteErrorPage` (spec §4 page errors); the outer boundaries catch the layout's own.
 * The drive's and the file request page's loaders start their data with the app's services
 * before the page renders.
 */
export const appRoutes = (services: AppServices): RouteObject[] => [
  {
    Component: AppFrame,
    ErrorBoundary: RouteErrorPage,
    // While the first page's lazy code loads.
    HydrateFallback: PageSpinner,
    children: [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            // The admin area and billing mount here on the first visit to one of their
            // paths (`route-areas.ts`): their route tables stay out of every first page.
            id: PAGES_ROUTE_ID,
            ErrorBoundary: RouteErrorPage,
            children: [
              // Guest-only auth pages, and `/` by the homepage setting (the site's landing
              // page or a custom page, or the login or register page).
              ...authRoutes({
                homepages: siteHomepages,
                homepageType: () => services.bootstrap.get().settings.homepage.type,
              }),
              // Custom pages and the contact form; a page's data starts with its route.
              ...siteRoutes({
                services: { http: services.http, queryClient: services.queryClient },
              }),
              // Public pages, guests too, ahead of the signed-in drive: the shared-link page
              // `/drive/s/{hash}` and a file request's upload page `/drive/r/{hash}`.
              ...sharingRoutes(),
              ...fileRequestRoutes({ http: services.http, queryClient: services.queryClient }),
              // Signed-in drive pages; guests go to /login.
              ...driveRoutes({
                http: services.http,
                queryClient: services.queryClient,
                isSignedIn: () => services.bootstrap.get().user !== null,
              }),
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
    ],
  },
];
