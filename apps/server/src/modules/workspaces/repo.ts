import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';
import { notificationDb } from '../notifications/repo';

export type WorkspaceTables = Pick<DB, 'workspaces' | 'workspace_members' | 'workspace_invites'>;

/** The database (or a transaction) with the workspace tables typed. */
export function wsDb(db: Kysely<Database>) {
  return db.withTables<WorkspaceTables>();
}
export type WsDb = ReturnType<typeof wsDb>;

export async function findWorkspace(db: Kysely<Database>, id: number) {
  return wsDb(db).selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMembership(db: Kysely<Database>, workspaceId: number, userId: number) {
  return wsDb(db)
    .selectFrom('workspace_members')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findInvite(db: Kysely<Database>, id: string) {
  return wsDb(db)
    .selectFrom('workspace_invites')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function memberCount(db: Kysely<Database>, workspaceId: number): Promise<number> {
  const row = await wsDb(db)
    .selectFrom('workspace_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function inviteCount(db: Kysely<Database>, workspaceId: number): Promise<number> {
  const row = await wsDb(db)
    .selectFrom('workspace_invites')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function ownedCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await wsDb(db)
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The workspaces a user belongs to, with their role in each, by name. */
export async function workspacesWithRoleOfUser(db: Kysely<Database>, userId: number) {
  return wsDb(db)
    .selectFrom('workspaces as w')
    .innerJoin('workspace_members as m', 'm.workspace_id', 'w.id')
    .selectAll('w')
    .select('m.role_id')
    .where('m.user_id', '=', userId)
    .orderBy('w.name')
    .orderBy('w.id')
    .execute();
}

/** How many members each of these workspaces has (one row per workspace with members). */
export async function memberCounts(db: Kysely<Database>, workspaceIds: number[]) {
  return wsDb(db)
    .selectFrom('workspace_members')
    .select(['workspace_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('workspace_id', 'in', workspaceIds)
    .groupBy('workspace_id')
    .execute();
}

/** A workspace's members with their accounts, in joining order. */
export async function membersOfWorkspace(db: Kysely<Database>, workspaceId: number) {
  return wsDb(db)
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.image', 'm.role_id', 'm.created_at'])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** A workspace's invites (expired ones too), oldest first. */
export async function invitesOfWorkspace(db: Kysely<Database>, workspaceId: number) {
  return wsDb(db)
    .selectFrom('workspace_invites')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .execute();
}

/** The email addresses of a workspace's members. */
export async function memberEmails(db: Kysely<Database>, workspaceId: number) {
  return wsDb(db)
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.workspace_id', '=', workspaceId)
    .execute();
}

/** The email addresses a workspace's invites (expired ones too) were sent to. */
export async function invitedEmails(db: Kysely<Database>, workspaceId: number) {
  return wsDb(db)
    .selectFrom('workspace_invites')
    .select('email')
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** The invite `id` if it has not expired at `now`. */
export async function findUnexpiredInvite(db: Kysely<Database>, id: string, now: string) {
  return wsDb(db)
    .selectFrom('workspace_invites')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The address the invite `id` was sent to, if it has not expired at `now`. */
export async function unexpiredInviteEmail(db: Kysely<Database>, id: string, now: string) {
  return wsDb(db)
    .selectFrom('workspace_invites')
    .select('email')
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The invite `id` of the workspace `workspaceId`. */
export async function findInviteOfWorkspace(db: Kysely<Database>, id: string, workspaceId: number) {
  return wsDb(db)
    .selectFrom('workspace_invites')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

/** How many of a workspace's invites have not expired at `now`. */
export async function pendingInviteCount(
  db: Kysely<Database>,
  workspaceId: number,
  now: string,
): Promise<number> {
  const row = await wsDb(db)
    .selectFrom('workspace_invites')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertInvite(
  db: Kysely<Database>,
  invite: WorkspaceTables['workspace_invites'],
) {
  await wsDb(db).insertInto('workspace_invites').values(invite).execute();
}

export async function setInviteExpiry(db: Kysely<Database>, id: string, expiresAt: string) {
  await wsDb(db)
    .updateTable('workspace_invites')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function setInviteRole(db: Kysely<Database>, id: string, roleId: number) {
  await wsDb(db)
    .updateTable('workspace_invites')
    .set({ role_id: roleId })
    .where('id', '=', id)
    .execute();
}

export async function deleteInvite(db: Kysely<Database>, id: string) {
  await wsDb(db).deleteFrom('workspace_invites').where('id', '=', id).execute();
}

export async function createWorkspace(
  db: Kysely<Database>,
  name: string,
  ownerId: number,
  now: string,
) {
  return wsDb(db)
    .insertInto('workspaces')
    .values({ name, owner_id: ownerId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function renameWorkspace(
  db: Kysely<Database>,
  id: number,
  name: string,
  updatedAt: string,
) {
  await wsDb(db)
    .updateTable('workspaces')
    .set({ name, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteWorkspace(db: Kysely<Database>, id: number) {
  await wsDb(db).deleteFrom('workspaces').where('id', '=', id).execute();
}

export async function addMember(
  db: Kysely<Database>,
  workspaceId: number,
  userId: number,
  roleId: number,
  createdAt: string,
) {
  await wsDb(db)
    .insertInto('workspace_members')
    .values({ workspace_id: workspaceId, user_id: userId, role_id: roleId, created_at: createdAt })
    .execute();
}

export async function setMemberRole(
  db: Kysely<Database>,
  workspaceId: number,
  userId: number,
  roleId: number,
) {
  await wsDb(db)
    .updateTable('workspace_members')
    .set({ role_id: roleId })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();
}

export async function removeMember(db: Kysely<Database>, workspaceId: number, userId: number) {
  await wsDb(db)
    .deleteFrom('workspace_members')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Marks read the user's unread notifications of the invite `inviteId` (answered now);
 * answers how many there were.
 */
export async function readInviteNotificationsOf(
  db: Kysely<Database>,
  userId: number,
  inviteId: string,
  readAt: string,
): Promise<number> {
  const result = await notificationDb(db)
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('user_id', '=', userId)
    .where('type', '=', 'workspace-invitation')
    .where('read_at', 'is', null)
    .where('data', 'like', `%"inviteId":"${inviteId}"%`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
