import type { MarkAsReadPayload, UpdateSubscriptionsPayload } from '@coffer/contract';
import { NOTIFICATIONS_POPOVER_SIZE, notificationsApi } from '@coffer/contract';
import { useBootstrap, useCore, useHttp, useTrans } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NOTIFICATION_TEXT } from '../messages';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (perPage: number, page: number) => ['notifications', 'list', perPage, page] as const,
  subscriptions: ['notifications', 'subscriptions'] as const,
};

/** `GET notifications`: one page, newest first. */
export function useNotifications({
  perPage = NOTIFICATIONS_POPOVER_SIZE,
  page = 1,
  enabled = true,
}: {
  perPage?: number;
  page?: number;
  enabled?: boolean;
} = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: notificationKeys.list(perPage, page),
    queryFn: () => http.call(notificationsApi.list, { query: { perPage, page } }),
    enabled,
  });
}

/** The signed-in user's unread count, kept in the bootstrap data (spec §3 User). */
export function useUnreadCount(): number {
  return useBootstrap((data) => data.user?.unread_notifications_count ?? 0);
}

/** Writes a new unread count into the bootstrap data, so every badge follows. */
export function useSetUnreadCount(): (count: number) => void {
  const { bootstrap } = useCore();
  return useCallback(
    (count: number) => {
      const data = bootstrap.get();
      if (!data.user || data.user.unread_notifications_count === count) return;
      bootstrap.set({ ...data, user: { ...data.user, unread_notifications_count: count } });
    },
    [bootstrap],
  );
}

/**
 * `POST notifications/mark-as-read` with `ids`, or every one (`markAllAsUnread`, the spec's
 * wording): refetches the list and takes the unread count from the answer (spec §4).
 */
export function useMarkAsRead() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const setUnread = useSetUnreadCount();
  return useMutation({
    mutationFn: (payload: MarkAsReadPayload) =>
      http.call(notificationsApi.markAsRead, { body: payload }),
    onSuccess: ({ unreadCount }) => {
      setUnread(unreadCount);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useDeleteNotification() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const setUnread = useSetUnreadCount();
  return useMutation({
    mutationFn: (id: number) => http.call(notificationsApi.remove, { params: { id } }),
    onSuccess: ({ unreadCount }) => {
      setUnread(unreadCount);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useSubscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: notificationKeys.subscriptions,
    queryFn: () => http.call(notificationsApi.subscriptions),
    enabled,
  });
}

/** `PUT notifications/me/subscriptions`, then the 'Updated preferences' toast. */
export function useUpdateSubscriptions() {
  const { trans } = useTrans();
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateSubscriptionsPayload) =>
      http.call(notificationsApi.updateSubscriptions, { body: payload }),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.subscriptions, answer);
      toast.positive(trans(NOTIFICATION_TEXT.updatedPreferences));
    },
  });
}
