import {
  type AdminUserDetailsResponse,
  adminUserDetailsApi,
  type UserPermissionsPayload,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

/** Under the users' key, so a change made from the list refreshes the page too. */
const detailsKey = (id: number) => [...adminKeys.users, 'details', id] as const;

/** `GET admin/users/{id}`: one user's page. */
export function useUserDetails(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: detailsKey(id),
    queryFn: () => http.call(adminUserDetailsApi.show, { params: { id } }),
  });
}

/** Every change answers the user's whole page: it replaces the cached one. */
function useDetailsChange<T>(id: number, call: (value: T) => Promise<AdminUserDetailsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(detailsKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users, exact: false });
    },
  });
}

export function useUpdateUserPermissions(id: number) {
  const http = useHttp();
  return useDetailsChange(id, (body: UserPermissionsPayload) =>
    http.call(adminUserDetailsApi.updatePermissions, { params: { id }, body }),
  );
}

export function useSignOutSession(id: number) {
  const http = useHttp();
  return useDetailsChange(id, (sessionId: number) =>
    http.call(adminUserDetailsApi.signOutSession, { params: { id, sessionId } }),
  );
}

export function useConfirmEmail(id: number) {
  const http = useHttp();
  return useDetailsChange(id, (_: undefined) =>
    http.call(adminUserDetailsApi.confirmEmail, { params: { id } }),
  );
}

export function useRevokeToken(id: number) {
  const http = useHttp();
  return useDetailsChange(id, (tokenId: number) =>
    http.call(adminUserDetailsApi.deleteToken, { params: { id, tokenId } }),
  );
}
