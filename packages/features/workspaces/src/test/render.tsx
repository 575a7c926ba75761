import type { BootstrapData } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const TEST_ORIGIN = 'http://coffer.test';

/** Renders inside the app's services (HTTP to TEST_ORIGIN, answered by MSW) at `route`. */
export function renderWithApp(
  ui: ReactNode,
  { route = '/', bootstrap }: { route?: string; bootstrap?: Partial<BootstrapData> } = {},
) {
  const store = createBootstrapStore(
    bootstrapFixture({ user: userFixture({ unread_notifications_count: 0 }), ...bootstrap }),
  );
  const services = { http: createHttpClient({ baseUrl: TEST_ORIGIN }), bootstrap: store };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const view = render(
    <CoreProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CoreProvider>,
  );
  return { ...view, bootstrap: store, router };
}
