import type { BootstrapData } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import {
  CoreProvider,
  createBootstrapStore,
  createHttpClient,
  createQueryClient,
} from '@coffer/core';
import { DialogOutlet } from '@coffer/ui/DialogOutlet';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** An API answer for the fake server: status and JSON body. */
export type Answer = { status?: number; body: unknown };

/**
 * Renders a screen as the app would (core services, query cache, router) against a fake
 * server: `answers` maps "METHOD /path" to what it replies. Returns the calls it received
 * and the bootstrap store.
 */
export function renderScreen(
  screen: ReactNode,
  {
    answers = {},
    route = '/',
    path = '*',
    bootstrap = bootstrapFixture(),
  }: {
    answers?: Record<string, Answer>;
    route?: string;
    /** The route pattern the screen is mounted at (for `useParams`). */
    path?: string;
    bootstrap?: BootstrapData;
  } = {},
) {
  const calls: { key: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url, 'http://localhost').pathname}`;
    calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const store = createBootstrapStore(bootstrap);
  const services = {
    http: createHttpClient({ fetch: fetch as typeof globalThis.fetch }),
    bootstrap: store,
  };
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: null },
    ].map((r) => ({
      ...r,
      element: (
        <>
          {r.element}
          <CurrentPath />
          <DialogOutlet />
        </>
      ),
    })),
    { initialEntries: [route] },
  );
  const result = render(
    <CoreProvider services={services}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CoreProvider>,
  );
  return { ...result, calls, bootstrap: store, router };
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}
