import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authRoutes } from './routes';

function LandingPage() {
  return <h1>Landing page</h1>;
}

function PrivacyPolicy() {
  return <h1>Privacy policy</h1>;
}

function openHome(
  options: Parameters<typeof authRoutes>[0],
  bootstrap: ReturnType<typeof bootstrapFixture> = bootstrapFixture(),
) {
  const router = createMemoryRouter([{ path: '/', children: authRoutes(options) }], {
    initialEntries: ['/'],
  });
  const services = {
    http: createHttpClient({ fetch: vi.fn() as typeof fetch }),
    bootstrap: createBootstrapStore(bootstrap),
  };
  render(
    <CoreProvider services={services}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CoreProvider>,
  );
  return router;
}

describe('`/` by the homepage setting, for the auth screens (spec §2.1)', () => {
  it("given 'loginPage', shows the login page", async () => {
    openHome({ homepageType: () => 'loginPage' });
    // The screen is a lazy chunk: its first load may outlast the default second.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Sign in to your account',
    );
  });

  it("given 'registerPage', shows the register page at `/`", async () => {
    const router = openHome({ homepageType: () => 'registerPage' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Create a new account',
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("given 'registerPage' with registration disabled, goes to /login", async () => {
    const defaults = settingsFixture();
    const router = openHome(
      { homepageType: () => 'registerPage' },
      bootstrapFixture({
        settings: settingsFixture({
          registration: { ...defaults.registration, disable: true },
        }),
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 5000,
    });
  });
});

describe('`/` by the homepage setting, for the homepages other features own (spec §2.1)', () => {
  it("given 'landing' and the site's landing page, shows it and loads no auth screen", async () => {
    const customPage = vi.fn();
    openHome({
      homepages: {
        landing: async () => ({ Component: LandingPage }),
        customPage,
      },
      homepageType: () => 'landing',
    });
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(customPage).not.toHaveBeenCalled();
  });

  it("given 'customPage', shows the custom page's screen", async () => {
    openHome({
      homepages: { customPage: async () => ({ Component: PrivacyPolicy }) },
      homepageType: () => 'customPage',
    });
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
  });
});
