import { bootstrapFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { driveHandlers, manyEntries } from '../mocks';
import { useDriveEntries } from './queries';

const ORIGIN = 'http://coffer.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records every listing request's page, and the pages whose request was cancelled. */
function recordPages() {
  const requested: number[] = [];
  const cancelled: number[] = [];
  const perPage: number[] = [];
  server.use(
    http.get('*/api/v1/drive/file-entries', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      requested.push(page);
      perPage.push(Number(params.get('perPage')));
      request.signal.addEventListener('abort', () => cancelled.push(page));
      // Keeps the page in flight a moment; the drive handlers below then answer it.
      await delay(40);
    }),
    ...driveHandlers({ entries: manyEntries(180) }),
  );
  return { requested, cancelled, perPage };
}

function renderEntries() {
  const services = {
    http: createHttpClient({ baseUrl: ORIGIN }),
    bootstrap: createBootstrapStore(bootstrapFixture()),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreProvider services={services}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </CoreProvider>
  );
  return renderHook(() => useDriveEntries({ section: 'home', orderBy: 'name', orderDir: 'asc' }), {
    wrapper,
  });
}

describe('useDriveEntries', () => {
  it('asking for the next pages while they are on their way joins them instead of re-sending them', async () => {
    const { requested, cancelled, perPage } = recordPages();
    const { result } = renderEntries();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.data?.pages[0]?.pagination.data).toHaveLength(50);

    // The load-more sentinel fires again whenever the collection changes near the end.
    await act(() => Promise.all([result.current.fetchNextPage(), result.current.fetchNextPage()]));
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    // Pages 2 and 3 (two requests of 50), appended as one step.
    expect(requested).toEqual([1, 2, 3]);
    expect(cancelled).toEqual([]);
    const step = result.current.data?.pages[1];
    expect(step?.pagination.data.map((e) => e.id)).toEqual(
      manyEntries(180)
        .slice(50, 150)
        .map((e) => e.id),
    );
    expect(step?.pagination.current_page).toBe(3);

    // The next step has one page left to fetch (180 entries: 4 pages), then there is no more.
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(requested).toEqual([1, 2, 3, 4]);
    expect(perPage.every((n) => n === 50)).toBe(true);
    expect(result.current.data?.pages.flatMap((p) => p.pagination.data)).toHaveLength(180);
  });

  it('a next page asked for during a refetch of the loaded ones is still fetched', async () => {
    const { requested } = recordPages();
    const { result } = renderEntries();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));

    await act(() => {
      void result.current.refetch();
      return result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(requested.slice(-2)).toEqual([2, 3]);
  });
});
