import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { DB } from '../../platform/db/tables.generated';
import { newStorageKey } from '../../platform/storage';
import { driveDb, type EntryRow } from '../drive/repo';
import type { Case, Cell, SpaceKind } from './authorization-matrix.test-support';

/*
 * Rows of a file's versions (drive/versions): the list, a version's bytes, restore,
 * delete, the name check before an upload, and an upload that replaces a file. Whoever
 * may edit the file may use them; a viewer, a stranger and a guest may not. Columns:
 * guest, stranger, viewer, editor, contributor, owner, admin.
 */

const OLD_CONTENT = 'the earlier content';

/** A fresh file of the owner in the shared folder, with one earlier version. */
async function fileWithVersion({ fx, space }: Cell) {
  const entry = await fx.file(space);
  const key = newStorageKey();
  const storage = fx.server.app.storages.local;
  await storage.put(key, Readable.from([Buffer.from(OLD_CONTENT)]), { contentType: 'text/plain' });
  const db = driveDb(fx.server.app.db).withTables<Pick<DB, 'file_entry_versions'>>();
  const version = await db
    .insertInto('file_entry_versions')
    .values({
      file_entry_id: entry.id,
      storage_driver: storage.name,
      storage_key: key,
      file_size: OLD_CONTENT.length,
      mime: 'text/plain',
      uploaded_by: fx.users.owner.row.id,
      uploaded_at: fx.server.app.clock.iso(),
      created_at: fx.server.app.clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const versions = () =>
    db
      .selectFrom('file_entry_versions')
      .select(['id', 'storage_key'])
      .where('file_entry_id', '=', entry.id)
      .execute();
  return { entry, versionId: version.id, key, versions };
}

async function current(cell: Cell, entry: EntryRow) {
  return (await cell.fx.entry(entry.id))?.storage_key;
}

export function versionCases(kind: SpaceKind): Case[] {
  const c = (inWorkspace: number, inPersonal = 403) =>
    kind === 'workspace' ? inWorkspace : inPersonal;
  // The rule of editing the owner's file (PUT file-entries/{id}).
  const edit = [401, 403, 403, 200, c(403), 200, 403] as const;
  const base = '/api/v1/file-entries/:id/versions';
  return [
    {
      route: `GET ${base}`,
      name: "versions of the owner's file",
      expected: edit,
      prepare: async (cell) => {
        const { entry } = await fileWithVersion(cell);
        return {
          method: 'GET',
          path: `/api/v1/file-entries/${entry.hash}/versions`,
          check: async (ok, a) => {
            if (ok) expect(a.json.versions).toHaveLength(1);
            else expect(a.json?.versions).toBeUndefined();
          },
        };
      },
    },
    {
      route: `GET ${base}/:versionId`,
      name: "a version's bytes",
      expected: edit,
      prepare: async (cell) => {
        const { entry, versionId } = await fileWithVersion(cell);
        return {
          method: 'GET',
          path: `/api/v1/file-entries/${entry.id}/versions/${versionId}`,
          raw: {},
          check: async (ok, a) => {
            if (ok) expect(a.text).toBe(OLD_CONTENT);
            else expect(a.text).not.toContain(OLD_CONTENT);
          },
        };
      },
    },
    {
      route: `POST ${base}/:versionId/restore`,
      name: 'restore a version',
      expected: edit,
      prepare: async (cell) => {
        const { entry, versionId, key, versions } = await fileWithVersion(cell);
        return {
          method: 'POST',
          path: `/api/v1/file-entries/${entry.id}/versions/${versionId}/restore`,
          check: async (ok) => {
            expect(await current(cell, entry)).toBe(ok ? key : entry.storage_key);
            // Restored, the content it replaced is the one version left.
            expect((await versions()).map((v) => v.storage_key)).toEqual([
              ok ? entry.storage_key : key,
            ]);
          },
        };
      },
    },
    {
      route: `DELETE ${base}/:versionId`,
      name: 'delete a version',
      expected: edit,
      prepare: async (cell) => {
        const { entry, versionId, versions } = await fileWithVersion(cell);
        return {
          method: 'DELETE',
          path: `/api/v1/file-entries/${entry.id}/versions/${versionId}`,
          check: async (ok) => {
            expect(await versions()).toHaveLength(ok ? 0 : 1);
            expect(await current(cell, entry)).toBe(entry.storage_key);
          },
        };
      },
    },
    {
      route: 'POST /api/v1/file-entries/name-clashes',
      name: 'names an upload into the shared folder would replace',
      expected: [401, 403, 403, 200, c(200), 200, 403],
      prepare: async ({ space }) => ({
        method: 'POST',
        path: '/api/v1/file-entries/name-clashes',
        body: { parentId: space.folder.id, names: ['doc.txt', 'new.txt'] },
        check: async (ok, a) => {
          if (ok) expect(a.json.names).toEqual(['doc.txt']);
        },
      }),
    },
    {
      route: 'POST /api/v1/file-entries',
      name: "an upload replacing the owner's file (a version kept)",
      expected: [401, 403, 403, 200, 403, 200, 403],
      prepare: async (cell) => {
        const { entry, versions } = await fileWithVersion(cell);
        const form = new FormData();
        form.append('parentId', String(cell.space.folder.id));
        form.append('file', new Blob(['new content'], { type: 'text/plain' }), entry.name);
        return {
          method: 'POST',
          path: '/api/v1/file-entries',
          raw: { body: form },
          check: async (ok, a) => {
            if (ok) expect(a.json.fileEntry.id).toBe(entry.id);
            expect(await versions()).toHaveLength(ok ? 2 : 1);
            if (!ok) expect(await current(cell, entry)).toBe(entry.storage_key);
          },
        };
      },
    },
  ];
}
