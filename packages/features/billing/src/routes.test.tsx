import type { User } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import {
  CoreProvider,
  clearOnboardingPlan,
  createBootstrapStore,
  createHttpClient,
  onboardingPlan,
} from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingKeys } from './api/billing';
import { billingRoutes } from './routes';

const member = userFixture();
const subscriber = userFixture({ subscriptions: [{ id: 5, valid: true, active: true }] });

/** Billing's routes under the app's root, at `path`, for a guest, a member or a subscriber. */
function openAs(user: User | null, path: string) {
  // Every call stays pending: these tests are about who gets in, not what loads.
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  const services = {
    http: createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
    bootstrap: createBootstrapStore(bootstrapFixture({ user })),
  };
  const page = (name: string) => ({ element: <p>{name} page</p> });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: null,
        children: [
          ...billingRoutes(),
          { path: 'login', ...page('Login') },
          { path: 'register', ...page('Register') },
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

afterEach(() => clearOnboardingPlan());

describe('billing routes (spec §2.3, §6)', { timeout: 15_000 }, () => {
  it.each([
    '/billing',
    '/billing/cancel',
    '/billing/invoices/7f3c2a90-5b1e-4c8d-9a6f-2e4b8d1c0a57',
  ])('given a guest at %s, go to /login without calling the API', async (path) => {
    const { fetch, router } = openAs(null, path);
    expect(await screen.findByText('Login page', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('given a signed-in user without a plan at /billing, go to /pricing', async () => {
    const { router } = openAs(member, '/billing/change-plan');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Choose the right plan for you' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('given a subscriber at checkout, go to /billing', async () => {
    const { router } = openAs(subscriber, '/checkout/2/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/billing');
  });

  it('given a guest at checkout, go to /register and keep the plan for after sign-up', async () => {
    const { router } = openAs(null, '/checkout/2/12');
    expect(await screen.findByText('Register page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(onboardingPlan()).toEqual({ productId: 2, priceId: 12 });
  });

  it('given a signed-in user without a plan, open checkout', async () => {
    openAs(member, '/checkout/2/12');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading checkout' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it.each(['/pricing', '/unsubscribe'])('given a guest at %s, open the page', async (path) => {
    openAs(null, path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('the pricing route', () => {
  it('starts the plans under the pricing page’s key from its loader and on a link’s intent, once', async () => {
    const answer = {
      pagination: { data: [], current_page: 1, last_page: 1, per_page: 50, total: 0 },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    const http = createHttpClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      checkAnswers: false,
    });
    const queryClient = new QueryClient();
    const pricing = billingRoutes({ http, queryClient }).find((route) => route.path === 'pricing')!;
    (pricing.loader as () => unknown)();
    (pricing.handle as { prefetch: () => void }).prefetch();
    await vi.waitFor(() => expect(queryClient.getQueryData(billingKeys.products)).toEqual(answer));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('billing/products');
  });

  it('starts nothing without the app’s services', () => {
    const pricing = billingRoutes().find((route) => route.path === 'pricing')!;
    expect((pricing.loader as () => unknown)()).toBeNull();
  });
});
