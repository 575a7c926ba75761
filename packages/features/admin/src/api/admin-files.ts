import { type AdminFileOrderColumn, adminFilesApi, adminUsersApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableQuery } from '../data-table/use-data-table-state';

/** The file list's query keys: a list's key holds its query, so each page is cached apart. */
export const adminFileKeys = {
  all: ['admin', 'file-entries'] as const,
  list: (query: object) => ['admin', 'file-entries', 'list', query] as const,
};

/** `GET admin/file-entries`: one page of every entry of the site. */
export function useAdminFileEntries(query: DataTableQuery<AdminFileOrderColumn>) {
  const http = useHttp();
  return useQuery({
    queryKey: adminFileKeys.list(query),
    queryFn: () => http.call(adminFilesApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes entries for good in one call (`DELETE admin/file-entries/{ids}`). */
export function useDeleteFileEntries() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.call(adminFilesApi.remove, { params: { ids: ids.join(',') } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFileKeys.all }),
  });
}

/** The first 100 users by name, for the owner filter (only with users.update, which lists them). */
export function useFileOwners({ enabled }: { enabled: boolean }) {
  const http = useHttp();
  return useQuery({
    queryKey: [...adminFileKeys.all, 'owners'],
    queryFn: () =>
      http.call(adminUsersApi.list, {
        query: { page: 1, perPage: 100, orderBy: 'name', orderDir: 'asc' },
      }),
    enabled,
    staleTime: 60_000,
  });
}
