import { bootstrapFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
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

function openHome(options: Parameters<typeof authRoutes>[0]) {
  const router = createMemoryRouter([{ path: '/', children: authRoutes(options) }], {
    initialEntries: ['/'],
  });
  const services = {
    http: createHttpClient({ fetch: vi.fn() as typeof fetch }),
    bootstrap: createBootstrapStore(bootstrapFixture()),
  };
  render(
    <CoreProvider services={services}>
      <RouterProvider router={router} />
    </CoreProvider>,
  );
}

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
