import { adminRoutes } from '@coffer/admin';
import { adminBootstrap } from '@coffer/admin/mocks';
import type { BootstrapData } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { billingAdminSection } from './section';

/** The admin area with billing's section, at `path`, as `bootstrap`'s visitor. */
function openAdmin(path: string, bootstrap: BootstrapData) {
  // Every call stays pending: these tests are about who gets in, not what loads.
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  const services = {
    http: createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
    bootstrap: createBootstrapStore(bootstrap),
  };
  const landed = (name: string) => ({ path: name, element: <p>Landed on {name}</p> });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: null,
        children: [
          ...adminRoutes({ sections: [billingAdminSection] }),
          landed('login'),
          landed('404'),
        ],
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

const notBilling = (bootstrap: BootstrapData) => {
  bootstrap.settings = {
    ...bootstrap.settings,
    billing: { ...bootstrap.settings.billing, enable: false },
  };
  return bootstrap;
};

describe('billing in the admin area (spec §2.4, §6)', { timeout: 20_000 }, () => {
  it('given plans.update, opens the plans in the layout; the sidebar has Plans, not Subscriptions', async () => {
    openAdmin('/admin/plans', adminBootstrap(['admin.access', 'plans.update']));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plans' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).not.toBeInTheDocument();
  });

  it('given subscriptions.update, lists Subscriptions after Roles and before Plans', async () => {
    openAdmin(
      '/admin/subscriptions',
      adminBootstrap(['admin.access', 'roles.update', 'subscriptions.update', 'plans.update']),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscriptions' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(links.indexOf('Dashboard'), links.indexOf('Plans') + 1)).toEqual([
      'Dashboard',
      'Roles',
      'Subscriptions',
      'Plans',
    ]);
  });

  it.each([
    ['/admin/subscriptions', ['admin.access', 'plans.update']],
    ['/admin/plans/new', ['admin.access', 'subscriptions.update']],
    ['/admin/plans/2/edit', ['admin.access', 'subscriptions.update']],
  ])('at %s without its permission, go to /404 before any call', async (path, permissions) => {
    const { fetch, router } = openAdmin(path, notBilling(adminBootstrap(permissions)));
    expect(await screen.findByText('Landed on 404', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('given a guest at /admin/plans, go to /login', async () => {
    const { router } = openAdmin('/admin/plans', bootstrapFixture({ user: null }));
    expect(await screen.findByText('Landed on login', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
