import { CoreProvider, LinkPrefetchProvider, ThemeProvider } from '@coffer/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AppearanceEditorConnection } from '../appearance/listen';
import { ThemeFont } from '../appearance/ThemeFont';
import { BootstrapI18n } from './BootstrapI18n';
import { routePrefetcher } from './route-prefetch';
import { createAppRouter } from './router';
import type { AppServices } from './services';

/**
 * Providers around the router: the app's services, translations, the query cache, the theme
 * (and its web font) and the links' prefetch on intent. Inside the appearance editor's frame,
 * `editor` applies the editor's messages to the settings, the theme and the route.
 */
export function App({
  services,
  editor = null,
}: {
  services: AppServices;
  editor?: AppearanceEditorConnection | null;
}) {
  const [router] = useState(() => createAppRouter(services));
  // Links fetch their page after 100 ms of hover or focus (spec §9).
  const [prefetch] = useState(() => routePrefetcher(router));
  useEffect(
    () =>
      editor?.connect({
        bootstrap: services.bootstrap,
        navigate: (to) => void router.navigate(to),
      }),
    [editor, services, router],
  );
  return (
    <CoreProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <BootstrapI18n>
          <ThemeProvider>
            <ThemeFont />
            <LinkPrefetchProvider prefetch={prefetch}>
              <RouterProvider router={router} />
            </LinkPrefetchProvider>
          </ThemeProvider>
        </BootstrapI18n>
      </QueryClientProvider>
    </CoreProvider>
  );
}
