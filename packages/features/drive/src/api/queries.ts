import { driveApi, type FileEntry } from '@coffer/contract';
import { type HttpClient, useHttp } from '@coffer/core';
import {
  type FetchNextPageOptions,
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { DRIVE_PAGE_SIZE, driveKeys, type ListParams } from './keys';

/**
 * The listing of a section, 50 entries a page, fetched page by page as the view scrolls.
 *
 * Its `fetchNextPage` joins the next page already on its way instead of cancelling and
 * re-sending it: the list's load-more sentinel calls it whenever the collection changes
 * (rows joining, a selection) while the end is in view, so TanStack's default
 * (`cancelRefetch: true`) would fetch most pages twice.
 */
export function useDriveEntries(params: ListParams) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const query = driveEntriesQuery(http, params);
  const { queryKey } = query;
  const result = useInfiniteQuery(query);
  const fetchNextPage = (options?: FetchNextPageOptions) => {
    // The query's own state, not this render's: a second call in the same tick sees the
    // first one's fetch.
    const state = queryClient.getQueryState(queryKey);
    const meta = state?.fetchMeta as { fetchMore?: { direction?: string } } | null | undefined;
    const nextPageInFlight =
      state?.fetchStatus === 'fetching' && meta?.fetchMore?.direction === 'forward';
    return result.fetchNextPage(nextPageInFlight ? { ...options, cancelRefetch: false } : options);
  };
  // A proxy over TanStack's own (which records the properties read, to re-render only on those).
  return new Proxy(result, {
    get: (target, key, receiver) =>
      key === 'fetchNextPage' ? fetchNextPage : Reflect.get(target, key, receiver),
  });
}

/**
 * A listing's pages as a query, shared by the page (`useDriveEntries`) and the route's
 * loader, which starts the first page as soon as the page's code is in (routes.tsx).
 */
export function driveEntriesQuery(http: HttpClient, params: ListParams) {
  return infiniteQueryOptions({
    queryKey: driveKeys.list(params),
    initialPageParam: 1,
    // A page left behind (another folder, a new search) is aborted with its signal.
    queryFn: ({ pageParam, signal }) =>
      http.call(driveApi.list, {
        query: {
          section: params.section,
          folderId: params.folderHash,
          query: params.query || undefined,
          filters: params.filters,
          orderBy: params.orderBy,
          orderDir: params.orderDir,
          perPage: DRIVE_PAGE_SIZE,
          page: pageParam,
        },
        signal,
      }),
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
  });
}

/** Folders come first, whatever the order asked for (the server orders within each kind). */
export function foldersFirst(entries: FileEntry[]): FileEntry[] {
  const folders = entries.filter((e) => e.type === 'folder');
  return folders.length === 0
    ? entries
    : [...folders, ...entries.filter((e) => e.type !== 'folder')];
}

/** The folders from the root down to `hash` (breadcrumbs). */
export function useFolderPath(hash: string | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: driveKeys.path(hash ?? ''),
    enabled: !!hash,
    queryFn: () =>
      http.call(driveApi.folderPath, { params: { hash: hash ?? '' } }).then((r) => r.path),
  });
}

/** Every folder of the user's space (the tree and the move dialog), loaded when first asked for. */
export function useAllFolders(enabled = true) {
  const http = useHttp();
  return useQuery({
    queryKey: driveKeys.folders(),
    enabled,
    queryFn: () =>
      http.call(driveApi.folderTree, { params: { userId: 'me' } }).then((r) => r.folders),
  });
}

export function useSpaceUsage() {
  const http = useHttp();
  return useQuery({
    queryKey: driveKeys.spaceUsage(),
    queryFn: () => http.call(driveApi.spaceUsage),
  });
}
