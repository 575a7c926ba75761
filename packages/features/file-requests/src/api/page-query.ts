import { fileRequestsApi } from '@coffer/contract';
import type { HttpClient } from '@coffer/core';
import type { QueryClient } from '@tanstack/react-query';

/** The key of a request page's data, which the page's mutations refresh. */
export const fileRequestPageKey = (hash: string) => ['file-requests', 'page', hash] as const;

/** The query of what visitors of `/drive/r/{hash}` see: the request, and their own uploads. */
export function fileRequestPageQuery(http: HttpClient, hash: string) {
  return {
    queryKey: fileRequestPageKey(hash),
    retry: false,
    queryFn: () => http.call(fileRequestsApi.page, { params: { hash } }),
  };
}

/** Starts the page's data while its code loads (the route's loader), under the page's key. */
export function prefetchFileRequestPage(
  { http, queryClient }: { http: HttpClient; queryClient: QueryClient },
  hash: string,
) {
  void queryClient.prefetchQuery(fileRequestPageQuery(http, hash));
}
