import type { AdminFileEntry } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { pageWindow, paginated } from '../../platform/http/pagination';
import { tagsByEntry } from '../tags';
import { countFileEntries, type FileCriteria, listFileEntries, ownersOf } from './repo';

export type FileListQuery = Omit<FileCriteria, 'hasLink'> & { page: number; perPage: number };

/** One page of the admin's file list, each row with its tags (one query for the page). */
export async function fileEntryPage(app: AppInstance, list: FileListQuery) {
  // Read at each call: the sharing module replaces the drive's hooks when it registers.
  const criteria: FileCriteria = { ...list, hasLink: () => app.drive.sharing.hasLink() };
  const total = await countFileEntries(app.db, criteria);
  const rows = await listFileEntries(app.db, criteria, pageWindow(list.page, list.perPage));
  const tags = await tagsByEntry(
    app.db,
    rows.map((r) => r.id),
  );
  const owners = new Map(
    (
      await ownersOf(
        app.db,
        rows.map((r) => r.owner_id),
      )
    ).map((owner) => [owner.id, owner]),
  );
  const data: AdminFileEntry[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    mime: row.mime,
    size: row.file_size,
    owner: owners.get(row.owner_id) ?? null,
    has_link: row.has_link,
    updated_at: row.updated_at,
    created_at: row.created_at,
    deleted_at: row.deleted_at,
    tags: tags.get(row.id) ?? [],
    url: row.type === 'folder' ? null : `/api/v1/admin/file-entries/${row.id}/preview`,
  }));
  return paginated(data, list.page, list.perPage, total);
}
