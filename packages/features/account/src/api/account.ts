import type {
  ChangePasswordPayload,
  CreateAccessTokenPayload,
  UpdateAccountPayload,
  User,
} from '@coffer/contract';
import { accountApi, usersApi } from '@coffer/contract';
import { useCore, useHttp } from '@coffer/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './keys';

/** Form mutations put 422 field errors on their fields themselves. */
export const OWN_ERRORS = { skipErrorToast: true } as const;

/** `GET users/me` with the relations the settings show. */
export function useAccountUser() {
  const http = useHttp();
  return useQuery({
    queryKey: accountKeys.user,
    queryFn: () =>
      http.call(usersApi.show, {
        params: { id: 'me' },
        query: { with: 'social_profiles,tokens' },
      }),
    select: (answer) => answer.user,
  });
}

/** Writes the changed user into the bootstrap data, so the navbar shows it at once. */
function useStoreUser() {
  const { bootstrap } = useCore();
  const queryClient = useQueryClient();
  return (user: User) => {
    const current = bootstrap.get();
    if (current.user) bootstrap.set({ ...current, user: { ...current.user, ...user } });
    void queryClient.invalidateQueries({ queryKey: accountKeys.user });
  };
}

/** `PUT users/me`. */
export function useUpdateAccount() {
  const http = useHttp();
  const storeUser = useStoreUser();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: UpdateAccountPayload) =>
      http.call(accountApi.updateDetails, { body: payload }),
    onSuccess: ({ user }) => storeUser(user),
  });
}

/** `POST users/me/avatar` (multipart) and `DELETE users/me/avatar`. */
export function useAvatar() {
  const http = useHttp();
  const storeUser = useStoreUser();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return http.call(accountApi.uploadAvatar, { body });
    },
    onSuccess: ({ user }) => storeUser(user),
  });
  const remove = useMutation({
    mutationFn: () => http.call(accountApi.removeAvatar),
    onSuccess: ({ user }) => storeUser(user),
  });
  return { upload, remove };
}

/** `POST auth/user/password`: other sessions end; this one stays. */
export function useChangePassword() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: ChangePasswordPayload) =>
      http.call(accountApi.changePassword, { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** `GET value-lists/localizations,timezones,countries`. */
export function useValueLists() {
  const http = useHttp();
  return useQuery({
    queryKey: accountKeys.valueLists,
    queryFn: () =>
      http.call(accountApi.valueLists, { params: { names: 'localizations,timezones,countries' } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST users/me/locale`: now in `@coffer/core`, shared with the footer's language switch. */
export { useChangeLocale } from '@coffer/core';

/** `GET user-sessions`. */
export function useUserSessions() {
  const http = useHttp();
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => http.call(accountApi.sessions),
    select: (answer) => answer.sessions,
  });
}

/** `DELETE user-sessions/{id}` and `POST user-sessions/logout-other`. */
export function useEndSessions() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  const one = useMutation({
    mutationFn: (id: number) => http.call(accountApi.endSession, { params: { id } }),
    onSuccess: refresh,
  });
  const others = useMutation({
    mutationFn: () => http.call(accountApi.endOtherSessions),
    onSuccess: refresh,
  });
  return { one, others };
}

/** `GET access-tokens`. */
export function useAccessTokens() {
  const http = useHttp();
  return useQuery({
    queryKey: accountKeys.tokens,
    queryFn: () => http.call(accountApi.accessTokens),
    select: (answer) => answer.tokens,
  });
}

/** `POST access-tokens` (the plain token is in this answer only) and `DELETE access-tokens/{id}`. */
export function useAccessTokenActions() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.tokens });
  const create = useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: CreateAccessTokenPayload) =>
      http.call(accountApi.createAccessToken, { body: payload }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => http.call(accountApi.revokeAccessToken, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, revoke };
}

/** `DELETE users/me?deleteCurrentUser=true`. */
export function useDeleteAccount() {
  const http = useHttp();
  return useMutation({
    mutationFn: (userId: number) =>
      http.call(usersApi.remove, {
        params: { id: userId },
        query: { deleteCurrentUser: 'true' },
      }),
  });
}
