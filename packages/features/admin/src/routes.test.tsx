import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequirePermission } from './layout/RequirePermission';
import type { AdminSection } from './layout/sections';
import { adminBootstrap } from './mocks';
import { adminRoutes } from './routes';
import { landedOn, renderRoutes } from './test/render';

/** Every call stays pending: these tests are about who gets in, not what loads. */
const pendingFetch = () =>
  vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof globalThis.fetch;

const withBilling = (enable: boolean) => {
  const settings = settingsFixture();
  return { ...settings, billing: { ...settings.billing, enable } };
};

describe('admin routes (spec §6: admin.access, then each screen its own permission)', {
  timeout: 20_000,
}, () => {
  it.each(['/admin', '/admin/users', '/admin/roles/new'])(
    'given a guest at %s, go to /login without calling the API',
    async (path) => {
      const fetch = pendingFetch();
      const { router } = renderRoutes(adminRoutes(), {
        route: path,
        bootstrap: bootstrapFixture({ user: null }),
        fetch,
      });
      // The router loads the matched routes' lazy modules first: the first load compiles them.
      expect(await landedOn()).toBe('/login');
      expect(router.state.location.pathname).toBe('/login');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('given a user without admin.access and billing on, go to /pricing', async () => {
    const { router } = renderRoutes(adminRoutes(), {
      route: '/admin/users',
      bootstrap: bootstrapFixture({ user: userFixture(), settings: withBilling(true) }),
      fetch: pendingFetch(),
    });
    expect(await landedOn()).toBe('/pricing');
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('given a user without admin.access and billing off, go to /404', async () => {
    renderRoutes(adminRoutes(), {
      route: '/admin',
      bootstrap: bootstrapFixture({ user: userFixture(), settings: withBilling(false) }),
      fetch: pendingFetch(),
    });
    expect(await landedOn()).toBe('/404');
  });

  it('given admin.access without users.update, /admin/users goes to /404', async () => {
    const bootstrap = adminBootstrap(['admin.access', 'roles.update']);
    bootstrap.settings = withBilling(false);
    const { router } = renderRoutes(adminRoutes(), {
      route: '/admin/users',
      bootstrap,
      fetch: pendingFetch(),
    });
    expect(await landedOn()).toBe('/404');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('at /admin, opens the dashboard in the layout with admin.access alone', async () => {
    const { router } = renderRoutes(adminRoutes(), {
      route: '/admin',
      bootstrap: adminBootstrap(['admin.access']),
      fetch: pendingFetch(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The sidebar lists only the screens the admin may open.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('given logs.view, /admin/logs opens the logs', async () => {
    renderRoutes(adminRoutes(), {
      route: '/admin/logs',
      bootstrap: adminBootstrap(['admin.access', 'logs.view']),
      fetch: pendingFetch(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logs' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

/** A section as another feature contributes one: a screen behind its own permission. */
const plansSection: AdminSection = {
  screens: [{ path: '/admin/plans', permission: 'plans.update', label: 'Plans' }],
  after: '/admin/roles',
  routes: [
    {
      path: 'plans',
      element: <RequirePermission permission="plans.update" />,
      children: [{ index: true, element: <h1>Plans screen</h1> }],
    },
  ],
};

describe('sections other features contribute (ADR 0019)', { timeout: 20_000 }, () => {
  it('mounts a section in the layout, its item in the sidebar after the one it names', async () => {
    renderRoutes(adminRoutes({ sections: [plansSection] }), {
      route: '/admin/plans',
      bootstrap: adminBootstrap(['admin.access', 'roles.update', 'plans.update']),
      fetch: pendingFetch(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plans screen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('Plans screen'));
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(links.indexOf('Dashboard'))).toEqual(['Dashboard', 'Roles', 'Plans']);
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
  });

  it('given admin.access without the section permission, hides its item and refuses its route', async () => {
    const bootstrap = adminBootstrap(['admin.access', 'roles.update']);
    bootstrap.settings = withBilling(false);
    const { router } = renderRoutes(adminRoutes({ sections: [plansSection] }), {
      route: '/admin/plans',
      bootstrap,
      fetch: pendingFetch(),
    });
    expect(await landedOn()).toBe('/404');
    await act(() => router.navigate('/admin/roles'));
    expect(await screen.findByRole('link', { name: 'Roles' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Plans' })).not.toBeInTheDocument();
  });

  it('mounts a section’s full-screen routes outside the layout, behind admin.access', async () => {
    const editorSection: AdminSection = {
      screens: [{ path: '/admin/editor', permission: 'plans.update', label: 'Editor' }],
      routes: [],
      fullScreenRoutes: [
        {
          path: 'editor',
          element: <RequirePermission permission="plans.update" />,
          children: [{ index: true, element: <h1>Full-screen editor</h1> }],
        },
      ],
    };
    renderRoutes(adminRoutes({ sections: [editorSection] }), {
      route: '/admin/editor',
      bootstrap: adminBootstrap(['admin.access', 'plans.update']),
      fetch: pendingFetch(),
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Full-screen editor' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // No admin layout around it: no sidebar, no main landmark of the layout.
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('refuses a full-screen route to a guest', async () => {
    renderRoutes(
      adminRoutes({
        sections: [
          {
            screens: [],
            routes: [],
            fullScreenRoutes: [{ path: 'editor', element: <h1>Full-screen editor</h1> }],
          },
        ],
      }),
      {
        route: '/admin/editor',
        bootstrap: bootstrapFixture({ user: null }),
        fetch: pendingFetch(),
      },
    );
    expect(await landedOn()).toBe('/login');
  });
});
