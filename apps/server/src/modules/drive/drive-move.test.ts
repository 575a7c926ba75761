import { DRIVE_MESSAGES, WORKSPACE_ROLE_CONTRIBUTOR } from '@coffer/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFileRow, createFolder, createWorkspace, names } from './drive.test-support';
import { driveDb, type EntryRow, findEntry, toNumber } from './repo';

describeServer('drive move, duplicate, delete, restore', (server) => {
  let owner: TestUser;
  let browser: Browser;
  let a: EntryRow;
  let b: EntryRow;
  let inA: EntryRow;
  let deep: EntryRow;

  const size = async (id: number) => toNumber((await findEntry(server().app.db, id))!.file_size);
  const row = async (id: number) => (await findEntry(server().app.db, id))!;

  beforeEach(async () => {
    owner = await createUser(server());
    browser = await signIn(server(), owner);
    a = await createFolder(server(), 'A', { ownerId: owner.row.id });
    b = await createFolder(server(), 'B', { ownerId: owner.row.id });
    inA = await createFolder(server(), 'Sub', { ownerId: owner.row.id, parentId: a.id });
    deep = await createFileRow(server(), 'deep.txt', {
      ownerId: owner.row.id,
      parentId: inA.id,
      size: 70,
    });
  });

  describe('POST file-entries/move', () => {
    it('moves a folder with its subtree, rewriting paths and both sides’ sizes', async () => {
      const { status } = await browser.post('/api/v1/file-entries/move', {
        entryIds: [inA.id],
        destinationId: b.id,
      });
      expect(status).toBe(200);
      expect((await row(inA.id)).path).toBe(`${b.id}/${inA.id}`);
      expect((await row(deep.id)).path).toBe(`${b.id}/${inA.id}/${deep.id}`);
      expect(await size(a.id)).toBe(0);
      expect(await size(b.id)).toBe(70);
      // And back to the root.
      await browser.post('/api/v1/file-entries/move', { entryIds: [deep.id], destinationId: null });
      expect(await row(deep.id)).toMatchObject({ parent_id: null, path: String(deep.id) });
      expect(await size(b.id)).toBe(0);
    });

    it('moves many entries at once (no cap)', async () => {
      const files = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          createFileRow(server(), `f${i}.txt`, { ownerId: owner.row.id, size: 1 }),
        ),
      );
      const { status } = await browser.post('/api/v1/file-entries/move', {
        entryIds: files.map((f) => f.id),
        destinationId: b.id,
      });
      expect(status).toBe(200);
      expect(await size(b.id)).toBe(120);
    });

    it('never moves a folder into itself or a descendant', async () => {
      for (const destinationId of [a.id, inA.id]) {
        const { status, json } = await browser.post('/api/v1/file-entries/move', {
          entryIds: [a.id],
          destinationId,
        });
        expect(status).toBe(422);
        expect(json.message).toBe(DRIVE_MESSAGES.moveIntoItself);
      }
    });

    it('changes nothing when one entry of the batch hits a name clash', async () => {
      await createFolder(server(), 'Sub', { ownerId: owner.row.id, parentId: b.id });
      const loose = await createFileRow(server(), 'loose.txt', { ownerId: owner.row.id, size: 5 });
      const { status, json } = await browser.post('/api/v1/file-entries/move', {
        entryIds: [loose.id, inA.id],
        destinationId: b.id,
      });
      expect(status).toBe(422);
      expect(json.message).toBe(DRIVE_MESSAGES.folderExists);
      expect((await row(loose.id)).parent_id).toBeNull();
      expect((await row(inA.id)).path).toBe(`${a.id}/${inA.id}`);
      expect(await size(a.id)).toBe(70);
      expect(await size(b.id)).toBe(0);
    });

    it('answers 422 for bad input, 401 to a guest, 403 to a stranger and for a foreign destination', async () => {
      expect(
        (await browser.post('/api/v1/file-entries/move', { entryIds: [], destinationId: null }))
          .status,
      ).toBe(422);
      expect((await browser.post('/api/v1/file-entries/move', { entryIds: [a.id] })).status).toBe(
        422,
      );
      expect(
        (
          await browser.post('/api/v1/file-entries/move', {
            entryIds: [b.id],
            destinationId: deep.id,
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await new Browser(server()).post('/api/v1/file-entries/move', {
            entryIds: [a.id],
            destinationId: null,
          })
        ).status,
      ).toBe(401);
      const other = await createUser(server());
      const stranger = await signIn(server(), other);
      expect(
        (
          await stranger.post('/api/v1/file-entries/move', {
            entryIds: [a.id],
            destinationId: null,
          })
        ).status,
      ).toBe(403);
      const theirs = await createFolder(server(), 'Theirs', { ownerId: other.row.id });
      expect(
        (
          await browser.post('/api/v1/file-entries/move', {
            entryIds: [a.id],
            destinationId: theirs.id,
          })
        ).status,
      ).toBe(403);
    });

    it('refuses a contributor moving an entry they do not own', async () => {
      const contributor = await createUser(server());
      const ws = await createWorkspace(server(), owner.row.id, [
        { userId: contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
      ]);
      const folder = await createFolder(server(), 'W', { ownerId: owner.row.id, workspaceId: ws });
      const file = await createFileRow(server(), 'w.txt', {
        ownerId: owner.row.id,
        workspaceId: ws,
      });
      const c = await signIn(server(), contributor);
      expect(
        (
          await c.post(`/api/v1/file-entries/move?workspaceId=${ws}`, {
            entryIds: [file.id],
            destinationId: folder.id,
          })
        ).status,
      ).toBe(403);
      expect((await row(file.id)).parent_id).toBeNull();
    });
  });

  describe('POST file-entries/duplicate', () => {
    it('copies a folder recursively next to the original with the Copy suffix', async () => {
      const { status, json } = await browser.post('/api/v1/file-entries/duplicate', {
        entryIds: [a.id],
      });
      expect(status).toBe(200);
      const copy = json.fileEntries[0];
      expect(copy).toMatchObject({ name: 'A - Copy', type: 'folder', file_size: 70 });
      const inside = await browser.get(
        `/api/v1/drive/file-entries?section=folder&folderId=${copy.hash}`,
      );
      expect(names(inside.json)).toEqual(['Sub']);
      const file = await browser.post('/api/v1/file-entries/duplicate', { entryIds: [deep.id] });
      expect(file.json.fileEntries[0].name).toBe('deep - Copy.txt');
      const again = await browser.post('/api/v1/file-entries/duplicate', { entryIds: [deep.id] });
      expect(again.json.fileEntries[0].name).toBe('deep - Copy (2).txt');
    });

    it('checks the quota first and writes nothing when it would be exceeded', async () => {
      await driveDb(server().app.db)
        .updateTable('users')
        .set({ available_space: 100 })
        .where('id', '=', owner.row.id)
        .execute();
      const before = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select('id')
        .where('owner_id', '=', owner.row.id)
        .execute();
      const { status, json } = await browser.post('/api/v1/file-entries/duplicate', {
        entryIds: [a.id],
      });
      expect(status).toBe(422);
      expect(json.message).toBe(DRIVE_MESSAGES.quotaExceeded);
      const after = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select('id')
        .where('owner_id', '=', owner.row.id)
        .execute();
      expect(after).toHaveLength(before.length);
    });

    it('copies bytes through the storage interface and keeps nothing when copying fails', async () => {
      const stored = await createFileRow(server(), 'bytes.bin', {
        ownerId: owner.row.id,
        storageDriver: 'local',
        storageKey: 'k1',
      });
      const saved = server().app.driveBytes;
      const copies: string[] = [];
      server().app.driveBytes = {
        delete: async () => {},
        copy: async (o) => {
          copies.push(o.key);
          return { driver: o.driver, key: `${o.key}-copy` };
        },
      };
      try {
        const ok = await browser.post('/api/v1/file-entries/duplicate', { entryIds: [stored.id] });
        expect(copies).toEqual(['k1']);
        const copy = await row(ok.json.fileEntries[0].id);
        expect(copy.storage_key).toBe('k1-copy');
        server().app.driveBytes = {
          delete: async () => {},
          copy: async () => {
            throw new Error('disk full');
          },
        };
        expect(
          (await browser.post('/api/v1/file-entries/duplicate', { entryIds: [stored.id] })).status,
        ).toBe(500);
        const copiesNow = await driveDb(server().app.db)
          .selectFrom('file_entries')
          .select('name')
          .where('owner_id', '=', owner.row.id)
          .where('name', 'like', 'bytes - Copy%')
          .execute();
        expect(copiesNow).toHaveLength(1);
      } finally {
        server().app.driveBytes = saved;
      }
    });

    it('answers 422, 401 and 403 as the other routes do', async () => {
      expect((await browser.post('/api/v1/file-entries/duplicate', { entryIds: 'x' })).status).toBe(
        422,
      );
      expect(
        (await new Browser(server()).post('/api/v1/file-entries/duplicate', { entryIds: [a.id] }))
          .status,
      ).toBe(401);
      const stranger = await signIn(server(), await createUser(server()));
      expect(
        (await stranger.post('/api/v1/file-entries/duplicate', { entryIds: [a.id] })).status,
      ).toBe(403);
    });
  });

  describe('POST file-entries/delete and restore', () => {
    it('trashes a folder with its contents; trash lists only the top-most; restore brings all back', async () => {
      await browser.post('/api/v1/file-entries/delete', { entryIds: [inA.id] });
      expect(await size(a.id)).toBe(0);
      await browser.post('/api/v1/file-entries/delete', { entryIds: [b.id] });
      const trash = await browser.get(
        '/api/v1/drive/file-entries?section=trash&orderBy=name&orderDir=asc',
      );
      expect(names(trash.json)).toEqual(['B', 'Sub']);
      expect((await row(deep.id)).deleted_at).not.toBeNull();
      const home = await browser.get('/api/v1/drive/file-entries');
      expect(names(home.json)).toEqual(['A']);
      const restored = await browser.post('/api/v1/file-entries/restore', { entryIds: [inA.id] });
      expect(restored.json.fileEntries[0].deleted_at).toBeNull();
      expect((await row(deep.id)).deleted_at).toBeNull();
      expect(await size(a.id)).toBe(70);
    });

    it('restores to the root when the old folder is still in the trash', async () => {
      await browser.post('/api/v1/file-entries/delete', { entryIds: [deep.id] });
      await browser.post('/api/v1/file-entries/delete', { entryIds: [a.id] });
      await browser.post('/api/v1/file-entries/restore', { entryIds: [deep.id] });
      expect(await row(deep.id)).toMatchObject({
        parent_id: null,
        path: String(deep.id),
        deleted_at: null,
      });
    });

    it('deletes forever with descendants, stars and search rows, and queues the bytes for deletion', async () => {
      const stored = await createFileRow(server(), 'b.bin', {
        ownerId: owner.row.id,
        parentId: inA.id,
        storageKey: 'obj-1',
        storageDriver: 'local',
      });
      await browser.post('/api/v1/file-entries/star', { entryIds: [deep.id] });
      const { status } = await browser.post('/api/v1/file-entries/delete', {
        entryIds: [a.id],
        deleteForever: true,
      });
      expect(status).toBe(200);
      for (const id of [a.id, inA.id, deep.id, stored.id])
        expect(await findEntry(server().app.db, id)).toBeUndefined();
      const search = await browser.get('/api/v1/drive/file-entries?section=search&query=deep');
      expect(search.json.pagination.total).toBe(0);
      const jobs = await server()
        .app.db.withTables<{ jobs: { type: string; payload: string } }>()
        .selectFrom('jobs')
        .select(['type', 'payload'])
        .execute();
      expect(jobs.some((j) => j.type === 'drive.delete-bytes' && j.payload.includes('obj-1'))).toBe(
        true,
      );
    });

    it('empties the trash', async () => {
      await browser.post('/api/v1/file-entries/delete', { entryIds: [a.id, b.id] });
      const { status } = await browser.post('/api/v1/file-entries/delete', { emptyTrash: true });
      expect(status).toBe(200);
      expect(
        (await browser.get('/api/v1/drive/file-entries?section=trash')).json.pagination.total,
      ).toBe(0);
      expect(await findEntry(server().app.db, deep.id)).toBeUndefined();
    });

    it('answers 422 without ids, 401 to a guest, 403 to a stranger and a contributor on others’ files', async () => {
      expect((await browser.post('/api/v1/file-entries/delete', {})).status).toBe(422);
      expect((await browser.post('/api/v1/file-entries/restore', {})).status).toBe(422);
      expect(
        (await new Browser(server()).post('/api/v1/file-entries/delete', { entryIds: [a.id] }))
          .status,
      ).toBe(401);
      const stranger = await signIn(server(), await createUser(server()));
      expect(
        (await stranger.post('/api/v1/file-entries/delete', { entryIds: [a.id] })).status,
      ).toBe(403);
      expect(
        (await stranger.post('/api/v1/file-entries/restore', { entryIds: [a.id] })).status,
      ).toBe(403);
      const contributor = await createUser(server());
      const ws = await createWorkspace(server(), owner.row.id, [
        { userId: contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
      ]);
      const file = await createFileRow(server(), 'w.txt', {
        ownerId: owner.row.id,
        workspaceId: ws,
      });
      const c = await signIn(server(), contributor);
      expect((await c.post('/api/v1/file-entries/delete', { entryIds: [file.id] })).status).toBe(
        403,
      );
      expect((await row(file.id)).deleted_at).toBeNull();
    });
  });
});
