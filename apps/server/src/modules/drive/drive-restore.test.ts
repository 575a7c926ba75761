import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFileRow, createFolder, names } from './drive.test-support';
import { type EntryRow, findEntry, toNumber } from './repo';

describeServer('drive restore from the trash', (server) => {
  let owner: TestUser;
  let browser: Browser;
  let folder: EntryRow;

  const row = async (id: number) => (await findEntry(server().app.db, id))!;
  const trash = (...entries: EntryRow[]) =>
    browser.post('/api/v1/file-entries/delete', { entryIds: entries.map((e) => e.id) });
  const restore = (...entries: EntryRow[]) =>
    browser.post('/api/v1/file-entries/restore', { entryIds: entries.map((e) => e.id) });
  const file = (name: string, parent: EntryRow | null = folder, size = 10) =>
    createFileRow(server(), name, { ownerId: owner.row.id, parentId: parent?.id ?? null, size });
  const listing = async (parent: EntryRow | null) =>
    names(
      (
        await browser.get(
          parent
            ? `/api/v1/drive/file-entries?section=folder&folderId=${parent.hash}&orderBy=name&orderDir=asc`
            : '/api/v1/drive/file-entries?orderBy=name&orderDir=asc',
        )
      ).json,
    );

  beforeEach(async () => {
    owner = await createUser(server());
    browser = await signIn(server(), owner);
    folder = await createFolder(server(), 'Reports', { ownerId: owner.row.id });
  });

  describe('given a live entry with the same name where the trashed one goes back', () => {
    it('then the restored file gets a numbered name before its extension and the other is untouched', async () => {
      const old = await file('q1.pdf');
      await trash(old);
      const replacement = await file('q1.pdf');
      const { status, json } = await restore(old);
      expect(status).toBe(200);
      expect(json.fileEntries[0]).toMatchObject({
        id: old.id,
        name: 'q1 (1).pdf',
        extension: 'pdf',
        type: old.type,
        deleted_at: null,
        parent_id: folder.id,
      });
      expect((await row(replacement.id)).name).toBe('q1.pdf');
      expect(await listing(folder)).toEqual(['q1 (1).pdf', 'q1.pdf']);
      // Search knows the new name.
      const found = await browser.get('/api/v1/drive/file-entries?section=search&query=q1');
      expect(found.json.pagination.total).toBe(2);
    });

    it('then numbers skip names already taken', async () => {
      const old = await file('notes.txt');
      await trash(old);
      await file('notes.txt');
      await file('notes (1).txt');
      await restore(old);
      expect((await row(old.id)).name).toBe('notes (2).txt');
    });

    it('then a restored folder is numbered and comes back with its contents inside it', async () => {
      const inside = await file('inside.txt', folder, 25);
      await trash(folder);
      const newer = await createFolder(server(), 'Reports', { ownerId: owner.row.id });
      await restore(folder);
      expect(await row(folder.id)).toMatchObject({ name: 'Reports (1)', deleted_at: null });
      expect(await row(inside.id)).toMatchObject({ parent_id: folder.id, deleted_at: null });
      expect(toNumber((await row(folder.id)).file_size)).toBe(25);
      expect(await listing(null)).toEqual(['Reports', 'Reports (1)']);
      expect(await listing(folder)).toEqual(['inside.txt']);
      expect((await row(newer.id)).name).toBe('Reports');
    });

    it('then a file and a folder of the same name do not clash (names clash per kind)', async () => {
      const plan = await file('Plan', null);
      await trash(plan);
      await createFolder(server(), 'Plan', { ownerId: owner.row.id });
      await restore(plan);
      expect((await row(plan.id)).name).toBe('Plan');
    });

    it('then two same-named entries restored together both come back, one numbered', async () => {
      const first = await file('draft.docx');
      await trash(first);
      const second = await file('draft.docx');
      await trash(second);
      await restore(first, second);
      expect(await listing(folder)).toEqual(['draft (1).docx', 'draft.docx']);
    });
  });

  describe('given the original folder is no longer live', () => {
    it('when it is still in the trash, then the entry comes back at the root, numbered if the root has its name', async () => {
      const report = await file('report.txt', folder, 40);
      await trash(report);
      await trash(folder);
      await file('report.txt', null);
      await restore(report);
      expect(await row(report.id)).toMatchObject({
        name: 'report (1).txt',
        parent_id: null,
        path: String(report.id),
        deleted_at: null,
      });
      expect(await listing(null)).toEqual(['report (1).txt', 'report.txt']);
      // Its folder stays in the trash.
      expect((await row(folder.id)).deleted_at).not.toBeNull();
    });

    it('when it is restored in the same call, then the entry goes back into it rather than to the root', async () => {
      const report = await file('report.txt', folder, 40);
      await trash(report);
      await trash(folder);
      // The file is picked first; the folder still comes back before it.
      const { status } = await restore(report, folder);
      expect(status).toBe(200);
      expect(await row(report.id)).toMatchObject({
        parent_id: folder.id,
        path: `${folder.id}/${report.id}`,
        deleted_at: null,
      });
      expect(toNumber((await row(folder.id)).file_size)).toBe(40);
      expect(await listing(null)).toEqual(['Reports']);
    });
  });
});
