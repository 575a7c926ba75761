import type { Role, RolePayload } from '@coffer/contract';
import type { AppInstance } from '../../app';
import type { Db } from '../../platform/db/database';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import {
  clearGuestsFlagExcept,
  findRole,
  grantsOfRoles,
  insertRole,
  permissionCatalogue,
  type RoleRow,
  replaceGrants,
  roleNameTaken,
  updateRole,
} from './roles-repo';

/** The payload after its schema's defaults. */
export type RoleInput = Required<{ [K in keyof RolePayload]: Exclude<RolePayload[K], undefined> }>;

/** A role as the admin answers it, or 404. */
export async function roleDetails(app: AppInstance, id: number): Promise<Role> {
  const row = await findRole(app.db, id);
  if (!row) throw new HttpProblem(404, 'Role not found.');
  return (await withGrants(app.db, [row]))[0]!;
}

/** Rows of the role list with their grants (one query for the page). */
export async function withGrants(db: Db, rows: RoleRow[]): Promise<Role[]> {
  const grants = await grantsOfRoles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type === 'workspace' ? 'workspace' : 'sitewide',
    default: row.default === 1,
    guests: row.guests === 1,
    users_count: Number(row.users_count ?? 0),
    created_at: row.created_at,
    permissions: grants
      .filter((g) => g.role_id === row.id)
      .map((g) => ({
        name: g.name,
        restrictions: Object.entries(
          JSON.parse(g.restrictions) as Record<string, number | string | null>,
        ).map(([name, value]) => ({ name, value })),
      })),
  }));
}

/**
 * Creates the role (`id` undefined) or replaces its whole state, grants included, in one
 * transaction. 422 on `name` when another role has it, on `permissions` for a permission
 * the server does not know or a restriction that permission cannot carry.
 */
export async function saveRole(app: AppInstance, input: RoleInput, id?: number): Promise<number> {
  const existing = id === undefined ? undefined : await roleDetails(app, id);
  if (existing?.guests && !input.guests) {
    throw new HttpProblem(422, 'Flag another role as the guests role instead.', {
      guests: [defineMessage('Flag another role as the guests role instead.')],
    });
  }
  if (await roleNameTaken(app.db, input.name, id)) {
    throw new HttpProblem(422, 'The name has already been taken.', {
      name: [defineMessage('The name has already been taken.')],
    });
  }
  const grants = await checkedGrants(app.db, input.permissions);
  return app.db.transaction().execute(async (trx) => {
    let roleId = id;
    if (roleId === undefined) roleId = await insertRole(trx, input, app.clock.iso());
    else await updateRole(trx, roleId, input);
    if (input.guests) await clearGuestsFlagExcept(trx, roleId);
    await replaceGrants(trx, roleId, grants);
    return roleId;
  });
}

export async function checkedGrants(db: Db, permissions: RoleInput['permissions']) {
  const catalogue = new Map((await permissionCatalogue(db)).map((p) => [p.name, p]));
  const grants: Array<{ permissionId: number; restrictions: string }> = [];
  for (const grant of permissions) {
    const permission = catalogue.get(grant.name);
    if (!permission) {
      throw new HttpProblem(
        422,
        'The permission {name} does not exist.',
        {
          permissions: [defineMessage('The permission {name} does not exist.')],
        },
        { name: grant.name },
      );
    }
    const allowed = JSON.parse(permission.restrictions) as string[];
    const values: Record<string, number | null> = {};
    for (const restriction of grant.restrictions ?? []) {
      if (!allowed.includes(restriction.name)) {
        throw new HttpProblem(
          422,
          'The permission {name} has no restriction {restriction}.',
          {
            permissions: [defineMessage('The permission {name} has no restriction {restriction}.')],
          },
          { name: grant.name, restriction: restriction.name },
        );
      }
      values[restriction.name] = restriction.value;
    }
    grants.push({ permissionId: permission.id, restrictions: JSON.stringify(values) });
  }
  // A permission named twice keeps its last grant.
  return [...new Map(grants.map((g) => [g.permissionId, g])).values()];
}
