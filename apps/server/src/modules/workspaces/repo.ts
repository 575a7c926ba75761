import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';

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
