import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { StoredObject } from './bytes';
import {
  adjustAncestorSizes,
  driveDb,
  type EntryPlace,
  type EntryRow,
  findEntry,
  isFolder,
  newHash,
  toNumber,
} from './repo';
import { indexEntryText } from './search-repo';

type AnyDb = Kysely<Database>;

/**
 * Inserts a copy of `row` under `parent` (its bytes already copied to `copied`'s object),
 * with its path, folder totals and search text.
 */
export async function insertCopy(
  trx: AnyDb,
  row: EntryRow,
  parent: EntryRow | null,
  place: EntryPlace,
  name: string,
  copied: Map<string, StoredObject>,
  now: string,
): Promise<EntryRow> {
  const object = row.storage_key ? copied.get(row.storage_key) : undefined;
  const folder = isFolder(row);
  const size = folder ? 0 : toNumber(row.file_size);
  const inserted = await driveDb(trx)
    .insertInto('file_entries')
    .values({
      hash: newHash(),
      name,
      description: row.description,
      type: row.type,
      mime: row.mime,
      extension: row.extension,
      file_size: size,
      parent_id: parent?.id ?? null,
      path: '',
      owner_id: place.ownerId,
      workspace_id: parent?.workspace_id ?? place.workspaceId,
      storage_driver: object?.driver ?? null,
      storage_key: object?.key ?? null,
      thumbnail: object ? row.thumbnail : 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const path = parent ? `${parent.path}/${inserted.id}` : String(inserted.id);
  await driveDb(trx)
    .updateTable('file_entries')
    .set({ path })
    .where('id', '=', inserted.id)
    .execute();
  const copy = (await findEntry(trx, inserted.id))!;
  await adjustAncestorSizes(trx, copy, size);
  await indexEntryText(trx, copy.id, { name, description: row.description });
  return copy;
}
