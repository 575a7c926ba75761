import { driveApi } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { mockEndpoint } from '@coffer/core/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
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
  server.use(
    mockEndpoint(driveApi.list, async ({ request, query }) => {
      const page = Number(query.get('page') ?? 1);
      requested.push(page);
      request.signal.addEventListener('abort', () => cancelled.push(page));
      // Keeps the page in flight a moment; the drive handlers below then answer it.
      await delay(40);
    }),
    ...driveHandlers({ entries: manyEntries(180) }),
  );
  return { requested, cancelled };
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
  it('asking for the next page while it is on its way joins it instead of re-sending it', async () => {
    const { requested, cancelled } = recordPages();
    const { result } = renderEntries();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));

    // The load-more sentinel fires again whenever the collection changes near the end.
    await act(() => Promise.all([result.current.fetchNextPage(), result.current.fetchNextPage()]));
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(requested).toEqual([1, 2]);
    expect(cancelled).toEqual([]);

    // Once it has arrived, the next call fetches the page after it, to the last one.
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(requested).toEqual([1, 2, 3, 4]);
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
    expect(requested.at(-1)).toBe(2);
  });
});
