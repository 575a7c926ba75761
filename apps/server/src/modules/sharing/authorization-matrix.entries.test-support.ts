import { expect } from 'vitest';
import { createFolder } from '../drive/drive.test-support';
import { driveDb } from '../drive/repo';
import { type Case, type Cell, type SpaceKind, unique } from './authorization-matrix.test-support';

/*
 * Rows of the drive routes that change entries (rename, move, duplicate, trash, restore,
 * stars). Every cell gets a fresh entry and checks afterwards what became of it: changed
 * when the call succeeded, untouched when it was refused. Columns: guest, stranger,
 * viewer, editor, contributor, owner, admin.
 */

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

type ContributorCell = (inWorkspace: number, inPersonal?: number) => number;

/** Rows that change one entry: each cell gets a fresh one and checks what became of it. */
export function entryCases(kind: SpaceKind): Case[] {
  const c: ContributorCell = (inWorkspace, inPersonal = 403) =>
    kind === 'workspace' ? inWorkspace : inPersonal;
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
      // The editor is a sharee: a move out of the shared folder is refused before the space is.
      expected: ws ? [401, 403, 403, 403, 403, 422, 403] : [401, 403, 403, 403, 403, 200, 403],
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
    {
      // Issue 21, finding 10: an edit sharee moved the owner's file to the owner's root.
      route: 'POST /api/v1/file-entries/move',
      name: 'out, to the root of the space',
      expected: [401, 403, 403, 403, 403, 200, 403],
      prepare: async ({ fx, space }) => {
        const entry = await fx.file(space);
        return {
          method: 'POST',
          path: '/api/v1/file-entries/move',
          body: { entryIds: [entry.id], destinationId: null },
          check: async (ok) =>
            expect((await fx.entry(entry.id))?.parent_id).toBe(ok ? null : space.folder.id),
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
