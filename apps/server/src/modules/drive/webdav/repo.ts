import type { Kysely, RawBuilder, Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { DB } from '../../../platform/db/tables.generated';
import { driveDb, type EntryPlace, type EntryRow } from '../repo';

type AnyDb = Kysely<Database>;
type DavTables = Pick<DB, 'dav_properties' | 'dav_locks'>;
export type LockRow = Selectable<DB['dav_locks']>;

function davDb(db: AnyDb) {
  return driveDb(db).withTables<DavTables>();
}

/** Live children of a place (a folder, or a root: a workspace's, or a person's own). */
function childrenOf(db: AnyDb, place: EntryPlace) {
  let q = davDb(db).selectFrom('file_entries').selectAll().where('deleted_at', 'is', null);
  if (place.parent) return q.where('parent_id', '=', place.parent.id);
  q = q.where('parent_id', 'is', null).where('workspace_id', '=', place.workspaceId);
  return place.workspaceId === 0 ? q.where('owner_id', '=', place.ownerId) : q;
}

/**
 * The live child of that name (a folder before a file of the same name). macOS clients may
 * send a name decomposed (NFD) that was stored composed (NFC), or the other way: the exact
 * name wins, else either form matches.
 */
export async function childNamed(db: AnyDb, place: EntryPlace, name: string) {
  const forms = [...new Set([name, name.normalize('NFC'), name.normalize('NFD')])];
  const rows = await childrenOf(db, place).where('name', 'in', forms).orderBy('id').execute();
  const exact = rows.filter((r) => r.name === name);
  const pick = exact.length ? exact : rows;
  return pick.find((r) => r.type === 'folder') ?? pick[0];
}

/** A page of a place's live children by id, after `afterId` (keyset: stays fast deep in). */
export function childrenPage(db: AnyDb, place: EntryPlace, afterId: number, limit: number) {
  return childrenOf(db, place).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The live entries shared directly with the user (sharing's condition over alias `e`). */
export function sharedTops(db: AnyDb, sharedWithUser: RawBuilder<boolean>) {
  return davDb(db)
    .selectFrom('file_entries as e')
    .selectAll('e')
    .where('e.deleted_at', 'is', null)
    .where(sharedWithUser)
    .orderBy('e.name')
    .orderBy('e.id')
    .execute();
}

export interface DeadProp {
  namespace: string;
  name: string;
  value: string;
}

/** The dead properties of these entries, by entry id. */
export async function deadPropsOf(db: AnyDb, ids: number[]): Promise<Map<number, DeadProp[]>> {
  const found = new Map<number, DeadProp[]>();
  if (ids.length === 0) return found;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await davDb(db)
      .selectFrom('dav_properties')
      .selectAll()
      .where('file_entry_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const list = found.get(row.file_entry_id) ?? [];
      list.push({ namespace: row.namespace, name: row.name, value: row.value });
      found.set(row.file_entry_id, list);
    }
  }
  return found;
}

export async function setDeadProp(db: AnyDb, entryId: number, prop: DeadProp): Promise<void> {
  await removeDeadProp(db, entryId, prop);
  await davDb(db)
    .insertInto('dav_properties')
    .values({ file_entry_id: entryId, ...prop })
    .execute();
}

export async function removeDeadProp(
  db: AnyDb,
  entryId: number,
  prop: Pick<DeadProp, 'namespace' | 'name'>,
): Promise<void> {
  await davDb(db)
    .deleteFrom('dav_properties')
    .where('file_entry_id', '=', entryId)
    .where('namespace', '=', prop.namespace)
    .where('name', '=', prop.name)
    .execute();
}

/** A copy takes the original's dead properties with it. */
export async function copyDeadProps(db: AnyDb, fromId: number, toId: number): Promise<void> {
  const props = (await deadPropsOf(db, [fromId])).get(fromId) ?? [];
  for (const prop of props) await setDeadProp(db, toId, prop);
}

/**
 * The live locks that cover an entry: its own, and the depth-infinity locks of the
 * folders above it (`path` lists their ids).
 */
export function locksCovering(db: AnyDb, entry: Pick<EntryRow, 'id' | 'path'>, now: string) {
  const ancestors = entry.path.split('/').map(Number).slice(0, -1);
  return davDb(db)
    .selectFrom('dav_locks')
    .selectAll()
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('file_entry_id', '=', entry.id),
        ...(ancestors.length
          ? [eb.and([eb('depth', '=', 'infinity'), eb('file_entry_id', 'in', ancestors)])]
          : []),
      ]),
    )
    .execute();
}

/** The live locks on entries inside a folder (at any depth). */
export function locksInside(db: AnyDb, folder: Pick<EntryRow, 'path'>, now: string) {
  return davDb(db)
    .selectFrom('dav_locks as l')
    .innerJoin('file_entries as e', 'e.id', 'l.file_entry_id')
    .selectAll('l')
    .where('l.expires_at', '>', now)
    .where('e.path', 'like', `${folder.path}/%`)
    .execute();
}

export function findLock(db: AnyDb, token: string) {
  return davDb(db)
    .selectFrom('dav_locks')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
}

export async function insertLock(db: AnyDb, lock: Omit<LockRow, 'id'>): Promise<void> {
  await davDb(db).insertInto('dav_locks').values(lock).execute();
}

export async function refreshLock(db: AnyDb, token: string, seconds: number, expiresAt: string) {
  await davDb(db)
    .updateTable('dav_locks')
    .set({ timeout_seconds: seconds, expires_at: expiresAt })
    .where('token', '=', token)
    .execute();
}

export async function deleteLock(db: AnyDb, token: string): Promise<void> {
  await davDb(db).deleteFrom('dav_locks').where('token', '=', token).execute();
}

/** Drops the locks of entries that move to the trash (a lock dies with its resource). */
export async function deleteLocksOf(db: AnyDb, entry: Pick<EntryRow, 'id' | 'path'>) {
  const inside = davDb(db)
    .selectFrom('file_entries')
    .select('id')
    .where('path', 'like', `${entry.path}/%`);
  await davDb(db)
    .deleteFrom('dav_locks')
    .where((eb) => eb.or([eb('file_entry_id', '=', entry.id), eb('file_entry_id', 'in', inside)]))
    .execute();
}

export async function deleteExpiredLocks(db: AnyDb, now: string): Promise<number> {
  const result = await davDb(db).deleteFrom('dav_locks').where('expires_at', '<=', now).execute();
  return Number(result[0]?.numDeletedRows ?? 0);
}

/** The live locks taken on these entries themselves. */
export async function locksOn(db: AnyDb, ids: number[], now: string): Promise<LockRow[]> {
  const rows: LockRow[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await davDb(db)
        .selectFrom('dav_locks')
        .selectAll()
        .where('expires_at', '>', now)
        .where('file_entry_id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  return rows;
}
