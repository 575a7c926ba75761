import type { DriveListResponse, FileEntry, FolderTreeItem, SpaceUsage } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import {
  type FetchNextPageOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { DRIVE_PAGE_SIZE, driveKeys, type ListParams } from './keys';

/**
 * The listing of a section, 50 entries a page, fetched as the view scrolls.
 *
 * After the first page, each step fetches the next two pages of 50 together (two requests,
 * in parallel) and appends them as one: each step appended rebuilds React Aria's collection
 * of every row loaded (O(rows)), so half as many steps halve that work and its garbage.
 *
 * Its `fetchNextPage` joins the next pages already on their way instead of cancelling and
 * re-sending them: the list's load-more sentinel calls it whenever the collection changes
 * (rows joining, a selection) while the end is in view, so TanStack's default
 * (`cancelRefetch: true`) would fetch most pages twice.
 */
export function useDriveEntries(params: ListParams) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const queryKey = driveKeys.list(params);
  const result = useInfiniteQuery({
    queryKey,
    initialPageParam: { page: 1, count: 1 } as PageRange,
    queryFn: async ({ pageParam, signal }) => {
      const get = (page: number) =>
        http.get<DriveListResponse>(
          'drive/file-entries',
          {
            section: params.section,
            folderId: params.folderHash,
            query: params.query || undefined,
            filters: params.filters,
            orderBy: params.orderBy,
            orderDir: params.orderDir,
            perPage: DRIVE_PAGE_SIZE,
            page,
          },
          { signal },
        );
      const pages = Array.from({ length: pageParam.count }, (_, i) => pageParam.page + i);
      return joinPages(await Promise.all(pages.map(get)));
    },
    getNextPageParam: (last): PageRange | undefined => {
      const { current_page, last_page } = last.pagination;
      if (current_page >= last_page) return undefined;
      return { page: current_page + 1, count: Math.min(pagesPerStep, last_page - current_page) };
    },
  });
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

/** Pages of 50 fetched together after the first one (see `useDriveEntries`). */
export const pagesPerStep = 2;

/** The server pages (of `DRIVE_PAGE_SIZE`) that one step of the listing fetches. */
interface PageRange {
  page: number;
  count: number;
}

/** Consecutive server pages as one: their entries in order, the last one's pagination. */
export function joinPages(pages: DriveListResponse[]): DriveListResponse {
  const last = pages[pages.length - 1] as DriveListResponse;
  if (pages.length === 1) return last;
  const data = pages.flatMap((p) => p.pagination.data);
  return {
    ...last,
    folder: pages[0]?.folder ?? last.folder,
    pagination: { ...last.pagination, data },
  };
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
    queryFn: () => http.get<{ path: FileEntry[] }>(`folders/${hash}/path`).then((r) => r.path),
  });
}

/** Every folder of the user's space (the tree and the move dialog), loaded when first asked for. */
export function useAllFolders(enabled = true) {
  const http = useHttp();
  return useQuery({
    queryKey: driveKeys.folders(),
    enabled,
    queryFn: () =>
      http.get<{ folders: FolderTreeItem[] }>('users/me/folders').then((r) => r.folders),
  });
}

export function useSpaceUsage() {
  const http = useHttp();
  return useQuery({
    queryKey: driveKeys.spaceUsage(),
    queryFn: () => http.get<SpaceUsage>('user/space-usage'),
  });
}
