import { randomBytes } from 'node:crypto';
import { DRIVE_MESSAGES, fileEntryCategory, fileExtension } from '@coffer/contract';
import { type Kysely, type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';
import { HttpProblem } from '../../platform/http/errors';
import { indexEntryText } from './search-repo';

export type DriveTables = Pick<DB, 'file_entries' | 'file_entry_stars'>;

/** `users.available_space` (bytes; null: no personal override), added by the drive migration. */
type QuotaColumn = Pick<DB, 'users'>;

export type EntryRow = Selectable<DriveTables['file_entries']>;
type AnyDb = Kysely<Database>;

/** The database (or a transaction) with the drive tables typed. */
export function driveDb(db: AnyDb) {
  return db.withTables<DriveTables>().withTables<QuotaColumn>();
}
export type DriveDb = ReturnType<typeof driveDb>;

export function toNumber(value: number | string | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

/** A fresh opaque public id: 16 url-safe characters from 96 random bits. */
export function newHash(): string {
  return randomBytes(12).toString('base64url');
}

/** Ids of the ancestors of an entry (from its path), root first, without the entry itself. */
export function ancestorIds(entry: Pick<EntryRow, 'path'>): number[] {
  return entry.path.split('/').slice(0, -1).map(Number);
}

export function isFolder(entry: Pick<EntryRow, 'type'>): boolean {
  return entry.type === 'folder';
}

export async function findEntry(db: AnyDb, id: number): Promise<EntryRow | undefined> {
  return driveDb(db).selectFrom('file_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By numeric id or by hash (URLs carry the hash). */
export async function findEntryByRef(
  db: AnyDb,
  ref: number | string,
): Promise<EntryRow | undefined> {
  const q = driveDb(db).selectFrom('file_entries').selectAll();
  if (typeof ref === 'number' || /^\d+$/.test(ref)) {
    const byId = await q.where('id', '=', Number(ref)).executeTakeFirst();
    if (byId || typeof ref === 'number') return byId;
  }
  return q.where('hash', '=', String(ref)).executeTakeFirst();
}

export async function findEntries(db: AnyDb, ids: number[]): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  const rows: EntryRow[] = [];
  // Chunked: PostgreSQL and SQLite cap bound parameters per statement.
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await driveDb(db)
        .selectFrom('file_entries')
        .selectAll()
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  return rows;
}

/** Entries under a folder at any depth (not the folder itself), trashed ones included. */
export function descendantsQuery(db: AnyDb, folder: Pick<EntryRow, 'path'>) {
  return driveDb(db).selectFrom('file_entries').where('path', 'like', `${folder.path}/%`);
}

/** The live entries under a folder, parents before their children (by path). */
export function liveDescendants(db: AnyDb, folder: Pick<EntryRow, 'path'>): Promise<EntryRow[]> {
  return descendantsQuery(db, folder)
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('path')
    .execute();
}

/** Adds `delta` bytes to every folder above an entry (its running totals). */
export async function adjustAncestorSizes(
  db: AnyDb,
  entry: Pick<EntryRow, 'path'>,
  delta: number,
): Promise<void> {
  const ids = ancestorIds(entry);
  if (delta === 0 || ids.length === 0) return;
  await driveDb(db)
    .updateTable('file_entries')
    .set({ file_size: sql`file_size + ${delta}` })
    .where('id', 'in', ids)
    .execute();
}

/** Where a new entry goes: the folder (null for the root), its workspace and owner scope. */
export interface EntryPlace {
  parent: EntryRow | null;
  workspaceId: number;
  ownerId: number;
}

/**
 * A live sibling with the same name and kind (folder vs file) in the same place, if any.
 * Names are compared exactly; at the root, the personal space is per owner and a
 * workspace root is shared by its members.
 */
export async function findNameClash(
  db: AnyDb,
  place: EntryPlace,
  name: string,
  folder: boolean,
  exceptId?: number,
): Promise<EntryRow | undefined> {
  let q = driveDb(db)
    .selectFrom('file_entries')
    .selectAll()
    .where('name', '=', name)
    .where('deleted_at', 'is', null)
    .where('type', folder ? '=' : '!=', 'folder');
  if (place.parent) q = q.where('parent_id', '=', place.parent.id);
  else {
    q = q.where('parent_id', 'is', null).where('workspace_id', '=', place.workspaceId);
    if (place.workspaceId === 0) q = q.where('owner_id', '=', place.ownerId);
  }
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/**
 * `name` if no live sibling of the same kind has it, else the first free numbered name:
 * "report.pdf" → "report (1).pdf", "report (2).pdf"…; a folder "Photos" → "Photos (1)".
 */
export async function freeName(
  db: AnyDb,
  place: EntryPlace,
  name: string,
  folder: boolean,
  exceptId?: number,
): Promise<string> {
  if (!(await findNameClash(db, place, name, folder, exceptId))) return name;
  const ext = folder ? '' : fileExtension(name);
  const base = ext ? name.slice(0, -(ext.length + 1)) : name;
  for (let n = 1; ; n += 1) {
    const candidate = ext ? `${base} (${n}).${ext}` : `${base} (${n})`;
    if (!(await findNameClash(db, place, candidate, folder, exceptId))) return candidate;
  }
}

export interface NewFileEntry {
  name: string;
  /** 'folder', or omitted for a file (the category is derived from mime and extension). */
  type?: 'folder';
  description?: string | null;
  mime?: string | null;
  /** Bytes of a file (ignored for folders). */
  size?: number;
  parentId: number | null;
  ownerId: number;
  workspaceId: number;
  /**
   * "photos/2024/" style path of folders (relative to parentId) the entry goes into;
   * missing folders are created, existing live ones reused.
   */
  relativePath?: string | null;
  storageDriver?: string | null;
  storageKey?: string | null;
  /** A file clashing with a live sibling file: 'rename' (default) numbers it, 'fail' answers 422. */
  onClash?: 'rename' | 'fail';
  /** The creation time, from the app's clock (`app.clock.iso()`). */
  now: string;
}

/**
 * Creates a file or folder row with its path, updates the folder totals above it and
 * indexes its name for search. Run it inside a transaction (`app.db.transaction()`):
 * it writes several rows. Permission and quota checks are the caller's job.
 */
export async function createFileEntry(trx: AnyDb, input: NewFileEntry): Promise<EntryRow> {
  let parent = input.parentId === null ? null : ((await findEntry(trx, input.parentId)) ?? null);
  if (input.parentId !== null && (!parent || !isFolder(parent) || parent.deleted_at)) {
    throw new HttpProblem(422, DRIVE_MESSAGES.notAFolder, {
      parentId: [DRIVE_MESSAGES.notAFolder],
    });
  }
  const base = { workspaceId: parent?.workspace_id ?? input.workspaceId, ownerId: input.ownerId };
  for (const segment of (input.relativePath ?? '').split('/').map((s) => s.trim())) {
    if (!segment || segment === '.' || segment === '..') continue;
    const place = { ...base, parent };
    parent =
      (await findNameClash(trx, place, segment, true)) ??
      (await insertEntry(trx, place, { name: segment, type: 'folder', now: input.now }));
  }
  const place = { ...base, parent };
  const folder = input.type === 'folder';
  let name = input.name.trim();
  const clash = await findNameClash(trx, place, name, folder);
  if (clash && (folder || input.onClash === 'fail')) {
    const message = folder ? DRIVE_MESSAGES.folderExists : DRIVE_MESSAGES.fileExists;
    throw new HttpProblem(422, message, { name: [message] });
  }
  if (clash) name = await freeName(trx, place, name, false);
  return insertEntry(trx, place, { ...input, name });
}

async function insertEntry(
  trx: AnyDb,
  place: EntryPlace,
  input: Pick<
    NewFileEntry,
    'name' | 'type' | 'description' | 'mime' | 'size' | 'storageDriver' | 'storageKey' | 'now'
  >,
): Promise<EntryRow> {
  const folder = input.type === 'folder';
  const extension = folder ? null : fileExtension(input.name) || null;
  const size = folder ? 0 : Math.max(0, input.size ?? 0);
  const now = input.now;
  const inserted = await driveDb(trx)
    .insertInto('file_entries')
    .values({
      hash: newHash(),
      name: input.name,
      description: input.description ?? null,
      type: folder ? 'folder' : fileEntryCategory(input.mime, extension),
      mime: folder ? null : (input.mime ?? null),
      extension,
      file_size: size,
      parent_id: place.parent?.id ?? null,
      path: '',
      owner_id: place.ownerId,
      workspace_id: place.parent?.workspace_id ?? place.workspaceId,
      storage_driver: folder ? null : (input.storageDriver ?? null),
      storage_key: folder ? null : (input.storageKey ?? null),
      thumbnail: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const path = place.parent ? `${place.parent.path}/${inserted.id}` : String(inserted.id);
  await driveDb(trx)
    .updateTable('file_entries')
    .set({ path })
    .where('id', '=', inserted.id)
    .execute();
  const row = (await findEntry(trx, inserted.id))!;
  await adjustAncestorSizes(trx, row, size);
  await indexEntryText(trx, row.id, { name: row.name, description: row.description });
  return row;
}

/** The live folders of a space by path (`ownerId`: only theirs), each with `shared`. */
export function folderTree(
  db: AnyDb,
  {
    workspaceId,
    ownerId,
    shared,
  }: { workspaceId: number; ownerId: number | null; shared: RawBuilder<boolean> },
) {
  let query = driveDb(db)
    .selectFrom('file_entries as e')
    .select(['e.id', 'e.hash', 'e.name', 'e.parent_id', 'e.path'])
    .select(shared.as('shared'))
    .where('e.type', '=', 'folder')
    .where('e.deleted_at', 'is', null)
    .where('e.workspace_id', '=', workspaceId);
  if (ownerId !== null) query = query.where('e.owner_id', '=', ownerId);
  return query.orderBy('e.path').execute();
}

/** Writes changed columns of one entry (its search text is the caller's: `indexEntryText`). */
export async function updateEntry(
  db: AnyDb,
  id: number,
  changes: Updateable<DriveTables['file_entries']>,
): Promise<void> {
  await driveDb(db).updateTable('file_entries').set(changes).where('id', '=', id).execute();
}

/** Every trashed entry of a space (`ownerId`: only theirs), nested ones included. */
export function trashedEntries(db: AnyDb, workspaceId: number, ownerId: number | null) {
  let query = driveDb(db)
    .selectFrom('file_entries as e')
    .selectAll('e')
    .where('e.workspace_id', '=', workspaceId)
    .where('e.deleted_at', 'is not', null);
  if (ownerId !== null) query = query.where('e.owner_id', '=', ownerId);
  return query.execute();
}

/**
 * Sets each folder's size to the total of the files under it: live files for a live
 * folder; for a trashed folder, the files trashed together with it.
 */
export async function refreshFolderSizes(db: AnyDb, folderIds: Iterable<number>): Promise<void> {
  const d = driveDb(db);
  for (const id of new Set(folderIds)) {
    const folder = await d
      .selectFrom('file_entries')
      .select(['path', 'deleted_at', 'type'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (folder?.type !== 'folder') continue;
    let q = d
      .selectFrom('file_entries')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number | string>('file_size'), eb.lit(0)).as('total'),
      )
      .where('path', 'like', `${folder.path}/%`)
      .where('type', '!=', 'folder');
    q = folder.deleted_at
      ? q.where('deleted_at', '=', folder.deleted_at)
      : q.where('deleted_at', 'is', null);
    const { total } = await q.executeTakeFirstOrThrow();
    await d
      .updateTable('file_entries')
      .set({ file_size: toNumber(total) })
      .where('id', '=', id)
      .execute();
  }
}

/** Re-parents an entry and rewrites its path and its descendants' paths. */
export async function rewritePath(
  db: AnyDb,
  entry: EntryRow,
  parent: EntryRow | null,
  now: string,
): Promise<string> {
  const d = driveDb(db);
  const newPath = parent ? `${parent.path}/${entry.id}` : String(entry.id);
  await d
    .updateTable('file_entries')
    .set({ parent_id: parent?.id ?? null, path: newPath, updated_at: now })
    .where('id', '=', entry.id)
    .execute();
  if (entry.type === 'folder' && newPath !== entry.path) {
    await d
      .updateTable('file_entries')
      .set({ path: sql<string>`${newPath} || substr(path, ${entry.path.length + 1})` })
      .where('path', 'like', `${entry.path}/%`)
      .execute();
  }
  return newPath;
}

/** Name, email and avatar of the users with these ids (the owners of listed entries). */
export async function ownersByIds(db: AnyDb, ids: number[]) {
  if (ids.length === 0) return [];
  return driveDb(db)
    .selectFrom('users')
    .select(['id', 'name', 'email', 'image'])
    .where('id', 'in', ids)
    .execute();
}

/** Marks an entry as having a thumbnail in storage. */
export async function markThumbnail(db: AnyDb, entryId: number): Promise<void> {
  await driveDb(db)
    .updateTable('file_entries')
    .set({ thumbnail: 1 })
    .where('id', '=', entryId)
    .execute();
}

/** Whether an entry or anything under it belongs to someone other than `userId`. */
export async function hasForeignEntries(
  db: AnyDb,
  entry: Pick<EntryRow, 'id' | 'path'>,
  userId: number,
): Promise<boolean> {
  const foreign = await driveDb(db)
    .selectFrom('file_entries')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', entry.id), eb('path', 'like', `${entry.path}/%`)]))
    .where('owner_id', '!=', userId)
    .executeTakeFirst();
  return foreign !== undefined;
}

/** A condition that holds for no entry (what a missing hook contributes). */
export function noEntry(): RawBuilder<boolean> {
  return sql<boolean>`false`;
}
