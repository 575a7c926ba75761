import {
  type AdminUserOrderColumn,
  adminUsersApi,
  type BanUserPayload,
  type CreateUserPayload,
  type UpdateUserPayload,
  usersApi,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableQuery } from '../data-table/use-data-table-state';
import { adminKeys } from './keys';

/** `GET users`: one page of the admin's user list; the previous page stays while the next loads. */
export function useAdminUsers(query: DataTableQuery<AdminUserOrderColumn>) {
  const http = useHttp();
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: () => http.call(adminUsersApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Refetches every user list after a change. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.users });
}

export function useCreateUser() {
  const http = useHttp();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: CreateUserPayload) => http.call(adminUsersApi.create, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const http = useHttp();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserPayload }) =>
      http.call(adminUsersApi.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSuspendUser() {
  const http = useHttp();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BanUserPayload }) =>
      http.call(adminUsersApi.ban, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useLiftSuspension() {
  const http = useHttp();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => http.call(adminUsersApi.unban, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** `DELETE users/{ids}`: the listed users, comma-separated. */
export function useDeleteUsers() {
  const http = useHttp();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (ids: number[]) => http.call(usersApi.remove, { params: { id: ids.join(',') } }),
    onSuccess: invalidate,
  });
}
