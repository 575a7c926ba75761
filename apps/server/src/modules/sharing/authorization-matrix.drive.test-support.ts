import { expect } from 'vitest';
import { createFolder } from '../drive/drive.test-support';
import { driveDb } from '../drive/repo';
import type { Answer, Case, Cell, SpaceKind } from './authorization-matrix.test-support';
import { unique } from './authorization-matrix.test-support';

/*
 * Rows of the drive routes (modules/drive/routes.ts). Columns: guest, stranger, viewer,
 * editor, contributor, owner, admin. `c(...)` is the contributor's cell: a Contributor in
 * the workspace, nobody in the owner's personal space.
 */

const names = (a: Answer): string[] => a.json.pagination.data.map((e: { name: string }) => e.name);

/** A folder of the caller's own personal space (the guest borrows the stranger's). */
export function ownFolder({ fx, user }: Cell) {
  const ownerId = (user ?? fx.users.stranger).row.id;
  return createFolder(fx.server, unique('mine'), { ownerId });
}

async function starred(cell: Cell, entryId: number): Promise<boolean> {
  if (!cell.user) return false;
  const row = await driveDb(cell.fx.server.app.db)
    .selectFrom('file_entry_stars')
    .select('entry_id')
    .where('user_id', '=', cell.user.row.id)
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
  return Boolean(row);
}

export function driveCases(kind: SpaceKind): Case[] {
  const ws = kind === 'workspace';
  const c = (inWorkspace: number, inPersonal = 403) => (ws ? inWorkspace : inPersonal);
  const list = 'GET /api/v1/drive/file-entries';
  return [
    {
      route: list,
      name: 'the shared folder',
      expected: [401, 403, 200, 200, c(200), 200, 403],
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `/api/v1/drive/file-entries?section=folder&folderId=${space.folder.hash}`,
        check: async (ok, a) => {
          if (ok) expect(names(a)).toContain('doc.txt');
        },
      }),
    },
    {
      route: list,
      name: 'root of the space',
      expected: ws ? [401, 403, 403, 403, 200, 200, 403] : [401, 200, 200, 200, 200, 200, 200],
      prepare: async ({ space, who }) => ({
        method: 'GET',
        path: `/api/v1/drive/file-entries?section=home&workspaceId=${space.workspaceId}`,
        check: async (ok, a) => {
          const mine = who === 'owner' || (ws && who === 'contributor');
          if (ok) expect(names(a).includes(space.folder.name)).toBe(mine);
        },
      }),
    },
    {
      route: list,
      name: 'shared with me',
      expected: [401, 200, 200, 200, 200, 200, 200],
      prepare: async ({ space, who }) => ({
        method: 'GET',
        path: '/api/v1/drive/file-entries?section=sharedWithMe',
        check: async (ok, a) => {
          const sharee = who === 'viewer' || who === 'editor';
          if (ok) expect(names(a).includes(space.folder.name)).toBe(sharee);
        },
      }),
    },
    {
      route: 'GET /api/v1/drive/file-entries/:id/model',
      name: 'a file in the shared folder',
      expected: [401, 403, 200, 200, c(200), 200, 403],
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `/api/v1/drive/file-entries/${space.file.hash}/model`,
        check: async (ok, a) => {
          if (ok) expect(a.json.fileEntry.id).toBe(space.file.id);
        },
      }),
    },
    {
      route: 'GET /api/v1/users/:userId/folders',
      name: '"me" in the space',
      expected: ws ? [401, 403, 403, 403, 200, 200, 403] : [401, 200, 200, 200, 200, 200, 200],
      prepare: async ({ space, who }) => ({
        method: 'GET',
        path: `/api/v1/users/me/folders?workspaceId=${space.workspaceId}`,
        check: async (ok, a) => {
          const ids = ok ? a.json.folders.map((f: { id: number }) => f.id) : [];
          if (ok)
            expect(ids.includes(space.folder.id)).toBe(
              who === 'owner' || (ws && who === 'contributor'),
            );
        },
      }),
    },
    {
      route: 'GET /api/v1/users/:userId/folders',
      name: "the owner's id",
      expected: [401, 403, 403, 403, 403, 200, 403],
      prepare: async ({ space, fx }) => ({
        method: 'GET',
        path: `/api/v1/users/${fx.users.owner.row.id}/folders?workspaceId=${space.workspaceId}`,
      }),
    },
    {
      route: 'GET /api/v1/user/space-usage',
      name: 'usage of the space',
      expected: ws ? [401, 403, 403, 403, 200, 200, 403] : [401, 200, 200, 200, 200, 200, 200],
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `/api/v1/user/space-usage?workspaceId=${space.workspaceId}`,
      }),
    },
    {
      route: 'GET /api/v1/folders/:hash/path',
      name: 'the sub-folder',
      expected: [401, 403, 200, 200, c(200), 200, 403],
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `/api/v1/folders/${space.sub.hash}/path`,
        check: async (ok, a) => {
          if (ok)
            expect(a.json.path.map((e: { id: number }) => e.id)).toEqual([
              space.folder.id,
              space.sub.id,
            ]);
        },
      }),
    },
    {
      route: 'POST /api/v1/folders',
      name: 'a folder in the shared folder',
      expected: [401, 403, 403, 200, c(200), 200, 403],
      prepare: async ({ space, fx }) => {
        const name = unique('new folder');
        return {
          method: 'POST',
          path: '/api/v1/folders',
          body: { name, parentId: space.folder.id },
          check: async (ok) => {
            const found = await driveDb(fx.server.app.db)
              .selectFrom('file_entries')
              .select('id')
              .where('name', '=', name)
              .execute();
            expect(found.length).toBe(ok ? 1 : 0);
          },
        };
      },
    },
    ...entryCases(kind, c),
  ];
}

type ContributorCell = (inWorkspace: number, inPersonal?: number) => number;

/** Rows that change one entry: each cell gets a fresh one and checks what became of it. */
function entryCases(kind: SpaceKind, c: ContributorCell): Case[] {
  const ws = kind === 'workspace';
  /** A file the uploader owns: the contributor's (workspace) or the editor's (personal, in the owner's folder). */
  const uploaded = ({ fx, space }: Cell) =>
    fx.file(space, { ownerId: fx.users[ws ? 'contributor' : 'editor'].row.id });
  const rename = (
    name: string,
    expected: Case['expected'],
    fresh: (cell: Cell) => ReturnType<Cell['fx']['file']>,
  ): Case => ({
    route: 'PUT /api/v1/file-entries/:id',
    name,
    expected,
    prepare: async (cell) => {
      const entry = await fresh(cell);
      const name = unique('renamed.txt');
      return {
        method: 'PUT',
        path: `/api/v1/file-entries/${entry.id}`,
        body: { name },
        check: async (ok) =>
          expect((await cell.fx.entry(entry.id))?.name).toBe(ok ? name : entry.name),
      };
    },
  });
  const trash = (
    name: string,
    expected: Case['expected'],
    fresh: (cell: Cell) => ReturnType<Cell['fx']['file']>,
  ): Case => ({
    route: 'POST /api/v1/file-entries/delete',
    name,
    expected,
    prepare: async (cell) => {
      const entry = await fresh(cell);
      return {
        method: 'POST',
        path: '/api/v1/file-entries/delete',
        body: { entryIds: [entry.id] },
        check: async (ok) => expect(Boolean((await cell.fx.entry(entry.id))?.deleted_at)).toBe(ok),
      };
    },
  });
  return [
    rename("the owner's file", [401, 403, 403, 200, c(403), 200, 403], ({ fx, space }) =>
      fx.file(space),
    ),
    rename(
      ws ? "the contributor's own file" : "the editor's upload",
      ws ? [401, 403, 403, 200, 200, 200, 403] : [401, 403, 403, 200, 403, 200, 403],
      uploaded,
    ),
    {
      route: 'POST /api/v1/file-entries/move',
      name: 'into the sub-folder',
      expected: [401, 403, 403, 200, c(403), 200, 403],
      prepare: async ({ fx, space }) => {
        const entry = await fx.file(space);
        return {
          method: 'POST',
          path: '/api/v1/file-entries/move',
          body: { entryIds: [entry.id], destinationId: space.sub.id },
          check: async (ok) =>
            expect((await fx.entry(entry.id))?.parent_id).toBe(ok ? space.sub.id : space.folder.id),
        };
      },
    },
    {
      route: 'POST /api/v1/file-entries/move',
      name: "out, into the caller's own folder",
      expected: ws ? [401, 403, 403, 422, 403, 422, 403] : [401, 403, 403, 403, 403, 200, 403],
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const mine = await ownFolder(cell);
        return {
          method: 'POST',
          path: '/api/v1/file-entries/move',
          body: { entryIds: [entry.id], destinationId: mine.id },
          check: async (ok) =>
            expect((await cell.fx.entry(entry.id))?.parent_id).toBe(
              ok ? mine.id : cell.space.folder.id,
            ),
        };
      },
    },
    ...copyCases(c),
    trash("the owner's file", [401, 403, 403, 403, 403, 200, 403], ({ fx, space }) =>
      fx.file(space),
    ),
    trash(
      ws ? "the contributor's own file" : "the editor's upload",
      ws ? [401, 403, 403, 403, 200, 200, 403] : [401, 403, 403, 200, 403, 200, 403],
      uploaded,
    ),
    {
      route: 'POST /api/v1/file-entries/delete',
      name: "empty the space's trash",
      expected: ws ? [401, 403, 403, 403, 200, 200, 403] : [401, 200, 200, 200, 200, 200, 200],
      prepare: async ({ fx, space, who }) => {
        const entry = await fx.file(space, { trashed: true });
        return {
          method: 'POST',
          path: `/api/v1/file-entries/delete?workspaceId=${space.workspaceId}`,
          body: { emptyTrash: true },
          check: async (ok) =>
            expect(Boolean(await fx.entry(entry.id))).toBe(!(ok && who === 'owner')),
        };
      },
    },
    {
      route: 'POST /api/v1/file-entries/restore',
      name: "the owner's trashed file",
      expected: [401, 403, 403, 403, 403, 200, 403],
      prepare: async ({ fx, space }) => {
        const entry = await fx.file(space, { trashed: true });
        return {
          method: 'POST',
          path: '/api/v1/file-entries/restore',
          body: { entryIds: [entry.id] },
          check: async (ok) =>
            expect((await fx.entry(entry.id))?.deleted_at ?? null).toBe(
              ok ? null : entry.deleted_at,
            ),
        };
      },
    },
    ...(['star', 'unstar'] as const).map(
      (action): Case => ({
        route: `POST /api/v1/file-entries/${action}`,
        name: 'a file in the shared folder',
        expected: [401, 403, 200, 200, c(200), 200, 403],
        prepare: async (cell) => {
          const entry = await cell.fx.file(cell.space);
          if (action === 'unstar' && cell.user) {
            await driveDb(cell.fx.server.app.db)
              .insertInto('file_entry_stars')
              .values({
                user_id: cell.user.row.id,
                entry_id: entry.id,
                created_at: new Date().toISOString(),
              })
              .execute();
          }
          const before = await starred(cell, entry.id);
          return {
            method: 'POST',
            path: `/api/v1/file-entries/${action}`,
            body: { entryIds: [entry.id] },
            check: async (ok) =>
              expect(await starred(cell, entry.id)).toBe(ok ? action === 'star' : before),
          };
        },
      }),
    ),
  ];
}

function copyCases(c: ContributorCell): Case[] {
  const copies = async (cell: Cell, parentId: number, name: string) =>
    (
      await driveDb(cell.fx.server.app.db)
        .selectFrom('file_entries')
        .select('id')
        .where('parent_id', '=', parentId)
        .where('name', 'like', `${name.replace(/\.txt$/, '')} - Copy%`)
        .execute()
    ).length;
  return [
    {
      route: 'POST /api/v1/file-entries/duplicate',
      name: 'next to the original',
      expected: [401, 403, 403, 403, c(200), 200, 403],
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        return {
          method: 'POST',
          path: '/api/v1/file-entries/duplicate',
          body: { entryIds: [entry.id] },
          check: async (ok) =>
            expect(await copies(cell, cell.space.folder.id, entry.name)).toBe(ok ? 1 : 0),
        };
      },
    },
    {
      route: 'POST /api/v1/file-entries/duplicate',
      name: "into the caller's own folder",
      expected: [401, 403, 200, 403, c(200), 200, 403],
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const mine = await ownFolder(cell);
        return {
          method: 'POST',
          path: '/api/v1/file-entries/duplicate',
          body: { entryIds: [entry.id], destinationId: mine.id },
          check: async (ok) => expect(await copies(cell, mine.id, entry.name)).toBe(ok ? 1 : 0),
        };
      },
    },
  ];
}
