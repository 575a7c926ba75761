import { DRIVE_MESSAGES, WORKSPACE_ROLE_CONTRIBUTOR } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFileRow, createFolder, createWorkspace } from './drive.test-support';
import { driveDb } from './repo';

describeServer(
  'drive entries: folders, rename, model, path, tree, stars, space usage',
  (server) => {
    let owner: TestUser;
    let browser: Browser;
    let stranger: Browser;
    const guest = () => new Browser(server());

    beforeAll(async () => {
      owner = await createUser(server());
      browser = await signIn(server(), owner);
      stranger = await signIn(server(), await createUser(server()));
    });

    describe('POST folders', () => {
      it('creates a folder at the root and inside another, by id or hash', async () => {
        const root = await browser.post('/api/v1/folders', { name: 'Projects' });
        expect(root.status).toBe(200);
        expect(root.json.folder).toMatchObject({
          name: 'Projects',
          type: 'folder',
          parent_id: null,
          file_size: 0,
        });
        expect(root.json.folder.path).toBe(String(root.json.folder.id));
        const child = await browser.post('/api/v1/folders', {
          name: 'Q1',
          parentId: root.json.folder.hash,
        });
        expect(child.json.folder).toMatchObject({ parent_id: root.json.folder.id });
        expect(child.json.folder.path).toBe(`${root.json.folder.id}/${child.json.folder.id}`);
      });

      it('refuses a duplicate name in the same folder with the spec message, and writes nothing', async () => {
        await browser.post('/api/v1/folders', { name: 'Twice' });
        const again = await browser.post('/api/v1/folders', { name: 'Twice' });
        expect(again.status).toBe(422);
        expect(again.json.message).toBe('Folder with same name already exists.');
        const rows = await driveDb(server().app.db)
          .selectFrom('file_entries')
          .select('id')
          .where('name', '=', 'Twice')
          .where('owner_id', '=', owner.row.id)
          .execute();
        expect(rows).toHaveLength(1);
      });

      it.each([
        [{}, 'name'],
        [{ name: '  ' }, 'name'],
        [{ name: 'a/b' }, 'name'],
        [{ name: 'x'.repeat(256) }, 'name'],
        [{ name: 'ok', parentId: 999999 }, 'parentId'],
      ])('answers 422 for %j', async (body, field) => {
        const { status, json } = await browser.post('/api/v1/folders', body);
        expect(status).toBe(422);
        expect(json.errors[field]).toBeTruthy();
      });

      it('refuses a guest (401), a stranger in my folder (403), and a non-member workspace (403)', async () => {
        const mine = await createFolder(server(), 'Private', { ownerId: owner.row.id });
        expect((await guest().post('/api/v1/folders', { name: 'x' })).status).toBe(401);
        expect(
          (await stranger.post('/api/v1/folders', { name: 'x', parentId: mine.id })).status,
        ).toBe(403);
        const ws = await createWorkspace(server(), owner.row.id);
        expect(
          (await stranger.post(`/api/v1/folders?workspaceId=${ws}`, { name: 'x' })).status,
        ).toBe(403);
      });

      it('lets a workspace contributor create folders in the workspace', async () => {
        const contributor = await createUser(server());
        const ws = await createWorkspace(server(), owner.row.id, [
          { userId: contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
        ]);
        const b = await signIn(server(), contributor);
        const { status, json } = await b.post(`/api/v1/folders?workspaceId=${ws}`, {
          name: 'Mine',
        });
        expect(status).toBe(200);
        expect(json.folder).toMatchObject({ workspace_id: ws, owner_id: contributor.row.id });
      });
    });

    describe('createFileEntry (the upload path)', () => {
      it('creates the missing folders of a relative path once and reuses them', async () => {
        const user = await createUser(server());
        const first = await createFileRow(server(), 'a.jpg', {
          ownerId: user.row.id,
          relativePath: 'photos/2024',
          size: 10,
        });
        const second = await createFileRow(server(), 'b.jpg', {
          ownerId: user.row.id,
          relativePath: 'photos/2024/',
          size: 5,
        });
        expect(second.parent_id).toBe(first.parent_id);
        const folders = await driveDb(server().app.db)
          .selectFrom('file_entries')
          .select(['name', 'file_size'])
          .where('owner_id', '=', user.row.id)
          .where('type', '=', 'folder')
          .orderBy('id')
          .execute();
        expect(folders.map((f) => [f.name, Number(f.file_size)])).toEqual([
          ['photos', 15],
          ['2024', 15],
        ]);
      });

      it('numbers a clashing file name instead of failing', async () => {
        const user = await createUser(server());
        await createFileRow(server(), 'report.pdf', { ownerId: user.row.id });
        const again = await createFileRow(server(), 'report.pdf', { ownerId: user.row.id });
        const third = await createFileRow(server(), 'report.pdf', { ownerId: user.row.id });
        expect([again.name, third.name]).toEqual(['report (1).pdf', 'report (2).pdf']);
      });
    });

    describe('PUT file-entries/{id}', () => {
      it('renames (new extension → new type) and sets the description', async () => {
        const file = await createFileRow(server(), 'draft.txt', { ownerId: owner.row.id });
        const { status, json } = await browser.request('PUT', `/api/v1/file-entries/${file.id}`, {
          name: 'draft.pdf',
          description: 'final',
        });
        expect(status).toBe(200);
        expect(json.fileEntry).toMatchObject({
          name: 'draft.pdf',
          extension: 'pdf',
          type: 'pdf',
          description: 'final',
        });
        const search = await browser.get('/api/v1/drive/file-entries?section=search&query=final');
        expect(search.json.pagination.data.map((e: { id: number }) => e.id)).toEqual([file.id]);
      });

      it('refuses a name clash among folders and changes nothing', async () => {
        await createFolder(server(), 'Alpha', { ownerId: owner.row.id });
        const beta = await createFolder(server(), 'Beta', { ownerId: owner.row.id });
        const { status, json } = await browser.request('PUT', `/api/v1/file-entries/${beta.id}`, {
          name: 'Alpha',
        });
        expect(status).toBe(422);
        expect(json.message).toBe(DRIVE_MESSAGES.folderExists);
        expect(
          (await browser.get(`/api/v1/drive/file-entries/${beta.id}/model`)).json.fileEntry.name,
        ).toBe('Beta');
      });

      it('answers 422 for an empty body, 401 to a guest, 403 to a stranger, 404 for an unknown id', async () => {
        const file = await createFileRow(server(), 'x.txt', { ownerId: owner.row.id });
        expect((await browser.request('PUT', `/api/v1/file-entries/${file.id}`, {})).status).toBe(
          422,
        );
        expect(
          (await guest().request('PUT', `/api/v1/file-entries/${file.id}`, { name: 'y' })).status,
        ).toBe(401);
        expect(
          (await stranger.request('PUT', `/api/v1/file-entries/${file.id}`, { name: 'y' })).status,
        ).toBe(403);
        expect(
          (await browser.request('PUT', '/api/v1/file-entries/99999999', { name: 'y' })).status,
        ).toBe(404);
      });

      it('lets a contributor rename only their own workspace files', async () => {
        const contributor = await createUser(server());
        const ws = await createWorkspace(server(), owner.row.id, [
          { userId: contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
        ]);
        const theirs = await createFileRow(server(), 'c.txt', {
          ownerId: contributor.row.id,
          workspaceId: ws,
        });
        const admins = await createFileRow(server(), 'a.txt', {
          ownerId: owner.row.id,
          workspaceId: ws,
        });
        const b = await signIn(server(), contributor);
        expect(
          (await b.request('PUT', `/api/v1/file-entries/${theirs.id}`, { name: 'c2.txt' })).status,
        ).toBe(200);
        expect(
          (await b.request('PUT', `/api/v1/file-entries/${admins.id}`, { name: 'a2.txt' })).status,
        ).toBe(403);
      });
    });

    describe('model, path and folder tree', () => {
      it('answers the model by id or hash; refuses guest and stranger', async () => {
        const file = await createFileRow(server(), 'm.txt', { ownerId: owner.row.id });
        expect(
          (await browser.get(`/api/v1/drive/file-entries/${file.hash}/model`)).json.fileEntry.id,
        ).toBe(file.id);
        expect((await guest().get(`/api/v1/drive/file-entries/${file.id}/model`)).status).toBe(401);
        expect((await stranger.get(`/api/v1/drive/file-entries/${file.id}/model`)).status).toBe(
          403,
        );
        expect((await browser.get('/api/v1/drive/file-entries/nope/model')).status).toBe(404);
      });

      it('answers breadcrumbs from the root down to the folder', async () => {
        const leaf = await createFolder(server(), 'c', {
          ownerId: owner.row.id,
          relativePath: 'a/b',
        });
        const { status, json } = await browser.get(`/api/v1/folders/${leaf.hash}/path`);
        expect(status).toBe(200);
        expect(json.path.map((f: { name: string }) => f.name)).toEqual(['a', 'b', 'c']);
        expect((await stranger.get(`/api/v1/folders/${leaf.hash}/path`)).status).toBe(403);
        expect((await guest().get(`/api/v1/folders/${leaf.hash}/path`)).status).toBe(401);
      });

      it('answers the folder tree of my space, without files or trashed folders', async () => {
        const user = await createUser(server());
        const b = await signIn(server(), user);
        const top = await createFolder(server(), 'Top', { ownerId: user.row.id });
        await createFolder(server(), 'Sub', { ownerId: user.row.id, parentId: top.id });
        await createFileRow(server(), 'f.txt', { ownerId: user.row.id, parentId: top.id });
        const gone = await createFolder(server(), 'Gone', { ownerId: user.row.id });
        await b.post('/api/v1/file-entries/delete', { entryIds: [gone.id] });
        const { status, json } = await b.get(`/api/v1/users/${user.row.id}/folders`);
        expect(status).toBe(200);
        expect(json.folders.map((f: { name: string }) => f.name)).toEqual(['Top', 'Sub']);
        expect((await b.get(`/api/v1/users/${owner.row.id}/folders`)).status).toBe(403);
        expect((await guest().get('/api/v1/users/me/folders')).status).toBe(401);
      });
    });

    describe('star and unstar', () => {
      it('stars, lists starred, unstars', async () => {
        const file = await createFileRow(server(), 'star.txt', { ownerId: owner.row.id });
        const star = await browser.post('/api/v1/file-entries/star', { entryIds: [file.id] });
        expect(star.json.fileEntries[0].starred).toBe(true);
        // Starring twice is harmless.
        expect(
          (await browser.post('/api/v1/file-entries/star', { entryIds: [file.id] })).status,
        ).toBe(200);
        const starred = await browser.get('/api/v1/drive/file-entries?section=starred');
        expect(starred.json.pagination.data.map((e: { id: number }) => e.id)).toEqual([file.id]);
        const unstar = await browser.post('/api/v1/file-entries/unstar', { entryIds: [file.id] });
        expect(unstar.json.fileEntries[0].starred).toBe(false);
        expect(
          (await browser.get('/api/v1/drive/file-entries?section=starred')).json.pagination.total,
        ).toBe(0);
      });

      it('answers 422 without ids, 401 to a guest, 403 to a stranger', async () => {
        const file = await createFileRow(server(), 's.txt', { ownerId: owner.row.id });
        expect((await browser.post('/api/v1/file-entries/star', { entryIds: [] })).status).toBe(
          422,
        );
        expect(
          (await guest().post('/api/v1/file-entries/star', { entryIds: [file.id] })).status,
        ).toBe(401);
        expect(
          (await stranger.post('/api/v1/file-entries/star', { entryIds: [file.id] })).status,
        ).toBe(403);
      });
    });

    describe('GET user/space-usage', () => {
      it('counts files including trashed ones; quota = user override → plan → setting → unlimited', async () => {
        const user = await createUser(server());
        const b = await signIn(server(), user);
        await createFileRow(server(), 'a.bin', { ownerId: user.row.id, size: 1000 });
        const trashed = await createFileRow(server(), 'b.bin', { ownerId: user.row.id, size: 500 });
        await b.post('/api/v1/file-entries/delete', { entryIds: [trashed.id] });
        expect((await b.get('/api/v1/user/space-usage')).json).toEqual({
          used: 1500,
          available: null,
        });
        await server().app.settings.set('uploads.available_space', 10_000);
        expect((await b.get('/api/v1/user/space-usage')).json.available).toBe(10_000);
        await driveDb(server().app.db)
          .updateTable('users')
          .set({ available_space: 2_000 })
          .where('id', '=', user.row.id)
          .execute();
        expect((await b.get('/api/v1/user/space-usage')).json.available).toBe(2_000);
        await server().app.settings.reset('uploads.available_space');
      });

      it('refuses a guest and a non-member workspace', async () => {
        expect((await guest().get('/api/v1/user/space-usage')).status).toBe(401);
        const ws = await createWorkspace(server(), owner.row.id);
        expect((await stranger.get(`/api/v1/user/space-usage?workspaceId=${ws}`)).status).toBe(403);
      });
    });
  },
);
