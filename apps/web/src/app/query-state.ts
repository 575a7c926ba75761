import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What the server's `dehydrate` writes of a query (`#coffer-query-state`, ADR 0030). */
interface ServerQuery {
  queryKey: QueryKey;
  state: { status: string; data?: unknown; dataUpdatedAt: number };
}

/**
 * Starts the browser's query cache from the one a server-rendered page was rendered with: its
 * answered queries, as fresh as the server had them. (React Query's own `hydrate` does more,
 * pending queries and mutations, which the server never sends; the first load cannot afford it.)
 */
export function seedQueryCache(queryClient: QueryClient, state: { queries?: ServerQuery[] }) {
  for (const { queryKey, state: query } of state.queries ?? []) {
    if (query.status === 'success')
      queryClient.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
  }
}
