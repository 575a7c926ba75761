import type { Permission } from '@coffer/contract';
import { type Db, readThrough } from '../../platform/db/database';
import { PERMISSIONS, ROLE_GRANTS, ROLE_GUESTS, ROLE_USERS } from './catalog';

/**
 * Adds the missing roles and permissions of the catalog; grants a role's defaults when it is new.
 * `now` (ISO) is the new roles' creation time.
 */
export async function seedRolesAndPermissions(db: Db, now: string): Promise<void> {
  const existing = new Map(
    (await db.selectFrom('permissions').select(['name', 'restrictions']).execute()).map((p) => [
      p.name,
      p.restrictions,
    ]),
  );
  const missing = PERMISSIONS.filter((p) => !existing.has(p.name));
  // A permission that learnt new restrictions (files.create's max_files) offers them on
  // existing sites too.
  for (const permission of PERMISSIONS) {
    const restrictions = JSON.stringify(permission.restrictions ?? []);
    const current = existing.get(permission.name);
    if (current !== undefined && current !== restrictions) {
      await db
        .updateTable('permissions')
        .set({ restrictions })
        .where('name', '=', permission.name)
        .execute();
    }
  }
  if (missing.length) {
    await db
      .insertInto('permissions')
      .values(
        missing.map((p) => ({
          name: p.name,
          group: p.group,
          restrictions: JSON.stringify(p.restrictions ?? []),
        })),
      )
      .execute();
  }
  const permissionIds = new Map(
    (await db.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [
      p.name,
      p.id,
    ]),
  );
  const flagged = await db
    .selectFrom('roles')
    .select(['default', 'guests'])
    .where((eb) => eb.or([eb('default', '=', 1), eb('guests', '=', 1)]))
    .execute();
  for (const [roleName, grants] of Object.entries(ROLE_GRANTS)) {
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', roleName)
      .executeTakeFirst();
    if (role) continue;
    // Seeding races between instances starting together: the unique name decides.
    const created = await db
      .insertInto('roles')
      .values({
        name: roleName,
        created_at: now,
        // A fresh site's `users` role is given to new accounts and `guests` is what visitors
        // may do, unless an admin flagged other roles so.
        default: roleName === ROLE_USERS && !flagged.some((r) => r.default) ? 1 : 0,
        guests: roleName === ROLE_GUESTS && !flagged.some((r) => r.guests) ? 1 : 0,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) continue;
    const rows = Object.entries(grants).map(([name, restrictions]) => ({
      role_id: created.id,
      permission_id: permissionIds.get(name)!,
      restrictions: JSON.stringify(restrictions),
    }));
    if (rows.length) await db.insertInto('permission_role').values(rows).execute();
  }
}

export async function roleIdByName(db: Db, name: string): Promise<number> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return role.id;
}

export async function assignRole(db: Db, userId: number, roleName: string): Promise<void> {
  const roleId = await roleIdByName(db, roleName);
  await db
    .insertInto('role_user')
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
}

/**
 * Gives a new account the roles flagged `default`; the `users` role when none is (a site
 * whose admin cleared every flag still gives new accounts something to work with).
 */
export async function assignDefaultRoles(db: Db, userId: number): Promise<void> {
  const ids = (await db.selectFrom('roles').select('id').where('default', '=', 1).execute()).map(
    (r) => r.id,
  );
  if (!ids.length) ids.push(await roleIdByName(db, ROLE_USERS));
  await db
    .insertInto('role_user')
    .values(ids.map((roleId) => ({ user_id: userId, role_id: roleId })))
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
}

export function rolesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('roles')
    .innerJoin('role_user', 'role_user.role_id', 'roles.id')
    .select(['roles.id', 'roles.name'])
    .where('role_user.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
}

/** One grant as a source answers it: the permission and its restrictions (a JSON map). */
export interface GrantRow {
  name: string;
  restrictions: string;
}

/**
 * Grants a user holds besides their roles and direct grants (billing: the plan of a valid
 * subscription), read from the database like them. Each app keeps its own list
 * (`app.grantSources`): a module adds its source when it registers.
 */
export type GrantSource = (userId: number) => Promise<GrantRow[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Grants beyond roles (see `GrantSource`); read by `permissionsOfUser`. */
    grantSources: GrantSource[];
  }
}

/** What reading a user's grants needs: the app's database and its grant sources. */
export interface GrantReader {
  db: Db;
  grantSources: readonly GrantSource[];
}

/**
 * Grants held through the user's roles, directly and from the app's grant sources, merged
 * per permission. Asked on most requests, so kept until the database changes
 * (readThrough): any grant, role, assignment or subscription change is a write. Frozen, as
 * every caller shares the one answer.
 */
export function permissionsOfUser(app: GrantReader, userId: number): Promise<Permission[]> {
  return readThrough(app.db, `permissions.ofUser:${userId}`, () =>
    readPermissionsOfUser(app, userId),
  );
}

async function readPermissionsOfUser(app: GrantReader, userId: number): Promise<Permission[]> {
  const { db } = app;
  const [viaRoles, direct, ...fromSources] = await Promise.all([
    db
      .selectFrom('permission_role')
      .innerJoin('role_user', 'role_user.role_id', 'permission_role.role_id')
      .innerJoin('permissions', 'permissions.id', 'permission_role.permission_id')
      .select(['permissions.name', 'permission_role.restrictions'])
      .where('role_user.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('permission_user')
      .innerJoin('permissions', 'permissions.id', 'permission_user.permission_id')
      .select(['permissions.name', 'permission_user.restrictions'])
      .where('permission_user.user_id', '=', userId)
      .execute(),
    ...app.grantSources.map((source) => source(userId)),
  ]);
  return mergeGrants([...viaRoles, ...direct, ...fromSources.flat()]);
}

/**
 * What a signed-out visitor may do: the grants of the role flagged `guests` (there is one).
 * Kept like a user's (readThrough), so a change of the flag or the grants is seen at once.
 */
export function permissionsOfGuests(db: Db): Promise<Permission[]> {
  return readThrough(db, 'permissions.ofGuests', () => readPermissionsOfGuests(db));
}

async function readPermissionsOfGuests(db: Db): Promise<Permission[]> {
  const rows = await db
    .selectFrom('permission_role')
    .innerJoin('roles', 'roles.id', 'permission_role.role_id')
    .innerJoin('permissions', 'permissions.id', 'permission_role.permission_id')
    .select(['permissions.name', 'permission_role.restrictions'])
    .where('roles.guests', '=', 1)
    .execute();
  return mergeGrants(rows);
}

/**
 * One entry per permission. When two grants restrict the same thing the more generous
 * wins: no value (unlimited) beats any number, a larger number beats a smaller one.
 */
function mergeGrants(rows: Array<{ name: string; restrictions: string }>): Permission[] {
  const merged = new Map<string, Map<string, number | string | null>>();
  for (const row of rows) {
    const values = JSON.parse(row.restrictions) as Record<string, number | string | null>;
    const current = merged.get(row.name);
    if (!current) {
      merged.set(row.name, new Map(Object.entries(values)));
      continue;
    }
    for (const [name, value] of current) {
      const other = values[name];
      if (value === null || other === undefined || other === null) current.set(name, null);
      else if (typeof value === 'number' && typeof other === 'number')
        current.set(name, Math.max(value, other));
    }
  }
  return Object.freeze(
    [...merged]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, restrictions]) =>
        Object.freeze({
          name,
          restrictions: Object.freeze(
            [...restrictions].map(([rname, value]) => Object.freeze({ name: rname, value })),
          ),
        }),
      ),
  ) as Permission[];
}
