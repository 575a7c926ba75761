import {
  ADMIN_USERS_CSV_COLUMNS,
  type AdminUser,
  type AdminUserFilters,
  type AdminUserOrderColumn,
  type OrderDirection,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { ROLE_ADMIN } from '../../kernel/roles/catalog';
import { roleIdByName } from '../../kernel/roles/repo';
import type { Db } from '../../platform/db/database';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
import { defineMessage } from '../../platform/i18n/define-message';
import { userIdsWithRole } from '../users/repo';
import {
  type AdminUserRow,
  countUsers,
  emailTakenByOther,
  existingRoleIds,
  findAdminUser,
  listUsers,
  rolesOfUsers,
  type UserCriteria,
} from './users-repo';

export interface UserListQuery {
  query?: string;
  filters?: AdminUserFilters;
  orderBy: AdminUserOrderColumn;
  orderDir: OrderDirection;
}

/** One page of the admin user list, each row with its roles (one query for the page). */
export async function userPage(
  app: AppInstance,
  list: UserListQuery & { page: number; perPage: number },
) {
  const criteria = criteriaOf(app, list);
  const total = await countUsers(app.db, criteria);
  const rows = await listUsers(app.db, criteria, pageWindow(list.page, list.perPage));
  return paginated(await withRoles(app, rows), list.page, list.perPage, total);
}

/**
 * The whole list as CSV: a header row of ADMIN_USERS_CSV_COLUMNS, roles joined by `;`,
 * subscribed as yes/no.
 */
export async function usersCsv(app: AppInstance, list: UserListQuery): Promise<string> {
  const rows = await listUsers(app.db, criteriaOf(app, list));
  const lines = [ADMIN_USERS_CSV_COLUMNS.join(',')];
  // Roles are read a slice at a time: a query may bind only so many ids.
  for (let start = 0; start < rows.length; start += 500) {
    for (const user of await withRoles(app, rows.slice(start, start + 500))) {
      const cells: Record<(typeof ADMIN_USERS_CSV_COLUMNS)[number], string | number | null> = {
        ...user,
        roles: user.roles.map((r) => r.name).join(';'),
        subscribed: user.subscribed ? 'yes' : 'no',
      };
      lines.push(ADMIN_USERS_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A user as the admin answers it, or 404. */
export async function adminUser(app: AppInstance, id: number): Promise<AdminUser> {
  const row = await findAdminUser(app.db, id, {
    now: app.clock.iso(),
    subscribed: app.subscribers.subscribed,
  });
  if (!row) throw new HttpProblem(404, 'User not found.');
  return (await withRoles(app, [row]))[0]!;
}

/** 422 on `email` when another account has the address, on `roles` for an unknown role. */
export async function assertUserFields(
  db: Db,
  fields: { email?: string; roles?: readonly number[] },
  exceptId?: number,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (fields.email !== undefined && (await emailTakenByOther(db, fields.email, exceptId))) {
    errors.email = [defineMessage('The email has already been taken.')];
  }
  if (fields.roles?.length) {
    const known = await existingRoleIds(db, fields.roles);
    if (fields.roles.some((id) => !known.has(id))) {
      errors.roles = [defineMessage('The selected roles are invalid.')];
    }
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpProblem(422, first, errors);
}

/**
 * 403 when the change would leave no account holding the admin role: `leaving` are the
 * users about to lose it (deleted, suspended, or their roles replaced).
 */
export async function assertAdminRemains(db: Db, leaving: readonly number[]): Promise<void> {
  const adminRole = await roleIdByName(db, ROLE_ADMIN);
  const admins = (await userIdsWithRole(db, adminRole)).map((r) => r.user_id);
  if (admins.length && admins.every((id) => leaving.includes(id))) {
    throw new HttpProblem(403, 'The only admin account cannot be removed or suspended.');
  }
}

function criteriaOf(app: AppInstance, list: UserListQuery): UserCriteria {
  return { ...list, now: app.clock.iso(), subscribed: app.subscribers.subscribed };
}

async function withRoles(app: AppInstance, rows: AdminUserRow[]): Promise<AdminUser[]> {
  const roles = await rolesOfUsers(
    app.db,
    rows.map((r) => r.id),
  );
  const now = app.clock.nowMs();
  return rows.map((row) => {
    // A suspension whose end has passed is over, whether or not its columns are cleared yet.
    const expired = row.ban_until !== null && Date.parse(row.ban_until) <= now;
    return {
      ...row,
      banned_at: expired ? null : row.banned_at,
      ban_until: expired ? null : row.ban_until,
      ban_comment: expired ? null : row.ban_comment,
      last_active_at: row.last_active_at ?? null,
      subscribed: Boolean(row.subscribed),
      roles: roles.filter((r) => r.user_id === row.id).map(({ id, name }) => ({ id, name })),
    };
  });
}

/**
 * A CSV field (RFC 4180): quoted when it holds a quote, a comma or a line break; a text a
 * spreadsheet would run as a formula (= + - @, tab, CR) starts with an apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
