import { rolesApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useQuery } from '@tanstack/react-query';

/** Every role by name (the first 100), for an item's roles. */
export function useRoleChoices() {
  const http = useHttp();
  return useQuery({
    queryKey: ['admin', 'roles', 'appearance-menu-item'],
    queryFn: () =>
      http.call(rolesApi.list, {
        query: { page: 1, perPage: 100, orderBy: 'name', orderDir: 'asc' },
      }),
    select: (data) => data.pagination.data,
  });
}
