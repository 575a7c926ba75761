import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { DB } from '../../../platform/db/tables.generated';
import { driveDb, type EntryRow, toNumber } from '../repo';

type AnyDb = Kysely<Database>;
type VersionTables = Pick<DB, 'file_entry_versions' | 'file_entries' | 'users'>;
export type VersionRow = Selectable<DB['file_entry_versions']>;

function versionsDb(db: AnyDb) {
  return driveDb(db).withTables<VersionTables>();
}

/** A file's versions, newest first, with their uploader's name and email. */
export function versionsOf(db: AnyDb, entryId: number) {
  return versionsDb(db)
    .selectFrom('file_entry_versions as v')
    .leftJoin('users as u', 'u.id', 'v.uploaded_by')
    .select([
      'v.id',
      'v.file_size',
      'v.mime',
      'v.uploaded_at',
      'v.uploaded_by',
      'u.name as uploader_name',
      'u.email as uploader_email',
    ])
    .where('v.file_entry_id', '=', entryId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
}

export function findVersion(
  db: AnyDb,
  entryId: number,
  versionId: number,
): Promise<VersionRow | undefined> {
  return versionsDb(db)
    .selectFrom('file_entry_versions')
    .selectAll()
    .where('id', '=', versionId)
    .where('file_entry_id', '=', entryId)
    .executeTakeFirst();
}

/** Keeps an entry's current content as a version (before it is replaced). */
export async function keepAsVersion(db: AnyDb, entry: EntryRow, now: string): Promise<void> {
  if (!entry.storage_key) return;
  await versionsDb(db)
    .insertInto('file_entry_versions')
    .values({
      file_entry_id: entry.id,
      storage_driver: entry.storage_driver,
      storage_key: entry.storage_key,
      file_size: toNumber(entry.file_size),
      mime: entry.mime,
      // Content never replaced was uploaded by the owner at creation; replaced content
      // records its uploader (null: a file request's visitor, or an account since deleted).
      uploaded_by: entry.uploaded_at ? entry.uploaded_by : entry.owner_id,
      uploaded_at: entry.uploaded_at ?? entry.created_at,
      created_at: now,
    })
    .execute();
}

export async function deleteVersionRows(db: AnyDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await versionsDb(db).deleteFrom('file_entry_versions').where('id', 'in', ids).execute();
}

/** Where the versions of an entry and of everything under it keep their bytes. */
export function subtreeVersionObjects(db: AnyDb, root: Pick<EntryRow, 'id' | 'path'>) {
  return versionsDb(db)
    .selectFrom('file_entry_versions as v')
    .innerJoin('file_entries as e', 'e.id', 'v.file_entry_id')
    .select(['v.storage_driver', 'v.storage_key'])
    .where((eb) => eb.or([eb('e.id', '=', root.id), eb('e.path', 'like', `${root.path}/%`)]))
    .execute();
}

/** Up to `limit` versions that stopped being current before `cutoff`. */
export function versionsBefore(db: AnyDb, cutoff: string, limit: number) {
  return versionsDb(db)
    .selectFrom('file_entry_versions')
    .select(['id', 'storage_driver', 'storage_key'])
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Up to `limit` versions past the `keep` newest of their file. */
export async function versionsBeyond(db: AnyDb, keep: number, limit: number) {
  const { rows } = await sql<{
    id: number;
    storage_driver: string | null;
    storage_key: string;
  }>`select id, storage_driver, storage_key from (
      select id, storage_driver, storage_key, row_number() over (
        partition by file_entry_id order by created_at desc, id desc
      ) as position from file_entry_versions
    ) ranked where position > ${keep} limit ${limit}`.execute(db);
  return rows;
}

/** Which of `names` are live files in a place (a folder, or a space's root). */
export async function clashingFileNames(
  db: AnyDb,
  place: { parent: EntryRow | null; workspaceId: number; ownerId: number },
  names: string[],
): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    let q = driveDb(db)
      .selectFrom('file_entries')
      .select('name')
      .where('name', 'in', names.slice(i, i + 500))
      .where('deleted_at', 'is', null)
      .where('type', '!=', 'folder');
    if (place.parent) q = q.where('parent_id', '=', place.parent.id);
    else {
      q = q.where('parent_id', 'is', null).where('workspace_id', '=', place.workspaceId);
      if (place.workspaceId === 0) q = q.where('owner_id', '=', place.ownerId);
    }
    for (const row of await q.execute()) found.add(row.name);
  }
  return [...found];
}
