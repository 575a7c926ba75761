import type { FileEntry } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../app';
import { hasPermission, permissionsOfRequest } from '../../kernel/roles/service';
import type { Database } from '../../platform/db/schema';
// Sharing: sharees are listed in `users` after the owner.
import type { WorkspaceAccess } from '../workspaces/service';
import { entryAccess, memberAccess, ownsOrMemberMay } from './access';
import { DELETE_BYTES_JOB, type StoredObject } from './bytes';
import {
  accountRootEntries,
  deleteEntryRow,
  nestedEntriesOf,
  subtreeObjects,
  trashedTopsBefore,
  workspaceRootEntries,
} from './purge-repo';
import { ancestorIds, type EntryRow, ownersByIds, refreshFolderSizes, toNumber } from './repo';
import { removeFromIndex } from './search-repo';
import { starredAmong } from './stars-repo';
import { subtreeVersionObjects } from './versions/repo';

type AnyDb = Kysely<Database>;

/** The API shape of entries: owner in `users`, the caller's star and permissions. */
export async function presentEntries(
  app: AppInstance,
  request: FastifyRequest,
  rows: EntryRow[],
): Promise<FileEntry[]> {
  if (rows.length === 0) return [];
  const me = request.user;
  // The caller owns most entries they list; only other owners need a query.
  const ownerIds = [...new Set(rows.map((r) => r.owner_id))].filter((id) => id !== me?.id);
  const rowIds = rows.map((r) => r.id);
  // Independent reads, asked at once: on PostgreSQL each is a round trip of its own.
  const [owners, starred, perms, { sharees, linked }, tags] = await Promise.all([
    ownersByIds(app.db, ownerIds),
    me ? starredAmong(app.db, me.id, rowIds) : new Set<number>(),
    permissionsOfRequest(app, request),
    app.drive.sharing.sharingOf(app.db, rowIds, app.clock.iso()),
    app.drive.tagsOf(app.db, rowIds),
  ]);
  const byId = new Map(owners.map((o) => [o.id, o]));
  if (me) byId.set(me.id, { id: me.id, name: me.name, email: me.email, image: me.image });
  const allowed = {
    update: hasPermission(perms, 'files.update'),
    delete: hasPermission(perms, 'files.delete'),
    download: hasPermission(perms, 'files.download'),
  };
  const workspaces = new Map<number, WorkspaceAccess | null>();
  for (const ws of new Set(rows.map((r) => r.workspace_id))) {
    if (ws !== 0) workspaces.set(ws, await memberAccess(app, request, ws));
  }
  // The rule of `entryAccess`, evaluated per row without a query per ability; extra
  // rules (sharing) are asked only when the owner/workspace rule says no, so a page of
  // the caller's own entries is decided synchronously, without promises per row.
  const may = (row: EntryRow, ability: 'update' | 'delete' | 'download') => {
    if (!allowed[ability]) return false;
    const access = workspaces.get(row.workspace_id) ?? null;
    if (request.user && ownsOrMemberMay(request.user.id, row, ability, access)) return true;
    return app.drive.accessRules.length > 0 && entryAccess(app, request, row, ability, perms);
  };
  // One owner object per owner, shared by their rows (only serialised, never changed).
  const ownerUsers = new Map<number, FileEntry['users'][number]>();
  for (const [id, owner] of byId) {
    ownerUsers.set(id, {
      ...owner,
      owns_entry: true,
      entry_permissions: { view: true, edit: true, download: true },
    });
  }
  const present = (row: EntryRow, update: boolean, remove: boolean, download: boolean) => {
    const owner = ownerUsers.get(row.owner_id);
    const users: FileEntry['users'] = owner ? [owner] : [];
    // Owner first, then the people the entry is shared with directly (modules/sharing).
    const shared = sharees.get(row.id);
    if (shared) users.push(...shared);
    return {
      id: row.id,
      hash: row.hash,
      name: row.name,
      description: row.description,
      type: row.type,
      mime: row.mime,
      extension: row.extension,
      file_size: toNumber(row.file_size),
      parent_id: row.parent_id,
      path: row.path,
      owner_id: row.owner_id,
      workspace_id: row.workspace_id,
      thumbnail: Boolean(row.thumbnail),
      created_at: row.created_at,
      updated_at: row.updated_at,
      deleted_at: row.deleted_at,
      users,
      tags: tags.get(row.id) ?? [],
      starred: starred.has(row.id),
      has_link: linked.has(row.id),
      permissions: { 'files.update': update, 'files.delete': remove, 'files.download': download },
    } satisfies FileEntry;
  };
  let pending = false;
  const entries = rows.map((row) => {
    const update = may(row, 'update');
    const remove = may(row, 'delete');
    const download = may(row, 'download');
    if (typeof update === 'boolean' && typeof remove === 'boolean' && typeof download === 'boolean')
      return present(row, update, remove, download);
    pending = true;
    return Promise.all([update, remove, download]).then((abilities) => present(row, ...abilities));
  });
  return pending ? Promise.all(entries) : (entries as FileEntry[]);
}

/** One entry in the API shape (an answer's `fileEntry` or `folder`). */
export async function presentEntry(
  app: AppInstance,
  request: FastifyRequest,
  row: EntryRow,
): Promise<FileEntry> {
  const [entry] = await presentEntries(app, request, [row]);
  if (!entry) throw new Error(`Entry ${row.id} could not be presented.`);
  return entry;
}

/**
 * Deletes entries forever with everything under them. The rows go in this transaction;
 * their bytes are deleted by a queued job that commits with it (and retries on failure).
 */
export async function purgeEntries(
  app: AppInstance,
  db: AnyDb,
  roots: EntryRow[],
): Promise<number> {
  const touched: number[] = [];
  let count = 0;
  const objects: StoredObject[] = [];
  for (const root of roots) {
    const rows = await subtreeObjects(db, root);
    if (rows.length === 0) continue;
    for (const r of rows) {
      if (r.storage_key) objects.push({ driver: r.storage_driver ?? 'local', key: r.storage_key });
    }
    // Their versions' rows cascade with them; their bytes go with the rest.
    for (const v of await subtreeVersionObjects(db, root)) {
      objects.push({ driver: v.storage_driver ?? 'local', key: v.storage_key });
    }
    // Children go with their parent (foreign key cascade); the FTS5 index has no keys.
    await deleteEntryRow(db, root.id);
    await removeFromIndex(
      db,
      rows.map((r) => r.id),
    );
    count += rows.length;
    if (!root.deleted_at) touched.push(...ancestorIds(root));
  }
  const rootIds = new Set(roots.map((r) => r.id));
  await refreshFolderSizes(
    db,
    touched.filter((id) => !rootIds.has(id)),
  );
  for (let i = 0; i < objects.length; i += 200) {
    await app.jobs.enqueue(db, DELETE_BYTES_JOB, { objects: objects.slice(i, i + 200) });
  }
  return count;
}

/** Top-most trashed entries older than the retention period, purged (the scheduled task). */
export async function purgeExpiredTrash(app: AppInstance): Promise<string> {
  const days = (await app.settings.get('drive')).trash_retention_days;
  const cutoff = app.clock.iso(-days * 24 * 60 * 60_000);
  let purged = 0;
  for (;;) {
    const batch = await trashedTopsBefore(app.db, cutoff, 100);
    if (batch.length === 0) break;
    purged += await app.db.transaction().execute((trx) => purgeEntries(app, trx, batch));
  }
  return `Purged ${purged} ${purged === 1 ? 'entry' : 'entries'} trashed before ${cutoff}.`;
}

/** All entries of an account (personal ones and those in workspaces it owns), forever. */
export async function purgeAccountEntries(app: AppInstance, userId: number): Promise<void> {
  const roots = await accountRootEntries(app.db, userId);
  // Their entries inside other people's folders go too (the rows cascade with the user).
  const nested = await nestedEntriesOf(app.db, userId);
  await app.db.transaction().execute(async (trx) => {
    await purgeEntries(app, trx, roots);
    const remaining = nested.filter((n) => !roots.some((r) => n.path.startsWith(`${r.path}/`)));
    await purgeEntries(app, trx, remaining);
  });
}

/** All entries of a workspace, forever (before the workspace row goes). */
export async function purgeWorkspaceEntries(app: AppInstance, workspaceId: number): Promise<void> {
  if (workspaceId === 0) return;
  const roots = await workspaceRootEntries(app.db, workspaceId);
  await app.db.transaction().execute((trx) => purgeEntries(app, trx, roots));
}
