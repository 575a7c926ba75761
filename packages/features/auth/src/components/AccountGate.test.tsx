import type { BootstrapData } from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import {
  APPEARANCE_EDITOR_FRAME_ID,
  CoreProvider,
  createBootstrapStore,
  createHttpClient,
  createQueryClient,
} from '@coffer/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountGate } from './AccountGate';
import { GuestOnly } from './GuestOnly';

function Where() {
  return <p>Page at {useLocation().pathname}</p>;
}

/** The app's gate → guest-only layout → page, at `path`. */
function renderApp(data: BootstrapData, path: string) {
  const services = { http: createHttpClient(), bootstrap: createBootstrapStore(data) };
  const router = createMemoryRouter(
    [
      {
        Component: AccountGate,
        children: [
          { path: '/login', Component: GuestOnly, children: [{ index: true, Component: Where }] },
          { path: '*', Component: Where },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <CoreProvider services={services}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CoreProvider>,
  );
}

const confirmationOn = settingsFixture({ require_email_confirmation: true });

describe('account gate', { timeout: 15_000 }, () => {
  it('given an unverified user while confirmation is required, shows only the verify screen', async () => {
    renderApp(
      bootstrapFixture({
        settings: confirmationOn,
        user: userFixture({ email_verified_at: null }),
      }),
      '/drive',
    );
    // The gated screens load on demand; the first import is slow under jsdom.
    expect(
      await screen.findByRole('heading', { name: 'Verify your email' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Page at/)).toBeNull();
  });

  it('given a banned user, shows only the suspended screen', async () => {
    renderApp(
      bootstrapFixture({ user: userFixture({ banned_at: '2026-02-01T00:00:00.000Z' }) }),
      '/drive',
    );
    expect(
      await screen.findByRole('heading', { name: 'Your account is suspended' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Page at/)).toBeNull();
  });

  it('given a verified user, opens the app', async () => {
    renderApp(bootstrapFixture({ settings: confirmationOn, user: userFixture() }), '/drive');
    expect(await screen.findByText('Page at /drive')).toBeInTheDocument();
  });
});

describe('guest-only routes', () => {
  it('let a guest in', async () => {
    renderApp(bootstrapFixture(), '/login');
    expect(await screen.findByText('Page at /login')).toBeInTheDocument();
  });

  it('bounce a signed-in user to the redirect uri', async () => {
    renderApp(bootstrapFixture({ user: userFixture() }), '/login');
    expect(await screen.findByText('Page at /drive')).toBeInTheDocument();
  });

  it("in the appearance editor's preview, let a signed-in user see them", async () => {
    const frame = Object.assign(document.createElement('iframe'), {
      id: APPEARANCE_EDITOR_FRAME_ID,
    });
    vi.stubGlobal('frameElement', frame);
    try {
      renderApp(bootstrapFixture({ user: userFixture() }), '/login');
      expect(await screen.findByText('Page at /login')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
