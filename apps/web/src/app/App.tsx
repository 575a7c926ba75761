import { CoreProvider, ThemeProvider } from '@coffer/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootstrapI18n } from './BootstrapI18n';
import { createAppRouter } from './router';
import type { AppServices } from './services';

/** Providers around the router: the app's services, translations, the query cache and the theme. */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createAppRouter(services));
  return (
    <CoreProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <BootstrapI18n>
          <ThemeProvider>
            <RouterProvider router={router} />
          </ThemeProvider>
        </BootstrapI18n>
      </QueryClientProvider>
    </CoreProvider>
  );
}
