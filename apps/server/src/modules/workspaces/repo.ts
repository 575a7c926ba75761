import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export type WorkspaceTables = {
  workspaces: {
    id: Generated<number>;
    name: string;
    owner_id: number;
    created_at: string;
    updated_at: string;
  };
  workspace_members: {
    id: Generated<number>;
    workspace_id: number;
    user_id: number;
    role_id: number;
    created_at: string;
  };
  workspace_invites: {
    id: string;
    workspace_id: number;
    email: string;
    role_id: number;
    inviter_id: number | null;
    expires_at: string;
    created_at: string;
  };
};

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
