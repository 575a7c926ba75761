import {
  type CustomPagePayload,
  type CustomPagesQuery,
  type PublicCustomPageResponse,
  siteApi,
} from '@coffer/contract';
import { type HttpClient, useHttp } from '@coffer/core';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { siteKeys } from './keys';

/** `GET custom-pages/{idOrSlug}`: a page and its head tags (anyone). */
export function useCustomPage(idOrSlug: string) {
  const http = useHttp();
  return useQuery({
    queryKey: siteKeys.page(idOrSlug),
    queryFn: () => http.call(siteApi.showPage, { params: { idOrSlug } }),
  });
}

/**
 * Starts fetching a page before its screen asks (a link's intent, the route's loader); the
 * screen then finds it in the cache. Fresh data is not fetched again.
 */
export function prefetchCustomPage(http: HttpClient, queryClient: QueryClient, idOrSlug: string) {
  return queryClient.prefetchQuery({
    queryKey: siteKeys.page(idOrSlug),
    queryFn: (): Promise<PublicCustomPageResponse> =>
      http.call(siteApi.showPage, { params: { idOrSlug } }),
  });
}

/** `GET custom-pages`: one page of the admin's list. */
export function useCustomPages(query: CustomPagesQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: siteKeys.pages(query),
    queryFn: () => http.call(siteApi.listPages, { query }),
    placeholderData: keepPreviousData,
  });
}

/** `POST custom-pages` or `PUT custom-pages/{id}`: the editor's save. */
export function useSavePage(id: number | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomPagePayload) =>
      id === null
        ? http.call(siteApi.createPage, { body })
        : http.call(siteApi.updatePage, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

/** `DELETE custom-pages/{ids}`: one page or several. */
export function useDeletePages() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.call(siteApi.removePages, { params: { ids: ids.join(',') } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
