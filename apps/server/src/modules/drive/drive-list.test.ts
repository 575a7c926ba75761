import { WORKSPACE_ROLE_CONTRIBUTOR } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFileRow, createFolder, createWorkspace, names } from './drive.test-support';
import { driveDb, type EntryRow } from './repo';
import { indexEntryText } from './search-repo';

const LIST = '/api/v1/drive/file-entries';

describeServer('GET drive/file-entries', (server) => {
  let owner: TestUser;
  let browser: Browser;
  let docs: EntryRow;
  let nested: EntryRow;

  beforeAll(async () => {
    owner = await createUser(server());
    browser = await signIn(server(), owner);
    docs = await createFolder(server(), 'Docs', { ownerId: owner.row.id });
    nested = await createFolder(server(), 'Nested', { ownerId: owner.row.id, parentId: docs.id });
    await createFileRow(server(), 'report.pdf', {
      ownerId: owner.row.id,
      parentId: docs.id,
      size: 300,
      mime: 'application/pdf',
      description: 'quarterly numbers',
    });
    await createFileRow(server(), 'notes.txt', {
      ownerId: owner.row.id,
      parentId: nested.id,
      size: 20,
    });
    await createFileRow(server(), 'zebra.png', {
      ownerId: owner.row.id,
      size: 5,
      mime: 'image/png',
    });
    await createFileRow(server(), 'apple.mp3', { ownerId: owner.row.id, size: 50 });
  });

  describe('given a signed-in owner', () => {
    it('given a folder listed, then an entry added and one deleted, then each listing counts what is there', async () => {
      // Their own user: the other tests count this owner's root.
      const counter = await createUser(server());
      const counterBrowser = await signIn(server(), counter);
      const box = await createFolder(server(), 'Counted', { ownerId: counter.row.id });
      const list = () =>
        counterBrowser.get(`${LIST}?section=folder&folderId=${box.hash}&perPage=1`);
      await createFileRow(server(), 'one.txt', { ownerId: counter.row.id, parentId: box.id });
      expect((await list()).json.pagination).toMatchObject({ total: 1, last_page: 1 });
      expect((await list()).json.pagination.total).toBe(1);
      const two = await createFileRow(server(), 'two.txt', {
        ownerId: counter.row.id,
        parentId: box.id,
      });
      expect((await list()).json.pagination).toMatchObject({ total: 2, last_page: 2 });
      await driveDb(server().app.db)
        .updateTable('file_entries')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', two.id)
        .execute();
      expect((await list()).json.pagination).toMatchObject({ total: 1, last_page: 1 });
    });

    it('lists the root with folders first and running folder sizes', async () => {
      const { status, json } = await browser.get(`${LIST}?orderBy=name&orderDir=asc`);
      expect(status).toBe(200);
      expect(names(json)).toEqual(['Docs', 'apple.mp3', 'zebra.png']);
      expect(json.pagination).toMatchObject({
        current_page: 1,
        per_page: 50,
        total: 3,
        last_page: 1,
      });
      expect(json.folder).toBeNull();
      const folder = json.pagination.data[0];
      expect(folder).toMatchObject({ type: 'folder', file_size: 320, starred: false, tags: [] });
      expect(folder.permissions).toEqual({
        'files.update': true,
        'files.delete': true,
        'files.download': true,
      });
      expect(folder.users).toEqual([
        expect.objectContaining({
          id: owner.row.id,
          owns_entry: true,
          entry_permissions: { view: true, edit: true, download: true },
        }),
      ]);
      expect(folder.hash).toMatch(/^[\w-]{16}$/);
      expect(json.pagination.data[1]).toMatchObject({ type: 'audio', extension: 'mp3' });
    });

    it('orders by size descending and pages', async () => {
      const { json } = await browser.get(
        `${LIST}?orderBy=file_size&orderDir=desc&perPage=2&page=2`,
      );
      expect(names(json)).toEqual(['zebra.png']);
      expect(json.pagination).toMatchObject({
        current_page: 2,
        per_page: 2,
        total: 3,
        last_page: 2,
      });
    });

    it('fills a page across the end of the folders with the first files', async () => {
      const { json } = await browser.get(`${LIST}?orderBy=name&orderDir=desc&perPage=2&page=1`);
      expect(names(json)).toEqual(['Docs', 'zebra.png']);
    });

    it('lists a folder by hash or id and returns it as `folder`', async () => {
      const byHash = await browser.get(
        `${LIST}?section=folder&folderId=${docs.hash}&orderBy=name&orderDir=asc`,
      );
      expect(names(byHash.json)).toEqual(['Nested', 'report.pdf']);
      expect(byHash.json.folder).toMatchObject({ id: docs.id, name: 'Docs' });
      const byId = await browser.get(`${LIST}?section=folder&folderId=${docs.id}`);
      expect(byId.json.pagination.total).toBe(2);
    });

    it('lists recent files (no folders) newest first', async () => {
      const { json } = await browser.get(`${LIST}?section=recent`);
      expect(names(json)).toEqual(['apple.mp3', 'zebra.png', 'notes.txt', 'report.pdf']);
    });

    it('filters by type, given as JSON or base64 JSON', async () => {
      const filters = JSON.stringify({ type: ['image', 'audio'] });
      const json = await browser.get(
        `${LIST}?section=recent&filters=${encodeURIComponent(filters)}`,
      );
      expect(names(json.json).sort()).toEqual(['apple.mp3', 'zebra.png']);
      const b64 = Buffer.from(JSON.stringify({ type: 'pdf' })).toString('base64');
      const base64 = await browser.get(`${LIST}?section=recent&filters=${encodeURIComponent(b64)}`);
      expect(names(base64.json)).toEqual(['report.pdf']);
    });

    it('filters by dates and owner', async () => {
      const future = encodeURIComponent(JSON.stringify({ createdAfter: '2999-01-01T00:00:00Z' }));
      expect(
        (await browser.get(`${LIST}?section=recent&filters=${future}`)).json.pagination.total,
      ).toBe(0);
      const notMe = encodeURIComponent(JSON.stringify({ owner: 'notMe' }));
      expect((await browser.get(`${LIST}?filters=${notMe}`)).json.pagination.total).toBe(0);
    });

    it('searches names, descriptions and indexed content by word prefix', async () => {
      const byName = await browser.get(`${LIST}?section=search&query=repo`);
      expect(names(byName.json)).toEqual(['report.pdf']);
      const byDescription = await browser.get(`${LIST}?section=search&query=quarterly`);
      expect(names(byDescription.json)).toEqual(['report.pdf']);
      const notes = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select('id')
        .where('name', '=', 'notes.txt')
        .executeTakeFirstOrThrow();
      await indexEntryText(server().app.db, notes.id, { content: 'the platypus lives here' });
      const byContent = await browser.get(`${LIST}?section=search&query=platyp`);
      expect(names(byContent.json)).toEqual(['notes.txt']);
      expect((await browser.get(`${LIST}?section=search&query=`)).json.pagination.total).toBe(0);
    });

    it('searches by filters alone, across folders, and not by nothing', async () => {
      const audio = encodeURIComponent(JSON.stringify({ type: 'audio' }));
      const byType = await browser.get(`${LIST}?section=search&filters=${audio}`);
      expect(names(byType.json)).toEqual(['apple.mp3']);
      const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
      const recent = encodeURIComponent(JSON.stringify({ type: 'pdf', updatedAfter: lastWeek }));
      const byDate = await browser.get(`${LIST}?section=search&filters=${recent}`);
      expect(names(byDate.json)).toEqual(['report.pdf']);
      expect((await browser.get(`${LIST}?section=search`)).json.pagination.total).toBe(0);
    });

    it('answers empty lists for the sharing sections until sharing exists', async () => {
      for (const section of ['sharedWithMe', 'sharedByMe']) {
        const { status, json } = await browser.get(`${LIST}?section=${section}`);
        expect(status).toBe(200);
        expect(json.pagination.total).toBe(0);
      }
      const hasLink = encodeURIComponent(JSON.stringify({ hasLink: true }));
      expect((await browser.get(`${LIST}?filters=${hasLink}`)).json.pagination.total).toBe(0);
    });
  });

  describe('given invalid input', () => {
    it.each([
      ['perPage=101', 'perPage'],
      ['section=nowhere', 'section'],
      ['orderBy=secret', 'orderBy'],
      ['filters=%7Bnot-json', 'filters'],
      [`filters=${encodeURIComponent(JSON.stringify({ type: 'rocket' }))}`, 'filters'],
      ['section=folder', 'folderId'],
    ])('answers 422 for %s', async (query, field) => {
      const { status, json } = await browser.get(`${LIST}?${query}`);
      expect(status).toBe(422);
      expect(json.errors[field]).toBeTruthy();
    });
  });

  describe('refusals', () => {
    it('answers 401 to a guest', async () => {
      expect((await new Browser(server()).get(LIST)).status).toBe(401);
    });

    it("refuses a stranger another user's folder and shows them none of its entries", async () => {
      const stranger = await signIn(server(), await createUser(server()));
      expect((await stranger.get(`${LIST}?section=folder&folderId=${docs.hash}`)).status).toBe(403);
      expect((await stranger.get(LIST)).json.pagination.total).toBe(0);
      expect(
        (await stranger.get(`${LIST}?section=search&query=report`)).json.pagination.total,
      ).toBe(0);
    });

    it('refuses a workspace a caller is not a member of', async () => {
      const other = await createUser(server());
      const ws = await createWorkspace(server(), other.row.id);
      expect((await browser.get(`${LIST}?workspaceId=${ws}`)).status).toBe(403);
    });

    it('shows a contributor the workspace files but lets them change only their own', async () => {
      const contributor = await createUser(server());
      const ws = await createWorkspace(server(), owner.row.id, [
        { userId: contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
      ]);
      await createFileRow(server(), 'team.txt', { ownerId: owner.row.id, workspaceId: ws });
      await createFileRow(server(), 'mine.txt', { ownerId: contributor.row.id, workspaceId: ws });
      const b = await signIn(server(), contributor);
      const { json } = await b.get(`${LIST}?workspaceId=${ws}&orderBy=name&orderDir=asc`);
      expect(names(json)).toEqual(['mine.txt', 'team.txt']);
      expect(
        json.pagination.data.map((e: { permissions: Record<string, boolean> }) => e.permissions),
      ).toEqual([
        { 'files.update': true, 'files.delete': true, 'files.download': true },
        { 'files.update': false, 'files.delete': false, 'files.download': true },
      ]);
      // Their personal space stays separate.
      expect((await b.get(LIST)).json.pagination.total).toBe(0);
    });
  });
});
