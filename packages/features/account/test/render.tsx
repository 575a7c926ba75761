import type { BootstrapData } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
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

export type Answer = { status?: number; body: unknown };

/**
 * Renders account UI as the app would (core services, query cache, router, dialog outlet)
 * against a fake server: `answers` maps "METHOD /path" to its reply; `calls` records requests.
 */
export function renderWithServer(
  ui: ReactNode,
  {
    answers = {},
    bootstrap = bootstrapFixture({ user: userFixture({}) }),
    route,
  }: {
    answers?: Record<string, Answer>;
    bootstrap?: BootstrapData;
    /** Mounts `ui` at this path only; any other path names itself (to see redirects). */
    route?: string;
  } = {},
) {
  const calls: { key: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url, 'http://localhost').pathname}`;
    calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const services = {
    http: createHttpClient({ fetch: fetch as typeof globalThis.fetch }),
    bootstrap: createBootstrapStore(bootstrap),
  };
  const router = createMemoryRouter(
    [
      {
        path: route ?? '*',
        element: (
          <>
            {ui}
            <DialogOutlet />
          </>
        ),
      },
      ...(route ? [{ path: '*', Component: OtherPage }] : []),
    ],
    { initialEntries: [route ?? '/'] },
  );
  const result = render(
    <CoreProvider services={services}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CoreProvider>,
  );
  return { ...result, calls };
}

function OtherPage() {
  return <p>Page {useLocation().pathname}</p>;
}
