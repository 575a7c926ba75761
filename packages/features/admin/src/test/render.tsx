import type { BootstrapData } from '@coffer/contract';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { adminBootstrap } from '../mocks';

export const TEST_ORIGIN = 'http://coffer.test';

/** Renders `ui` at `route` inside the app's services, as the admin (or `bootstrap`'s visitor). */
export function renderAsAdmin(
  ui: ReactNode,
  {
    route = '/admin/users',
    bootstrap = adminBootstrap(),
  }: { route?: string; bootstrap?: BootstrapData } = {},
) {
  return renderRoutes([{ path: '*', element: ui }], { route, bootstrap });
}

/** Renders route objects (the admin's, say) under the app's root, with the usual pages beside. */
export function renderRoutes(
  routes: RouteObject[],
  {
    route,
    bootstrap = adminBootstrap(),
    fetch,
  }: { route: string; bootstrap?: BootstrapData; fetch?: typeof globalThis.fetch },
) {
  const store = createBootstrapStore(bootstrap);
  const services = {
    http: createHttpClient({ baseUrl: TEST_ORIGIN, fetch }),
    bootstrap: store,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: null,
        children: [
          ...routes,
          ...['login', 'pricing', '404'].map((path) => ({ path, element: <Landed /> })),
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <CoreProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CoreProvider>,
  );
  return { ...view, router, bootstrap: store };
}

/** Where a guard sent the visitor (the app's own pages stand outside the package). */
function Landed() {
  return <output data-testid="landed">{useLocation().pathname}</output>;
}

/** The page a guard sent the visitor to, once it shows. */
export async function landedOn() {
  return (await screen.findByTestId('landed', {}, { timeout: 10_000 })).textContent;
}
