import { type AdminUser, adminUsersApi, type Role, rolesApi, usersApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';
import { adminUserFixtures, permissionCatalogueFixture, roleFixtures } from './fixtures';
import { listPage } from './list';

export * from './fixtures';
export { type ListPageOptions, listPage, paginate } from './list';

export interface AdminMockOptions {
  users?: AdminUser[];
  roles?: Role[];
  /** Never answer the lists (the loading state). */
  pending?: boolean;
  /** Field errors the create/update user calls answer with (422). */
  userErrors?: Record<string, string[]>;
  /** Field errors the role save answers with (422). */
  roleErrors?: Record<string, string[]>;
}

/** MSW handlers of the admin's user and role calls, over in-memory lists. */
export function adminHandlers({
  users = adminUserFixtures(),
  roles = roleFixtures(),
  pending = false,
  userErrors,
  roleErrors,
}: AdminMockOptions = {}) {
  let userList = users.map((u) => ({ ...u }));
  let roleList = roles.map((r) => ({ ...r }));
  let nextId = 1000;
  const roleRef = (ids: number[] = []) =>
    roleList.filter((r) => ids.includes(r.id)).map(({ id, name }) => ({ id, name }));
  return [
    mockEndpoint(adminUsersApi.list, async ({ query }) => {
      if (pending) await delay('infinite');
      return {
        pagination: listPage(userList, query, {
          match: (u, search, filters) =>
            (!search || `${u.name} ${u.email}`.toLowerCase().includes(search)) &&
            (filters.email_verified === undefined ||
              (u.email_verified_at !== null) === filters.email_verified) &&
            (filters.suspended === undefined || (u.banned_at !== null) === filters.suspended) &&
            (filters.subscribed === undefined || u.subscribed === filters.subscribed) &&
            (filters.role === undefined || u.roles.some((r) => r.id === filters.role)),
          sort: { column: 'created_at', direction: 'desc' },
        }),
      };
    }),
    mockEndpoint(adminUsersApi.create, ({ body }) => {
      if (userErrors) return mockError(422, 'The given data was invalid.', userErrors);
      const user: AdminUser = {
        id: nextId++,
        name: body.name ?? '',
        email: body.email,
        image: null,
        email_verified_at: body.email_verified === false ? null : new Date().toISOString(),
        banned_at: null,
        ban_until: null,
        ban_comment: null,
        created_at: new Date().toISOString(),
        last_active_at: null,
        roles: roleRef(body.roles),
        subscribed: false,
      };
      userList = [user, ...userList];
      return { user };
    }),
    mockEndpoint(adminUsersApi.update, ({ params, body }) => {
      if (userErrors) return mockError(422, 'The given data was invalid.', userErrors);
      return updateUser(Number(params.id), (u) => ({
        ...u,
        name: body.name ?? u.name,
        email: body.email ?? u.email,
        roles: body.roles ? roleRef(body.roles) : u.roles,
      }));
    }),
    mockEndpoint(adminUsersApi.ban, ({ params, body }) =>
      updateUser(Number(params.id), (u) => ({
        ...u,
        banned_at: new Date().toISOString(),
        ban_until: body.ban_until ?? null,
        ban_comment: body.comment ?? null,
      })),
    ),
    mockEndpoint(adminUsersApi.unban, ({ params }) =>
      updateUser(Number(params.id), (u) => ({ ...u, banned_at: null, ban_until: null })),
    ),
    mockEndpoint(usersApi.remove, ({ params }) => {
      const ids = String(params.id).split(',').map(Number);
      userList = userList.filter((u) => !ids.includes(u.id));
      return { message: 'Deleted' };
    }),
    mockEndpoint(rolesApi.list, async ({ query }) => {
      if (pending) await delay('infinite');
      return {
        pagination: listPage(roleList, query, {
          match: (r, search, filters) =>
            (!search || r.name.toLowerCase().includes(search)) &&
            (filters.type === undefined || r.type === filters.type),
          sort: { column: 'name', direction: 'desc' },
        }),
      };
    }),
    mockEndpoint(rolesApi.permissions, () => ({ permissions: permissionCatalogueFixture })),
    mockEndpoint(rolesApi.show, ({ params }) => {
      const role = roleList.find((r) => r.id === Number(params.id));
      return role ? { role } : mockError(404, 'Not found.');
    }),
    mockEndpoint(rolesApi.create, ({ body }) => {
      if (roleErrors) return mockError(422, 'The given data was invalid.', roleErrors);
      const role: Role = {
        id: nextId++,
        name: body.name,
        description: body.description ?? null,
        type: body.type ?? 'sitewide',
        default: body.default ?? false,
        guests: body.guests ?? false,
        users_count: 0,
        permissions: (body.permissions ?? []).map((p) => ({
          name: p.name,
          restrictions: p.restrictions ?? [],
        })),
        created_at: new Date().toISOString(),
      };
      roleList = [...roleList, role];
      return { role };
    }),
    mockEndpoint(rolesApi.update, ({ params, body }) => {
      if (roleErrors) return mockError(422, 'The given data was invalid.', roleErrors);
      const role = roleList.find((r) => r.id === Number(params.id));
      if (!role) return mockError(404, 'Not found.');
      const saved: Role = {
        ...role,
        name: body.name,
        description: body.description ?? null,
        permissions: (body.permissions ?? []).map((p) => ({
          name: p.name,
          restrictions: p.restrictions ?? [],
        })),
      };
      roleList = roleList.map((r) => (r.id === saved.id ? saved : r));
      return { role: saved };
    }),
    mockEndpoint(rolesApi.remove, ({ params }) => {
      roleList = roleList.filter((r) => r.id !== Number(params.id));
      return { message: 'Deleted' };
    }),
  ];

  function updateUser(id: number, change: (user: AdminUser) => AdminUser) {
    const user = userList.find((u) => u.id === id);
    if (!user) return mockError(404, 'Not found.');
    const saved = change(user);
    userList = userList.map((u) => (u.id === id ? saved : u));
    return { user: saved };
  }
}
