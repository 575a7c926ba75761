import type { OrderDirection, RoleOrderColumn, RoleType } from '@coffer/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';

export interface RoleCriteria {
  query?: string;
  type?: RoleType;
  orderBy: RoleOrderColumn;
  orderDir: OrderDirection;
}

const ROLE_COLUMNS = [
  'roles.id',
  'roles.name',
  'roles.description',
  'roles.type',
  'roles.default',
  'roles.guests',
  'roles.created_at',
] as const;

export type RoleRow = Awaited<ReturnType<typeof findRole>> & object;

/** One page of roles, each with how many users hold it (a counted subquery). */
export function listRoles(db: Db, criteria: RoleCriteria, page: { limit: number; offset: number }) {
  return db
    .selectFrom('roles')
    .select(ROLE_COLUMNS)
    .select(usersCount)
    .where(matching(criteria))
    .orderBy(
      criteria.orderBy === 'users_count' ? sql`users_count` : `roles.${criteria.orderBy}`,
      criteria.orderDir,
    )
    .orderBy('roles.id', criteria.orderDir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRoles(db: Db, criteria: RoleCriteria): Promise<number> {
  const row = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(criteria))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findRole(db: Db, id: number) {
  return db
    .selectFrom('roles')
    .select(ROLE_COLUMNS)
    .select(usersCount)
    .where('roles.id', '=', id)
    .executeTakeFirst();
}

/** Another role with this name. */
export async function roleNameTaken(db: Db, name: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The grants of these roles, by role id. */
export function grantsOfRoles(db: Db, roleIds: readonly number[]) {
  if (!roleIds.length) return Promise.resolve([]);
  return db
    .selectFrom('permission_role')
    .innerJoin('permissions', 'permissions.id', 'permission_role.permission_id')
    .select(['permission_role.role_id', 'permissions.name', 'permission_role.restrictions'])
    .where('permission_role.role_id', 'in', roleIds)
    .orderBy('permissions.name')
    .execute();
}

/** The permission catalogue: every permission with the restriction names it can carry. */
export function permissionCatalogue(db: Db) {
  return db
    .selectFrom('permissions')
    .select(['id', 'name', 'group', 'restrictions'])
    .orderBy('group')
    .orderBy('name')
    .execute();
}

export interface RoleFields {
  name: string;
  description: string | null;
  type: RoleType;
  default: boolean;
  guests: boolean;
}

export async function insertRole(db: Db, fields: RoleFields, now: string): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({ ...flags(fields), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(db: Db, id: number, fields: RoleFields): Promise<void> {
  await db.updateTable('roles').set(flags(fields)).where('id', '=', id).execute();
}

/** There is one guests role: flagging one unflags the others. */
export async function clearGuestsFlagExcept(db: Db, id: number): Promise<void> {
  await db.updateTable('roles').set({ guests: 0 }).where('id', '!=', id).execute();
}

/** The role's grants become exactly `grants` (restrictions as stored JSON). */
export async function replaceGrants(
  db: Db,
  roleId: number,
  grants: ReadonlyArray<{ permissionId: number; restrictions: string }>,
): Promise<void> {
  await db.deleteFrom('permission_role').where('role_id', '=', roleId).execute();
  if (grants.length) {
    await db
      .insertInto('permission_role')
      .values(
        grants.map((g) => ({
          role_id: roleId,
          permission_id: g.permissionId,
          restrictions: g.restrictions,
        })),
      )
      .execute();
  }
}

/** Removes the role; its grants and assignments go with it. */
export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.deleteFrom('permission_role').where('role_id', '=', id).execute();
  await db.deleteFrom('role_user').where('role_id', '=', id).execute();
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

export async function addRoleUsers(db: Db, roleId: number, userIds: readonly number[]) {
  if (!userIds.length) return;
  await db
    .insertInto('role_user')
    .values(userIds.map((userId) => ({ role_id: roleId, user_id: userId })))
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
}

export async function removeRoleUsers(db: Db, roleId: number, userIds: readonly number[]) {
  if (!userIds.length) return;
  await db
    .deleteFrom('role_user')
    .where('role_id', '=', roleId)
    .where('user_id', 'in', userIds)
    .execute();
}

function flags(fields: RoleFields) {
  return {
    name: fields.name,
    description: fields.description,
    type: fields.type,
    default: fields.default ? 1 : 0,
    guests: fields.guests ? 1 : 0,
  };
}

function usersCount(eb: ExpressionBuilder<Database, 'roles'>) {
  return eb
    .selectFrom('role_user')
    .select((c) => c.fn.countAll<number | string>().as('n'))
    .whereRef('role_user.role_id', '=', 'roles.id')
    .as('users_count');
}

function matching(criteria: RoleCriteria) {
  return (eb: ExpressionBuilder<Database, 'roles'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (criteria.query) conditions.push(containsText(eb, criteria.query, ['roles.name']));
    if (criteria.type) conditions.push(eb('roles.type', '=', criteria.type));
    return eb.and(conditions);
  };
}
