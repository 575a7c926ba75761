import { type RoleOrderColumn, type RolePayload, rolesApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableQuery } from '../data-table/use-data-table-state';
import { adminKeys } from './keys';

/** `GET roles`: one page of the role list; the previous page stays while the next loads. */
export function useRoles(query: DataTableQuery<RoleOrderColumn>, { enabled = true } = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: adminKeys.roleList(query),
    queryFn: () => http.call(rolesApi.list, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every role (the first 100 by name), for pickers and filters. */
export function useAllRoles({ enabled = true } = {}) {
  return useRoles({ page: 1, perPage: 100, orderBy: 'name', orderDir: 'asc' }, { enabled });
}

export function useRole(id: number | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: adminKeys.role(id ?? 0),
    queryFn: () => http.call(rolesApi.show, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

/** The permissions a role can grant, with their restrictions. */
export function usePermissionCatalogue() {
  const http = useHttp();
  return useQuery({
    queryKey: adminKeys.permissions,
    queryFn: () => http.call(rolesApi.permissions),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates a role (no id) or replaces one. */
export function useSaveRole() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RolePayload }) =>
      id === undefined
        ? http.call(rolesApi.create, { body })
        : http.call(rolesApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.roles }),
  });
}

/** Deletes roles one by one (the API deletes one role a call). */
export function useDeleteRoles() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      Promise.all(ids.map((id) => http.call(rolesApi.remove, { params: { id } }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.roles }),
  });
}
