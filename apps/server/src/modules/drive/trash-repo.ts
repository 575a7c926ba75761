import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  ancestorIds,
  driveDb,
  type EntryRow,
  findEntry,
  freeName,
  isFolder,
  refreshFolderSizes,
  rewritePath,
} from './repo';
import { indexEntryText } from './search-repo';

type AnyDb = Kysely<Database>;

/** Moves entries to the trash with their contents (one timestamp marks what went together). */
export async function trashEntries(db: AnyDb, roots: EntryRow[], now: string): Promise<void> {
  const d = driveDb(db);
  const touched: number[] = [];
  for (const root of roots) {
    if (root.deleted_at) continue;
    await d
      .updateTable('file_entries')
      .set({ deleted_at: now })
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('id', '=', root.id), eb('path', 'like', `${root.path}/%`)]))
      .execute();
    touched.push(...ancestorIds(root));
  }
  await refreshFolderSizes(db, touched);
}

/**
 * Brings trashed entries back with what was trashed together with them, as Google Drive
 * and Nextcloud do:
 * - into their folder when it is live; at the root of their space when it is still in
 *   the trash or gone;
 * - under a numbered name ("report (1).pdf", "Photos (1)") when a live entry of the same
 *   name and kind now sits there, so nothing is hidden or overwritten.
 * Folders are restored before what was picked inside them, so a file trashed before its
 * folder comes back into that folder when both are restored together.
 */
export async function restoreEntries(db: AnyDb, picked: EntryRow[], now: string): Promise<void> {
  const d = driveDb(db);
  const touched: number[] = [];
  const depth = (entry: EntryRow) => entry.path.split('/').length;
  for (const { id } of [...picked].sort((a, b) => depth(a) - depth(b))) {
    // Read again: restoring a folder earlier in this loop may have brought this one back.
    const root = await findEntry(db, id);
    if (!root?.deleted_at) continue;
    const parent = root.parent_id ? await findEntry(db, root.parent_id) : undefined;
    const home = parent && !parent.deleted_at ? parent : null;
    const place = { parent: home, workspaceId: root.workspace_id, ownerId: root.owner_id };
    const name = await freeName(db, place, root.name, isFolder(root), root.id);
    await d
      .updateTable('file_entries')
      .set({ deleted_at: null })
      .where('deleted_at', '=', root.deleted_at)
      .where((eb) => eb.or([eb('id', '=', root.id), eb('path', 'like', `${root.path}/%`)]))
      .execute();
    if (name !== root.name) {
      // The number goes before the extension, so the type and extension stay as they were.
      await d
        .updateTable('file_entries')
        .set({ name, updated_at: now })
        .where('id', '=', root.id)
        .execute();
      await indexEntryText(db, root.id, { name });
    }
    if (root.parent_id && !home) await rewritePath(db, root, null, now);
    else touched.push(...ancestorIds(root));
    if (isFolder(root)) touched.push(root.id);
  }
  await refreshFolderSizes(db, touched);
}
