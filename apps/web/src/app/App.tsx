import { CoreProvider, LinkPrefetchProvider, ThemeProvider } from '@coffer/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootstrapI18n } from './BootstrapI18n';
import { routePrefetcher } from './route-prefetch';
import { createAppRouter } from './router';
import type { AppServices } from './services';

/**
 * Providers around the router: the app's services, translations, the query cache, the theme
 * and the links' prefetch on intent.
 */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createAppRouter(services));
  // Links fetch their page after 100 ms of hover or focus (spec §9).
  const [prefetch] = useState(() => routePrefetcher(router));
  return (
    <CoreProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <BootstrapI18n>
          <ThemeProvider>
            <LinkPrefetchProvider prefetch={prefetch}>
              <RouterProvider router={router} />
            </LinkPrefetchProvider>
          </ThemeProvider>
        </BootstrapI18n>
      </QueryClientProvider>
    </CoreProvider>
  );
}
