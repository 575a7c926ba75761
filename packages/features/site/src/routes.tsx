import { LANDING_PREVIEW_PATH } from '@coffer/contract/constants';
import type { HttpClient, RoutePrefetchHandle } from '@coffer/core';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

export interface SiteRoutesOptions {
  /**
   * The app's services: with them a custom page's data starts loading with its route (its
   * loader) and on a link's intent (`handle.prefetch`), not once the page has rendered.
   */
  services?: { http: HttpClient; queryClient: QueryClient };
}

const customPage = async () => ({
  Component: (await import('./screens/CustomPageScreen')).CustomPageScreen,
});

/**
 * The site's pages for any visitor (spec §2.2), as children of the app's root layout route:
 * `/pages/{pageSlug}`, `/pages/{pageId}/{pageSlug}`, `/contact`, and the landing page's place
 * in the appearance editor's frame (`LANDING_PREVIEW_PATH`). Each loads on demand.
 */
export function siteRoutes({ services }: SiteRoutesOptions = {}): RouteObject[] {
  const prefetch = (params: Readonly<Record<string, string | undefined>>) => {
    const idOrSlug = params.pageId ?? params.pageSlug;
    if (!services || !idOrSlug) return;
    void import('./api/prefetch').then(({ prefetchCustomPage }) =>
      prefetchCustomPage(services.http, services.queryClient, idOrSlug),
    );
  };
  const handle: RoutePrefetchHandle = { prefetch };
  const loader = ({ params }: LoaderFunctionArgs) => {
    prefetch(params);
    return null;
  };
  return [
    { path: 'pages/:pageSlug', handle, loader, lazy: customPage },
    { path: 'pages/:pageId/:pageSlug', handle, loader, lazy: customPage },
    {
      path: 'contact',
      lazy: async () => ({ Component: (await import('./screens/ContactScreen')).ContactScreen }),
    },
    {
      path: LANDING_PREVIEW_PATH.slice(1),
      lazy: async () => ({
        Component: (await import('./screens/LandingPreview')).LandingPreview,
      }),
    },
  ];
}

/**
 * What `/` shows for the homepage types the site owns (spec §2.1), as route `lazy` functions
 * for the auth routes' index (`authRoutes({ homepages })`): the landing page (guest-only, as
 * the auth pages) and the custom page `homepage.value` names.
 */
export const siteHomepages = {
  landing: async () => ({ Component: (await import('./screens/LandingPage')).LandingPage }),
  customPage: async () => ({
    Component: (await import('./screens/CustomPageScreen')).HomeCustomPage,
  }),
} as const;
