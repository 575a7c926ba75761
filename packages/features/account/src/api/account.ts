import type {
  AccessToken,
  ChangePasswordPayload,
  CreateAccessTokenPayload,
  CreateAccessTokenResponse,
  ShowUserResponse,
  UpdateAccountPayload,
  User,
  UserSession,
  ValueLists,
} from '@coffer/contract';
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
    queryFn: () => http.get<ShowUserResponse>('users/me', { with: ['social_profiles', 'tokens'] }),
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
      http.request<{ user: User }>('PUT', 'users/me', { body: payload }),
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
      return http.post<{ user: User }>('users/me/avatar', body);
    },
    onSuccess: ({ user }) => storeUser(user),
  });
  const remove = useMutation({
    mutationFn: () => http.request<{ user: User }>('DELETE', 'users/me/avatar'),
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
      http.post<{ message: string }>('auth/user/password', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** `GET value-lists/localizations,timezones,countries`. */
export function useValueLists() {
  const http = useHttp();
  return useQuery({
    queryKey: accountKeys.valueLists,
    queryFn: () => http.get<ValueLists>('value-lists/localizations,timezones,countries'),
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
    queryFn: () => http.get<{ sessions: UserSession[] }>('user-sessions'),
    select: (answer) => answer.sessions,
  });
}

/** `DELETE user-sessions/{id}` and `POST user-sessions/logout-other`. */
export function useEndSessions() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  const one = useMutation({
    mutationFn: (id: number) => http.request('DELETE', `user-sessions/${id}`),
    onSuccess: refresh,
  });
  const others = useMutation({
    mutationFn: () => http.post('user-sessions/logout-other'),
    onSuccess: refresh,
  });
  return { one, others };
}

/** `GET access-tokens`. */
export function useAccessTokens() {
  const http = useHttp();
  return useQuery({
    queryKey: accountKeys.tokens,
    queryFn: () => http.get<{ tokens: AccessToken[] }>('access-tokens'),
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
      http.post<CreateAccessTokenResponse>('access-tokens', payload),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => http.request('DELETE', `access-tokens/${id}`),
    onSuccess: refresh,
  });
  return { create, revoke };
}

/** `DELETE users/me?deleteCurrentUser=true`. */
export function useDeleteAccount() {
  const http = useHttp();
  return useMutation({
    mutationFn: (userId: number) =>
      http.request<{ message: string }>('DELETE', `users/${userId}`, {
        params: { deleteCurrentUser: 'true' },
      }),
  });
}
