import { type DriveListResponse, driveApi, type FileEntry } from '@coffer/contract';
import { useHttp, useTrans } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { driveKeys } from './keys';

type ListData = InfiniteData<DriveListResponse, number>;

/** Rewrites every cached listing's entries (`null` drops an entry). */
function patchLists(
  queryClient: ReturnType<typeof useQueryClient>,
  patch: (entry: FileEntry) => FileEntry | null,
) {
  queryClient.setQueriesData<ListData>({ queryKey: driveKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            pagination: {
              ...page.pagination,
              data: page.pagination.data.flatMap((e) => {
                const next = patch(e);
                return next ? [next] : [];
              }),
            },
          })),
        }
      : data,
  );
}

/**
 * A drive mutation that changes the visible listings at once and puts them back if the
 * server refuses (the app's query client then shows the generic error toast).
 */
function useOptimistic<V>(
  mutationFn: (vars: V) => Promise<unknown>,
  patchFor: (vars: V) => ((entry: FileEntry) => FileEntry | null) | null,
  success?: (vars: V) => string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars: V) => {
      const patch = patchFor(vars);
      if (!patch) return { snapshot: [] as [readonly unknown[], unknown][] };
      await queryClient.cancelQueries({ queryKey: driveKeys.lists() });
      const snapshot = queryClient.getQueriesData({ queryKey: driveKeys.lists() });
      patchLists(queryClient, patch);
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (_data, vars) => {
      const message = success?.(vars);
      if (message) toast.positive(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: driveKeys.all }),
  });
}

const ids = (entries: FileEntry[]) => entries.map((e) => e.id);
const inSet = (entries: FileEntry[]) => {
  const set = new Set(ids(entries));
  return (entry: FileEntry) => set.has(entry.id);
};

export function useStarEntries() {
  const http = useHttp();
  return useOptimistic(
    ({ entries, star }: { entries: FileEntry[]; star: boolean }) =>
      http.call(star ? driveApi.star : driveApi.unstar, { body: { entryIds: ids(entries) } }),
    ({ entries, star }) => {
      const has = inSet(entries);
      return (e) => (has(e) ? { ...e, starred: star } : e);
    },
  );
}

export function useRenameEntry() {
  const http = useHttp();
  return useOptimistic(
    ({ entry, name }: { entry: FileEntry; name: string }) =>
      http.call(driveApi.update, { params: { id: entry.id }, body: { name } }),
    // The dialog shows a clash on its field, so the list changes only once the server agrees.
    () => null,
  );
}

/** Moves entries to the trash (or deletes them forever from the trash). */
export function useDeleteEntries() {
  const http = useHttp();
  const { trans } = useTrans();
  return useOptimistic(
    ({ entries, forever }: { entries: FileEntry[]; forever?: boolean }) =>
      http.call(driveApi.delete, { body: { entryIds: ids(entries), deleteForever: !!forever } }),
    ({ entries }) => {
      const has = inSet(entries);
      return (e) => (has(e) ? null : e);
    },
    ({ entries, forever }) =>
      forever
        ? trans('{count, plural, one {Deleted forever} other {Deleted # items forever}}', {
            count: entries.length,
          })
        : trans('{count, plural, one {Moved to trash} other {Moved # items to trash}}', {
            count: entries.length,
          }),
  );
}

export function useEmptyTrash() {
  const http = useHttp();
  const { trans } = useTrans();
  return useOptimistic(
    () => http.call(driveApi.delete, { body: { emptyTrash: true } }),
    () => (e) => (e.deleted_at ? null : e),
    () => trans('Trash emptied'),
  );
}

export function useRestoreEntries() {
  const http = useHttp();
  const { trans } = useTrans();
  return useOptimistic(
    ({ entries }: { entries: FileEntry[] }) =>
      http.call(driveApi.restore, { body: { entryIds: ids(entries) } }),
    ({ entries }) => {
      const has = inSet(entries);
      return (e) => (has(e) ? null : e);
    },
    ({ entries }) =>
      trans('{count, plural, one {Restored} other {Restored # items}}', { count: entries.length }),
  );
}

export function useMoveEntries() {
  const http = useHttp();
  const { trans } = useTrans();
  return useOptimistic(
    ({ entries, destinationId }: { entries: FileEntry[]; destinationId: number | null }) =>
      http.call(driveApi.move, { body: { entryIds: ids(entries), destinationId } }),
    ({ entries, destinationId }) => {
      const has = inSet(entries);
      // Out of the listed folder; the destination's own listing refetches when opened.
      return (e) => (has(e) && e.parent_id !== destinationId ? null : e);
    },
    ({ entries }) =>
      trans('{count, plural, one {Moved} other {Moved # items}}', { count: entries.length }),
  );
}

export function useDuplicateEntries() {
  const http = useHttp();
  const { trans } = useTrans();
  return useOptimistic(
    ({ entries }: { entries: FileEntry[] }) =>
      http.call(driveApi.duplicate, { body: { entryIds: ids(entries) } }),
    () => null,
    ({ entries }) =>
      trans('{count, plural, one {Copy made} other {Made # copies}}', { count: entries.length }),
  );
}

export function useCreateFolder() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, parentId }: { name: string; parentId: number | null }) =>
      http.call(driveApi.createFolder, { body: { name, parentId } }).then((r) => r.folder),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driveKeys.all }),
  });
}
