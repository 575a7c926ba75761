import {
  type AdminSubscriptionsQuery,
  adminUsersApi,
  billingApi,
  type CreateSubscriptionPayload,
  type UpdateSubscriptionPayload,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The admin's subscription queries: a list's key holds its query. */
export const subscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
  list: (query: object) => ['admin', 'subscriptions', 'list', query] as const,
};

/** `GET billing/subscriptions`: one page; the previous page stays while the next loads. */
export function useAdminSubscriptions(query: AdminSubscriptionsQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: subscriptionKeys.list(query),
    queryFn: () => http.call(billingApi.subscriptions, { query }),
    placeholderData: keepPreviousData,
  });
}

// Each mutation here shows its own failure (a toast, or the form's fields), so the app's
// generic error toast is left out (`skipErrorToast`).

/** Refetches every subscription list, and the plans' subscriber counts, after a change. */
function useInvalidateSubscriptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
    ]);
}

/** Grants a user a plan (no id) or changes a subscription; field errors go to the form. */
export function useSaveSubscription() {
  const http = useHttp();
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (
      change:
        | { id: number; body: UpdateSubscriptionPayload }
        | { id?: undefined; body: CreateSubscriptionPayload },
    ) =>
      change.id === undefined
        ? http.call(billingApi.createSubscription, { body: change.body })
        : http.call(billingApi.updateSubscription, {
            params: { id: change.id },
            body: change.body,
          }),
    onSuccess: invalidate,
    meta: { skipErrorToast: true },
  });
}

/** Cancels at the period's end (the grace period) or at once. */
export function useCancelSubscription() {
  const http = useHttp();
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: ({ id, immediately }: { id: number; immediately: boolean }) =>
      http.call(billingApi.cancelSubscription, { params: { id }, body: { immediately } }),
    onSuccess: invalidate,
    meta: { skipErrorToast: true },
  });
}

/** Resumes a cancelled subscription still in its grace period. */
export function useResumeSubscription() {
  const http = useHttp();
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (id: number) => http.call(billingApi.resumeSubscription, { params: { id } }),
    onSuccess: invalidate,
    meta: { skipErrorToast: true },
  });
}

/** `DELETE billing/subscriptions/{ids}`: the listed subscriptions, comma-separated. */
export function useDeleteSubscriptions() {
  const http = useHttp();
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.call(billingApi.deleteSubscriptions, { params: { ids: ids.join(',') } }),
    onSuccess: invalidate,
    meta: { skipErrorToast: true },
  });
}

/** `GET users?query=`: the first users matching a search, for the subscription's user picker. */
export function useUserSearch(search: string, { enabled = true } = {}) {
  const http = useHttp();
  const query = {
    query: search.trim() || undefined,
    page: 1,
    perPage: 10,
    orderBy: 'name',
    orderDir: 'asc',
  } as const;
  return useQuery({
    queryKey: ['admin', 'users', 'list', query],
    queryFn: () => http.call(adminUsersApi.list, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
