/** The admin's query keys: a list's key holds its query, so each page is cached apart. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (query: object) => ['admin', 'users', 'list', query] as const,
  roles: ['admin', 'roles'] as const,
  roleList: (query: object) => ['admin', 'roles', 'list', query] as const,
  role: (id: number) => ['admin', 'roles', 'show', id] as const,
  permissions: ['admin', 'roles', 'permissions'] as const,
};
