import { CoreProvider, LinkPrefetchProvider, ThemeProvider } from '@coffer/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import type { AppearanceEditorConnection } from '../appearance/listen';
import { ThemeFont } from '../appearance/ThemeFont';
import { RequestCookieContext } from '../layout/cookie-consent';
import { BootstrapI18n } from './BootstrapI18n';
import { routePrefetcher } from './route-prefetch';
import { createAppRouter } from './router';
import type { AppServices } from './services';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Providers around the router: the app's services, translations, the query cache, the theme
 * (and its web font) and the links' prefetch on intent. Inside the appearance editor's frame,
 * `editor` applies the editor's messages to the settings, the theme and the route. `router`
 * is the one a server-rendered page was hydrated with (`hydration.ts`).
 */
export function App({
  services,
  editor = null,
  router: given,
  onReady,
}: {
  services: AppServices;
  editor?: AppearanceEditorConnection | null;
  router?: AppRouter;
  /** Once the app has rendered (or hydrated) its first page. */
  onReady?: () => void;
}) {
  const [router] = useState(() => given ?? createAppRouter(services));
  // Links fetch their page after 100 ms of hover or focus (spec §9).
  const [prefetch] = useState(() => routePrefetcher(router));
  // The page is the app's from here: a server-rendered form submits through it (ADR 0030), and
  // the end-to-end tests act on it.
  useEffect(() => {
    onReady?.();
    document.documentElement.dataset.ready = '';
  }, [onReady]);
  useEffect(
    () =>
      editor?.connect({
        bootstrap: services.bootstrap,
        navigate: (to) => void router.navigate(to),
      }),
    [editor, services, router],
  );
  return (
    <AppProviders services={services} prefetch={prefetch}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** What the browser's app and the server's rendering of a guest page share around the router. */
export function AppProviders({
  services,
  prefetch,
  cookieHeader,
  children,
}: {
  services: AppServices;
  prefetch: Parameters<typeof LinkPrefetchProvider>[0]['prefetch'];
  /** On the server: the request's cookies, which the theme choice reads. */
  cookieHeader?: string;
  children: ReactNode;
}) {
  return (
    <CoreProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <BootstrapI18n>
          <ThemeProvider cookieHeader={cookieHeader}>
            <ThemeFont />
            <RequestCookieContext.Provider value={cookieHeader}>
              <LinkPrefetchProvider prefetch={prefetch}>{children}</LinkPrefetchProvider>
            </RequestCookieContext.Provider>
          </ThemeProvider>
        </BootstrapI18n>
      </QueryClientProvider>
    </CoreProvider>
  );
}
