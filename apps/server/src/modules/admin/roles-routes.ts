import { rolesEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { ROLE_ADMIN } from '../../kernel/roles/catalog';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
import {
  addRoleUsers,
  countRoles,
  deleteRole,
  listRoles,
  permissionCatalogue,
  removeRoleUsers,
} from './roles-repo';
import { type RoleInput, roleDetails, saveRole, withGrants } from './roles-service';
import { existingUserIds } from './users-repo';
import { assertAdminRemains } from './users-service';

/**
 * The admin's roles (spec §2.4, §6). Every change is a database write, so the permissions
 * kept per user and for guests (readThrough) are read afresh on the next request.
 */
export function roleRoutes(app: AppInstance) {
  route(app, endpoints.list, async ({ query }) => {
    // The schema checked the filters (the data-table query types them only as a record).
    const criteria = { ...query, type: query.filters?.type };
    const total = await countRoles(app.db, criteria);
    const rows = await listRoles(app.db, criteria, pageWindow(query.page, query.perPage));
    return paginated(await withGrants(app.db, rows), query.page, query.perPage, total);
  });

  route(app, endpoints.permissions, async () => ({
    permissions: (await permissionCatalogue(app.db)).map((p) => ({
      name: p.name,
      group: p.group,
      restrictions: JSON.parse(p.restrictions) as string[],
    })),
  }));

  route(app, endpoints.show, async ({ params: { id } }) => ({
    role: await roleDetails(app, id),
  }));

  route(app, endpoints.create, async ({ body }) => ({
    role: await roleDetails(app, await saveRole(app, body as RoleInput)),
  }));

  route(app, endpoints.update, async ({ params: { id }, body }) => ({
    role: await roleDetails(app, await saveRole(app, body as RoleInput, id)),
  }));

  route(app, endpoints.remove, async ({ params: { id } }) => {
    const role = await roleDetails(app, id);
    if (role.guests) {
      throw new HttpProblem(403, 'The guests role cannot be deleted.');
    }
    if (role.default) {
      throw new HttpProblem(403, 'The role given to new accounts cannot be deleted.');
    }
    if (role.name === ROLE_ADMIN && role.users_count > 0) {
      throw new HttpProblem(403, 'The only admin account cannot be removed or suspended.');
    }
    await app.db.transaction().execute((trx) => deleteRole(trx, id));
    return { message: 'Role deleted' };
  });

  route(app, endpoints.addUsers, async ({ params: { id }, body: { userIds } }) => {
    await roleDetails(app, id);
    await addRoleUsers(app.db, id, await existingUserIds(app.db, userIds));
    return { role: await roleDetails(app, id) };
  });

  route(app, endpoints.removeUsers, async ({ params: { id }, body: { userIds } }) => {
    const role = await roleDetails(app, id);
    if (role.name === ROLE_ADMIN) await assertAdminRemains(app.db, userIds);
    await removeRoleUsers(app.db, id, userIds);
    return { role: await roleDetails(app, id) };
  });
}
