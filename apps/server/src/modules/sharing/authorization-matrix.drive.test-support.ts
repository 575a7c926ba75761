import { expect } from 'vitest';
import { driveDb } from '../drive/repo';
import type { Answer, Case, SpaceKind } from './authorization-matrix.test-support';
import { unique } from './authorization-matrix.test-support';

/*
 * Rows of the drive routes that list and read (modules/drive/routes.ts) and of folder
 * creation; the rows that change entries are in .entries. Columns: guest, stranger, viewer,
 * editor, contributor, owner, admin. `c(...)` is the contributor's cell: a Contributor in
 * the workspace, nobody in the owner's personal space.
 */

const names = (a: Answer): string[] => a.json.pagination.data.map((e: { name: string }) => e.name);

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
  ];
}
