import { driveListResponseSchema } from '@coffer/contract';
import { expect, it, onTestFinished } from 'vitest';
import { createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { createFileRow, createFolder } from '../drive/drive.test-support';
import type { EntryRow } from '../drive/repo';
import { tagEntries, tagsDb } from './repo';

let counter = 0;
/** A fresh slug, so tests sharing a server never clash. */
function uniqueSlug(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

async function insertTag(server: TestServer, name: string, displayName: string | null) {
  const row = await tagsDb(server.app.db)
    .insertInto('tags')
    .values({ name, display_name: displayName, type: 'custom', created_at: server.clock.iso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records each call of the drive's tag hook (the ids it was asked for) until the test ends. */
function watchTagReads(server: TestServer): number[][] {
  const calls: number[][] = [];
  const original = server.app.drive.tagsOf;
  server.app.drive.tagsOf = (db, ids) => {
    calls.push([...ids]);
    return original(db, ids);
  };
  onTestFinished(() => {
    server.app.drive.tagsOf = original;
  });
  return calls;
}

describeServer('drive entries carry their tags', (server) => {
  it('lists each entry with its tags (by name), untagged ones with none, reading the tags once for the page', async () => {
    const owner = await createUser(server());
    const browser = await signIn(server(), owner);
    const folder = await createFolder(server(), 'Tagged', { ownerId: owner.row.id });
    const files: EntryRow[] = [];
    for (let i = 0; i < 30; i++) {
      files.push(
        await createFileRow(server(), `file ${String(i).padStart(2, '0')}.txt`, {
          ownerId: owner.row.id,
          parentId: folder.id,
        }),
      );
    }
    const invoices = await insertTag(server(), uniqueSlug('invoices'), 'Invoices');
    const urgent = await insertTag(server(), uniqueSlug('urgent'), null);
    await tagEntries(server().app.db, invoices, [files[0]!.id, files[1]!.id]);
    await tagEntries(server().app.db, urgent, [files[1]!.id, files[25]!.id]);

    const reads = watchTagReads(server());
    const page = await browser.get(
      `/api/v1/drive/file-entries?section=folder&folderId=${folder.hash}&perPage=20&orderBy=name&orderDir=asc`,
    );
    expect(page.status).toBe(200);
    const data = driveListResponseSchema.parse(page.json).pagination.data;
    expect(data).toHaveLength(20);
    // One read for the whole page (and the listed folder), never one per row.
    expect(reads).toHaveLength(1);
    expect(reads[0]!.sort((a, b) => a - b)).toEqual(
      [...data.map((e) => e.id), folder.id].sort((a, b) => a - b),
    );
    const tagsOf = (id: number) => data.find((e) => e.id === id)?.tags;
    expect(tagsOf(files[0]!.id)).toEqual([
      { id: invoices, name: expect.stringMatching(/^invoices-/), display_name: 'Invoices' },
    ]);
    // Ordered by name: `invoices-…` before `urgent-…`.
    expect(tagsOf(files[1]!.id)?.map((t) => t.id)).toEqual([invoices, urgent]);
    expect(tagsOf(files[2]!.id)).toEqual([]);

    const second = await browser.get(
      `/api/v1/drive/file-entries?section=folder&folderId=${folder.hash}&perPage=20&page=2&orderBy=name&orderDir=asc`,
    );
    const rest = driveListResponseSchema.parse(second.json).pagination.data;
    expect(rest.find((e) => e.id === files[25]!.id)?.tags).toEqual([
      { id: urgent, name: expect.stringMatching(/^urgent-/), display_name: null },
    ]);
    expect(reads).toHaveLength(2);
  });

  it('shows a tag’s new display name at the next listing, and a deleted tag no more', async () => {
    const owner = await createUser(server());
    const browser = await signIn(server(), owner);
    const file = await createFileRow(server(), 'receipt.pdf', { ownerId: owner.row.id });
    const tag = await insertTag(server(), uniqueSlug('receipts'), 'Receipts');
    await tagEntries(server().app.db, tag, [file.id]);
    const tagsOfFile = async () =>
      (await browser.get('/api/v1/drive/file-entries')).json.pagination.data.find(
        (e: { id: number }) => e.id === file.id,
      ).tags;
    expect(await tagsOfFile()).toEqual([expect.objectContaining({ display_name: 'Receipts' })]);
    await tagsDb(server().app.db)
      .updateTable('tags')
      .set({ display_name: 'Paid' })
      .where('id', '=', tag)
      .execute();
    expect(await tagsOfFile()).toEqual([expect.objectContaining({ display_name: 'Paid' })]);
    await tagsDb(server().app.db).deleteFrom('file_entry_tag').where('tag_id', '=', tag).execute();
    await tagsDb(server().app.db).deleteFrom('tags').where('id', '=', tag).execute();
    expect(await tagsOfFile()).toEqual([]);
  });
});
