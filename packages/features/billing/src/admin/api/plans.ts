import { billingApi, type PlansQuery, type ProductPayload } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The admin's plan queries: a list's key holds its query, so each page is cached apart. */
export const planKeys = {
  all: ['admin', 'plans'] as const,
  list: (query: object) => ['admin', 'plans', 'list', query] as const,
  one: (id: number) => ['admin', 'plans', 'show', id] as const,
};

/** `GET billing/plans`: one page of every plan; the previous page stays while the next loads. */
export function usePlans(query: PlansQuery, { enabled = true } = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: planKeys.list(query),
    queryFn: () => http.call(billingApi.plans, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every plan (the first 100 by position), for the subscription editor and its filter. */
export function useAllPlans({ enabled = true } = {}) {
  return usePlans({ page: 1, perPage: 100, orderBy: 'position', orderDir: 'asc' }, { enabled });
}

/** `GET billing/products/{id}`: one plan with its prices and permissions. */
export function usePlan(id: number | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: planKeys.one(id ?? 0),
    queryFn: () => http.call(billingApi.product, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

/**
 * Creates a plan (no id) or replaces one. The pricing page's plans change with it; the
 * editor shows field errors itself, so the generic toast is left out.
 */
export function useSavePlan() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProductPayload }) =>
      id === undefined
        ? http.call(billingApi.createProduct, { body })
        : http.call(billingApi.updateProduct, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['billing', 'products'] }),
      ]),
    meta: { skipErrorToast: true },
  });
}

/**
 * Deletes plans one by one (the API deletes one plan a call); a plan with subscribers is
 * refused (422) and the first refusal is the mutation's error, after the others are tried.
 */
export function useDeletePlans() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(
        ids.map((id) => http.call(billingApi.deleteProduct, { params: { id } })),
      );
      const refused = results.find((result) => result.status === 'rejected');
      if (refused) throw refused.reason;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
    meta: { skipErrorToast: true },
  });
}
