import {
  type AdminSettingsResponse,
  adminSettingsApi,
  type SettingsCheckPayload,
  systemApi,
  type UpdateSettingsPayload,
} from '@coffer/contract';
import { useCore, useHttp } from '@coffer/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The settings screen's query key. */
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
};

/** `GET settings`: every setting the admin edits, and which secrets are set. */
export function useAdminSettings() {
  const http = useHttp();
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => http.call(adminSettingsApi.get),
  });
}

/**
 * `POST settings` with the changed keys. The answer replaces the cached settings, and the
 * admin's own page fetches fresh bootstrap data, so a client setting they changed (the
 * cookie notice, the default view) applies in this browser at once, as it will in every
 * other on its next load.
 */
export function useUpdateSettings() {
  const { http, bootstrap } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsPayload) => http.call(adminSettingsApi.update, { body }),
    onSuccess: (saved: AdminSettingsResponse, body) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      if (body.client) {
        void http
          .call(systemApi.bootstrapData)
          .then((fresh) => bootstrap.set(fresh))
          // The save stands; the page catches up on its next load.
          .catch(() => {});
      }
    },
  });
}

/** `POST settings/storage/test`: writes and removes an object with unsaved storage settings. */
export function useTestStorage() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: SettingsCheckPayload) => http.call(adminSettingsApi.testStorage, { body }),
  });
}

/** `POST settings/mail/test`: sends the admin a test email with unsaved mail settings. */
export function useTestMail() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: SettingsCheckPayload) => http.call(adminSettingsApi.testMail, { body }),
  });
}

/** `POST settings/redis/test`: connects to the Redis URL in the form (or the saved one) and PINGs it. */
export function useTestRedis() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: SettingsCheckPayload) => http.call(adminSettingsApi.testRedis, { body }),
  });
}

/** `POST settings/cache/clear`: drops every cached value, in memory or in Redis. */
export function useClearCache() {
  const http = useHttp();
  return useMutation({ mutationFn: () => http.call(adminSettingsApi.clearCache) });
}
