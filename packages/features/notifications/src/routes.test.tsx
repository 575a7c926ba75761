import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notificationRoutes } from './routes';

/** The notification routes under the app's root, at `path`, for a guest or a user. */
function openAs(user: ReturnType<typeof userFixture> | null, path: string) {
  // Every call stays pending: these tests are about who gets in, not what loads.
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  const services = {
    http: createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
    bootstrap: createBootstrapStore(bootstrapFixture({ user })),
  };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: null,
        children: [...notificationRoutes(), { path: 'login', element: <p>Login page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <CoreProvider services={services}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CoreProvider>,
  );
  return { fetch, router };
}

describe('notification routes (spec §6: they need a login)', { timeout: 15_000 }, () => {
  it.each(['/notifications', '/notifications/settings'])(
    'given a guest at %s, go to /login without calling the API',
    async (path) => {
      const { fetch, router } = openAs(null, path);
      expect(await screen.findByText('Login page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('given a signed-in user, open the page', async () => {
    openAs(userFixture(), '/notifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
