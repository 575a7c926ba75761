import type { BootstrapData } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import {
  CoreProvider,
  createBootstrapStore,
  createHttpClient,
  createQueryClient,
  ThemeProvider,
} from '@coffer/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';

/** Any other route: names its path, so tests can see where a link or redirect went. */
function OtherPage() {
  return <p>Page {useLocation().pathname}</p>;
}

/**
 * Renders shell parts as the app does: core services on `data`, theme, query cache and
 * a memory router at `route` (other paths render their name, to check navigation).
 * `routeProps` adds to the route `ui` is at (an `ErrorBoundary`, a `handle`).
 */
export function renderShell(
  ui: ReactNode,
  {
    data = bootstrapFixture(),
    route = '/',
    fetch,
    routeProps,
  }: {
    data?: BootstrapData;
    route?: string;
    fetch?: typeof globalThis.fetch;
    routeProps?: Pick<RouteObject, 'ErrorBoundary' | 'handle'>;
  } = {},
) {
  const bootstrap = createBootstrapStore(data);
  const services = { http: createHttpClient(fetch ? { fetch } : {}), bootstrap };
  const router = createMemoryRouter(
    [
      { path: route, element: ui, ...routeProps },
      { path: '*', Component: OtherPage },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <CoreProvider services={services}>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </CoreProvider>,
  );
  return { ...result, bootstrap, router };
}
