import { createHttpClient, createQueryClient } from '@coffer/core';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { driveKeys } from './api/keys';
import { driveRoutes } from './routes';
import { initialListParams } from './screens/DrivePage';

const emptyPage = {
  pagination: {
    data: [],
    current_page: 1,
    last_page: 1,
    per_page: 50,
    total: 0,
    from: null,
    to: null,
  },
};

/** The drive's routes over a recording fetch; `signedIn` as the bootstrap data says. */
function setUp(signedIn: boolean) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(emptyPage), { status: 200 }),
  );
  const http = createHttpClient({ fetch, checkAnswers: false });
  const queryClient = createQueryClient();
  const [drive] = driveRoutes({ http, queryClient, isSignedIn: () => signedIn });
  const child = (path: string | undefined) =>
    (drive!.children as RouteObject[]).find((route) =>
      path === undefined ? route.index : route.path === path,
    )!;
  const load = async (route: RouteObject, url: string, params: Record<string, string> = {}) => {
    const lazy = route.lazy as () => Promise<{ loader?: (args: LoaderFunctionArgs) => unknown }>;
    const { loader } = await lazy();
    return loader?.({ params, request: new Request(url), context: {} } as LoaderFunctionArgs);
  };
  return { fetch, queryClient, child, load };
}

describe('the drive’s routes', () => {
  it('start a folder’s listing from its loader, under the key its page reads', async () => {
    const { fetch, queryClient, child, load } = setUp(true);
    await load(child('folders/:hash'), 'http://coffer.test/drive/folders/abc', { hash: 'abc' });
    const params = initialListParams('folder', 'abc', new URLSearchParams());
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(driveKeys.list(params))?.status).toBe('success'),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://coffer.test');
    expect(url.pathname).toBe('/api/v1/drive/file-entries');
    expect(url.searchParams.get('folderId')).toBe('abc');
    expect(url.searchParams.get('page')).toBe('1');
  });

  it('start a search with its query and the recent files newest first', async () => {
    const { fetch, child, load } = setUp(true);
    await load(child('search'), 'http://coffer.test/drive/search?query=tax');
    await load(child('recent'), 'http://coffer.test/drive/recent');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const urls = fetch.mock.calls.map(
      ([url]) => new URL(String(url), 'http://coffer.test').searchParams,
    );
    expect(urls[0]!.get('query')).toBe('tax');
    expect(urls[1]!.get('orderBy')).toBe('updated_at');
    expect(urls[1]!.get('orderDir')).toBe('desc');
  });

  it('list nothing for a guest, whom the layout sends to the login page', async () => {
    const { fetch, child, load } = setUp(false);
    await load(child(undefined), 'http://coffer.test/drive');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
