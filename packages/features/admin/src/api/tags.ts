import {
  type TagOrderColumn,
  type TagPayload,
  tagsApi,
  type UpdateTagPayload,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableQuery } from '../data-table/use-data-table-state';

/** The tag list's query keys: a list's key holds its query, so each page is cached apart. */
export const tagKeys = {
  all: ['admin', 'tags'] as const,
  list: (query: object) => ['admin', 'tags', 'list', query] as const,
};

/** `GET tags`: one page of the tag list; the previous page stays while the next loads. */
export function useTags(query: DataTableQuery<TagOrderColumn>) {
  const http = useHttp();
  return useQuery({
    queryKey: tagKeys.list(query),
    queryFn: () => http.call(tagsApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a tag (no id) or changes one. */
export function useSaveTag() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { id: number; body: UpdateTagPayload } | { id?: undefined; body: TagPayload },
    ) =>
      change.id === undefined
        ? http.call(tagsApi.create, { body: change.body })
        : http.call(tagsApi.update, { params: { id: change.id }, body: change.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

/** Deletes tags in one call (`DELETE tags/{ids}`). */
export function useDeleteTags() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.call(tagsApi.remove, { params: { ids: ids.join(',') } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
