import type { AdminUserFilters, AdminUserOrderColumn, OrderDirection } from '@coffer/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import type { SubscribedCondition } from '../users/subscribed';

/** What picks and orders the rows of the admin user list and its CSV export. */
export interface UserCriteria {
  query?: string;
  filters?: AdminUserFilters;
  orderBy: AdminUserOrderColumn;
  orderDir: OrderDirection;
  /** Now (ISO): a suspension whose end has passed is not one. */
  now: string;
  /** Who is subscribed (`app.subscribers`, billing's hook): the column and its filter. */
  subscribed: SubscribedCondition;
}

/**
 * The columns the admin sees, never a password, a two-factor secret or recovery codes;
 * `last_active_at` is the user's latest session activity (sessions(user_id, last_activity)
 * answers it from the index).
 */
const LIST_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.image',
  'users.email_verified_at',
  'users.banned_at',
  'users.ban_until',
  'users.ban_comment',
  'users.created_at',
] as const;

export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>[number];

/** One page of the list (all of it when `page` is not given: the CSV export). */
export function listUsers(
  db: Db,
  criteria: UserCriteria,
  page?: { limit: number; offset: number },
) {
  const direction = criteria.orderDir;
  let query = db
    .selectFrom('users')
    .select(LIST_COLUMNS)
    .select((eb) => lastActivity(eb).as('last_active_at'))
    .select((eb) => subscribedColumn(eb, criteria))
    .where(matching(criteria));
  query =
    criteria.orderBy === 'last_active_at'
      ? // Never-seen users (null) first when ascending, on both databases (PostgreSQL puts
        // nulls last, SQLite first; neither lets an alias into an expression here).
        query.orderBy((eb) => eb.fn.coalesce(lastActivity(eb), sql.lit('')), direction)
      : query.orderBy(`users.${criteria.orderBy}`, direction);
  query = query.orderBy('users.id', direction);
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countUsers(db: Db, criteria: UserCriteria): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(criteria))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The roles of these users, in one query (a page's worth of ids at most). */
export function rolesOfUsers(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .select(['role_user.user_id', 'roles.id', 'roles.name'])
    .where('role_user.user_id', 'in', userIds)
    .orderBy('roles.id')
    .execute();
}

export function findAdminUser(
  db: Db,
  id: number,
  criteria: Pick<UserCriteria, 'now' | 'subscribed'>,
) {
  return db
    .selectFrom('users')
    .select(LIST_COLUMNS)
    .select((eb) => lastActivity(eb).as('last_active_at'))
    .select((eb) => subscribedColumn(eb, criteria))
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** Another account with this (normalized) address. */
export async function emailTakenByOther(db: Db, email: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these role ids exist. */
export async function existingRoleIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The user's roles become exactly `roleIds`. */
export async function replaceUserRoles(db: Db, userId: number, roleIds: readonly number[]) {
  await db.deleteFrom('role_user').where('user_id', '=', userId).execute();
  if (roleIds.length) {
    await db
      .insertInto('role_user')
      .values([...new Set(roleIds)].map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute();
  }
}

/** Which of these users exist. */
export async function existingUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** The user's latest session activity (sessions(user_id, last_activity) answers it). */
function lastActivity(eb: ExpressionBuilder<Database, 'users'>) {
  return eb
    .selectFrom('sessions')
    .select((s) => s.fn.max('sessions.last_activity').as('last'))
    .whereRef('sessions.user_id', '=', 'users.id');
}

/** 1/0 on SQLite, true/false on PostgreSQL: the service makes it a boolean. */
function subscribedColumn(
  eb: ExpressionBuilder<Database, 'users'>,
  criteria: Pick<UserCriteria, 'now' | 'subscribed'>,
) {
  return sql<number | boolean>`(${criteria.subscribed(eb, criteria.now)})`.as('subscribed');
}

function matching(criteria: UserCriteria) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [];
    const { query, filters = {} } = criteria;
    if (query) conditions.push(containsText(eb, query, ['users.name', 'users.email']));
    if (filters.email_verified !== undefined) {
      conditions.push(
        eb('users.email_verified_at', filters.email_verified ? 'is not' : 'is', null),
      );
    }
    if (filters.role !== undefined) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('role_user')
            .select('role_user.role_id')
            .whereRef('role_user.user_id', '=', 'users.id')
            .where('role_user.role_id', '=', filters.role),
        ),
      );
    }
    if (filters.suspended !== undefined) {
      const suspended = eb.and([
        eb('users.banned_at', 'is not', null),
        eb.or([eb('users.ban_until', 'is', null), eb('users.ban_until', '>', criteria.now)]),
      ]);
      conditions.push(filters.suspended ? suspended : eb.not(suspended));
    }
    if (filters.subscribed !== undefined) {
      const subscribed = criteria.subscribed(eb, criteria.now);
      conditions.push(filters.subscribed ? subscribed : eb.not(subscribed));
    }
    if (filters.created_from) {
      conditions.push(eb('users.created_at', '>=', isoOf(filters.created_from)));
    }
    if (filters.created_to) {
      conditions.push(eb('users.created_at', '<=', isoOf(filters.created_to)));
    }
    return eb.and(conditions);
  };
}

/** Stored times are UTC ISO strings: a filter's date with an offset is brought to them. */
function isoOf(date: string): string {
  return new Date(date).toISOString();
}
