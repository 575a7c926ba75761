import type { SharePermissions } from '@coffer/contract';
import type { Kysely, Selectable } from 'kysely';
import { keptIdSet } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';
import type { DriveTables, EntrySharee } from '../drive';

export type SharingTables = Pick<
  DB,
  'file_entry_shares' | 'shareable_links' | 'pending_shares' | 'link_access_log'
>;

export type ShareRow = Selectable<SharingTables['file_entry_shares']>;
export type LinkRow = Selectable<SharingTables['shareable_links']>;
type AnyDb = Kysely<Database>;

/** A share's rights as stored: 1 or 0 each. */
export interface ShareFlags {
  view: number;
  edit: number;
  download: number;
}

/** The database (or a transaction) with the drive and sharing tables typed. */
export function sharingDb(db: AnyDb) {
  return db.withTables<DriveTables>().withTables<SharingTables>();
}

export function toPermissions(row: Pick<ShareRow, 'view' | 'edit' | 'download'>): SharePermissions {
  return { view: true, edit: Boolean(row.edit), download: Boolean(row.download) };
}

/** The ids in a materialized path ("3/17/42" → [3, 17, 42]): the entry and its ancestors. */
export function pathIds(path: string): number[] {
  return path.split('/').map(Number).filter(Number.isInteger);
}

/**
 * What `userId` may do on an entry with this path through shares on the entry or any
 * folder above it (rights cascade down the tree and add up); null when nothing is shared.
 */
export async function sharedPermissions(
  db: AnyDb,
  userId: number,
  path: string,
): Promise<SharePermissions | null> {
  const rows = await sharingDb(db)
    .selectFrom('file_entry_shares')
    .select(['view', 'edit', 'download'])
    .where('user_id', '=', userId)
    .where('entry_id', 'in', pathIds(path))
    .execute();
  if (rows.length === 0) return null;
  return rows.map(toPermissions).reduce((a, b) => ({
    view: true,
    edit: a.edit || b.edit,
    download: a.download || b.download,
  }));
}

export type Sharee = EntrySharee;

/** How many shared or linked entries `sharingOfEntries` keeps the ids of (beyond: asks per page). */
const KEPT_SHARED_ENTRIES = 2000;

/**
 * The people each entry is shared with (`sharees`) and the entries a live public link
 * opens (`linked`), for a page of entries. Most pages hold nothing shared: on SQLite the
 * ids of every entry with a share or a link are kept until the database changes (any
 * share, link or entry change is a write), and only the page's entries among them are
 * looked up, so such a page asks nothing. Link expiry is still decided at each call.
 */
export async function sharingOfEntries(
  db: AnyDb,
  entryIds: number[],
  now: string,
): Promise<{ sharees: Map<number, Sharee[]>; linked: Set<number> }> {
  const kept = await keptIdSet(db, 'sharing.entryIds', KEPT_SHARED_ENTRIES, async (limit) => {
    const rows = await sharingDb(db)
      .selectFrom('file_entry_shares')
      .select('entry_id')
      .unionAll(sharingDb(db).selectFrom('shareable_links').select('entry_id'))
      .limit(limit)
      .execute();
    return rows.map((r) => r.entry_id);
  });
  const ids = kept ? entryIds.filter((id) => kept.has(id)) : entryIds;
  const [sharees, linked] = await Promise.all([shareesOf(db, ids), linkedEntryIds(db, ids, now)]);
  return { sharees, linked };
}

/** The people each entry is shared with directly, oldest share first. */
export async function shareesOf(db: AnyDb, entryIds: number[]): Promise<Map<number, Sharee[]>> {
  const result = new Map<number, Sharee[]>();
  if (entryIds.length === 0) return result;
  const rows = await sharingDb(db)
    .selectFrom('file_entry_shares as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.entry_id',
      's.view',
      's.edit',
      's.download',
      'u.id',
      'u.name',
      'u.email',
      'u.image',
    ])
    .where('s.entry_id', 'in', entryIds)
    .orderBy('s.created_at')
    .orderBy('u.id')
    .execute();
  for (const row of rows) {
    const list = result.get(row.entry_id) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      email: row.email,
      image: row.image,
      owns_entry: false,
      entry_permissions: toPermissions(row),
    });
    result.set(row.entry_id, list);
  }
  return result;
}

/** The entries among `entryIds` that a public link (not expired) opens. */
export async function linkedEntryIds(
  db: AnyDb,
  entryIds: number[],
  now: string,
): Promise<Set<number>> {
  if (entryIds.length === 0) return new Set();
  const rows = await sharingDb(db)
    .selectFrom('shareable_links')
    .select('entry_id')
    .where('entry_id', 'in', entryIds)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
  return new Set(rows.map((r) => r.entry_id));
}

/** Whether `userId` holds a share on the entry itself (not through a folder above it). */
export async function hasDirectShare(db: AnyDb, entryId: number, userId: number): Promise<boolean> {
  const existing = await sharingDb(db)
    .selectFrom('file_entry_shares')
    .select('user_id')
    .where('entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(existing);
}

/** The share of the entry itself with `userId`, if any. */
export function findDirectShare(db: AnyDb, entryId: number, userId: number) {
  return sharingDb(db)
    .selectFrom('file_entry_shares')
    .selectAll()
    .where('entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Creates the share, or sets the rights of the one already there. */
export async function upsertShare(
  db: AnyDb,
  entryId: number,
  userId: number,
  perms: ShareFlags,
  now: string,
): Promise<void> {
  await sharingDb(db)
    .insertInto('file_entry_shares')
    .values({ entry_id: entryId, user_id: userId, ...perms, created_at: now })
    .onConflict((oc) => oc.columns(['entry_id', 'user_id']).doUpdateSet(perms))
    .execute();
}

export async function updateSharePermissions(
  db: AnyDb,
  entryId: number,
  userId: number,
  perms: ShareFlags,
): Promise<void> {
  await sharingDb(db)
    .updateTable('file_entry_shares')
    .set(perms)
    .where('entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .execute();
}

/** Removes `userId`'s shares on these entries themselves. */
export async function deleteShares(db: AnyDb, userId: number, entryIds: number[]): Promise<void> {
  await sharingDb(db)
    .deleteFrom('file_entry_shares')
    .where('user_id', '=', userId)
    .where('entry_id', 'in', entryIds)
    .execute();
}

/** The entry row by id, trashed or not (read directly: sharing imports no drive code). */
export function findEntryRow(db: AnyDb, id: number) {
  return sharingDb(db)
    .selectFrom('file_entries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * People `userId` knows through shares whose name or address starts with `query` (any case):
 * those given a share of an entry `userId` owns, and the owners of entries shared with
 * `userId`. Only proven addresses, never `userId`, by name.
 */
export async function knownPeople(db: AnyDb, userId: number, query: string, limit: number) {
  const sdb = sharingDb(db);
  const sharedWith = sdb
    .selectFrom('file_entry_shares as s')
    .innerJoin('file_entries as e', 'e.id', 's.entry_id')
    .select('s.user_id as id')
    .where('e.owner_id', '=', userId);
  const sharedBy = sdb
    .selectFrom('file_entry_shares as s')
    .innerJoin('file_entries as e', 'e.id', 's.entry_id')
    .select('e.owner_id as id')
    .where('s.user_id', '=', userId);
  // `%` and `_` typed stay wildcards: they can only widen the match among people already known.
  const start = `${query.toLowerCase()}%`;
  return sdb
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.image'])
    .where((eb) => eb.or([eb('u.id', 'in', sharedWith), eb('u.id', 'in', sharedBy)]))
    .where('u.id', '!=', userId)
    .where('u.email_verified_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.email']), 'like', eb.val(start)),
        eb(eb.fn('lower', ['u.name']), 'like', eb.val(start)),
      ]),
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}
