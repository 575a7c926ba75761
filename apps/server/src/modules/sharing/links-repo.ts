import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type LinkRow, type SharingTables, sharingDb } from './repo';

/*
 * `shareable_links` and `link_access_log`: the links people make (links.ts) and what their
 * visitors open through them (public.ts).
 */

type AnyDb = Kysely<Database>;

export type NewLink = Insertable<SharingTables['shareable_links']>;
export type LinkChanges = Updateable<SharingTables['shareable_links']>;
export type NewLinkAccess = Insertable<SharingTables['link_access_log']>;

export function findLinkOfEntry(db: AnyDb, entryId: number) {
  return sharingDb(db)
    .selectFrom('shareable_links')
    .selectAll()
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
}

export function findLinkByHash(db: AnyDb, hash: string) {
  return sharingDb(db)
    .selectFrom('shareable_links')
    .selectAll()
    .where('hash', '=', hash)
    .executeTakeFirst();
}

export function insertLink(db: AnyDb, values: NewLink): Promise<LinkRow> {
  return sharingDb(db)
    .insertInto('shareable_links')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateLink(db: AnyDb, id: number, changes: LinkChanges): Promise<LinkRow> {
  return sharingDb(db)
    .updateTable('shareable_links')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteLink(db: AnyDb, id: number): Promise<void> {
  await sharingDb(db).deleteFrom('shareable_links').where('id', '=', id).execute();
}

export async function deleteLinkOfEntry(db: AnyDb, entryId: number): Promise<void> {
  await sharingDb(db).deleteFrom('shareable_links').where('entry_id', '=', entryId).execute();
}

/** Deletes the links expired at `now` (their access log with them, by cascade); answers how many. */
export async function deleteExpiredLinks(db: AnyDb, now: string): Promise<number> {
  const gone = await sharingDb(db)
    .deleteFrom('shareable_links')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/** Counts one download of the link within its limit; false once the limit is reached. */
export async function countLinkDownload(db: AnyDb, linkId: number): Promise<boolean> {
  const counted = await sharingDb(db)
    .updateTable('shareable_links')
    .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
    .where('id', '=', linkId)
    .where((eb) =>
      eb.or([
        eb('download_limit', 'is', null),
        eb('download_count', '<', eb.ref('download_limit')),
      ]),
    )
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) > 0;
}

export async function insertLinkAccess(db: AnyDb, values: NewLinkAccess): Promise<void> {
  await sharingDb(db).insertInto('link_access_log').values(values).execute();
}

export async function countLinkAccess(db: AnyDb, linkId: number): Promise<number> {
  return Number(
    (
      await sharingDb(db)
        .selectFrom('link_access_log')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('link_id', '=', linkId)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** A page of the link's access log, newest first. */
export function linkAccessPage(db: AnyDb, linkId: number, limit: number, offset: number) {
  return sharingDb(db)
    .selectFrom('link_access_log')
    .select(['id', 'time', 'ip_prefix', 'user_agent', 'action'])
    .where('link_id', '=', linkId)
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How a link's folder listing is sorted (folders always first) and paged. */
export interface FolderChildrenPage {
  orderBy: 'name' | 'updated_at' | 'created_at' | 'file_size' | 'type';
  orderDir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function liveChildren(db: AnyDb, folderId: number) {
  return sharingDb(db)
    .selectFrom('file_entries')
    .where('parent_id', '=', folderId)
    .where('deleted_at', 'is', null);
}

/** How many live entries the folder holds directly. */
export async function countLiveChildren(db: AnyDb, folderId: number): Promise<number> {
  return Number(
    (
      await liveChildren(db, folderId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** A page of the folder's live entries, folders first. */
export function liveChildrenPage(db: AnyDb, folderId: number, page: FolderChildrenPage) {
  return liveChildren(db, folderId)
    .selectAll()
    .orderBy(sql`case when type = 'folder' then 0 else 1 end`)
    .orderBy(page.orderBy, page.orderDir)
    .orderBy('id', page.orderDir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
