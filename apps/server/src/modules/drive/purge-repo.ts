import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { driveDb, type EntryRow } from './repo';

type AnyDb = Kysely<Database>;

// The rows purges start from: the trash past its retention, an account's, a workspace's.

/** An entry and everything under it: ids and where their bytes are stored. */
export function subtreeObjects(db: AnyDb, root: Pick<EntryRow, 'id' | 'path'>) {
  return driveDb(db)
    .selectFrom('file_entries')
    .select(['id', 'storage_driver', 'storage_key'])
    .where((eb) => eb.or([eb('id', '=', root.id), eb('path', 'like', `${root.path}/%`)]))
    .execute();
}

/** Deletes an entry's row; its children go with it (foreign key cascade). */
export async function deleteEntryRow(db: AnyDb, id: number): Promise<void> {
  await driveDb(db).deleteFrom('file_entries').where('id', '=', id).execute();
}

/** Up to `limit` top-most trashed entries (their folder is live or gone) trashed before `cutoff`. */
export function trashedTopsBefore(db: AnyDb, cutoff: string, limit: number) {
  return driveDb(db)
    .selectFrom('file_entries as e')
    .leftJoin('file_entries as p', 'p.id', 'e.parent_id')
    .selectAll('e')
    .where('e.deleted_at', 'is not', null)
    .where('e.deleted_at', '<', cutoff)
    .where((eb) => eb.or([eb('p.id', 'is', null), eb('p.deleted_at', 'is', null)]))
    .limit(limit)
    .execute();
}

/** The top entries of an account: its personal ones and those of workspaces it owns. */
export function accountRootEntries(db: AnyDb, userId: number) {
  return driveDb(db)
    .selectFrom('file_entries')
    .selectAll()
    .where('parent_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', userId),
        eb(
          'workspace_id',
          'in',
          sql<number>`(select id from workspaces where owner_id = ${userId})`,
        ),
      ]),
    )
    .execute();
}

/** The user's entries inside folders (theirs or other people's). */
export function nestedEntriesOf(db: AnyDb, userId: number) {
  return driveDb(db)
    .selectFrom('file_entries')
    .selectAll()
    .where('owner_id', '=', userId)
    .where('parent_id', 'is not', null)
    .execute();
}

/** The top entries of a workspace. */
export function workspaceRootEntries(db: AnyDb, workspaceId: number) {
  return driveDb(db)
    .selectFrom('file_entries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('parent_id', 'is', null)
    .execute();
}
