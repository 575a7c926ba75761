import { adminFileEntriesResponseSchema, adminFilesEndpoints } from '@coffer/contract';
import { expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { runDueJobs } from '../../platform/jobs';
import { createRoleWith, signInAsAdmin, uniqueRoleName } from '../admin/admin.test-support';
import { createFolder } from '../drive/drive.test-support';
import { driveDb } from '../drive/repo';
import { filesOnDisk } from '../drive/uploads/upload.test-support';
import { createStoredFile } from '../sharing/sharing.test-support';
import { tagEntries, tagsDb } from '../tags/repo';

let counter = 0;
/** A fresh word, so tests sharing a server never find each other's entries. */
function uniqueWord(): string {
  counter += 1;
  return `zq${process.pid}x${counter}${Math.random().toString(36).slice(2, 6)}`;
}

function listPath(params: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return `/api/v1/admin/file-entries?${search}`;
}

async function entryIds(server: TestServer, ids: number[]) {
  const rows = await driveDb(server.app.db)
    .selectFrom('file_entries')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

describeServer('admin files', (server) => {
  it('answers a guest 401, a plain user (who holds files.update) 403 and an admin.access holder 403 on every endpoint, deleting nothing', async () => {
    const owner = await createUser(server());
    const file = await createStoredFile(server(), 'guarded.txt', 'guarded', {
      ownerId: owner.row.id,
    });
    const plain = await signIn(server(), owner);
    const role = uniqueRoleName('panel');
    await createRoleWith(server(), role, { 'admin.access': {} });
    // Only the panel role: with the default `users` role they would hold files.update too, and
    // files.update with admin.access is what these calls ask.
    const panel = await signIn(server(), await createUser(server(), { roles: [role] }));
    for (const endpoint of Object.values(adminFilesEndpoints)) {
      const path = endpoint.path.replace(':ids', String(file.id)).replace(':id', String(file.id));
      const guest = await new Browser(server()).request(endpoint.method, path);
      expect(guest.status, `${endpoint.id} as a guest`).toBe(401);
      const user = await plain.request(endpoint.method, path);
      expect(user.status, `${endpoint.id} as the file's owner without admin.access`).toBe(403);
      const panelOnly = await panel.request(endpoint.method, path);
      expect(panelOnly.status, `${endpoint.id} with admin.access only`).toBe(403);
    }
    expect(await entryIds(server(), [file.id])).toEqual([file.id]);
  });

  it('lists every entry of the site with its owner, link, tags and preview URL; searches, filters and sorts', async () => {
    const { browser } = await signInAsAdmin(server());
    const word = uniqueWord();
    const ada = await createUser(server());
    const alan = await createUser(server());
    const small = await createStoredFile(server(), `${word} notes.txt`, 'ab', {
      ownerId: ada.row.id,
    });
    const big = await createStoredFile(server(), `${word} photo.png`, 'a'.repeat(50), {
      ownerId: alan.row.id,
      mime: 'image/png',
    });
    const folder = await createFolder(server(), `${word} folder`, { ownerId: ada.row.id });
    const trashed = await createStoredFile(server(), `${word} old.txt`, 'abcd', {
      ownerId: ada.row.id,
    });
    await driveDb(server().app.db)
      .updateTable('file_entries')
      .set({ deleted_at: server().clock.iso() })
      .where('id', '=', trashed.id)
      .execute();
    const linked = await (await signIn(server(), alan)).post(
      `/api/v1/file-entries/${big.id}/shareable-link`,
      {},
    );
    expect(linked.status).toBe(200);
    const tag = await tagsDb(server().app.db)
      .insertInto('tags')
      .values({
        name: word,
        display_name: 'Holiday',
        type: 'custom',
        created_at: server().clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tagEntries(server().app.db, tag.id, [big.id]);

    const all = await browser.get(
      listPath({ query: word.toUpperCase(), orderBy: 'size', orderDir: 'asc' }),
    );
    expect(all.status).toBe(200);
    const page = adminFileEntriesResponseSchema.parse(all.json).pagination;
    expect(page.total).toBe(4);
    expect(page.data.map((e) => e.id)).toEqual([folder.id, small.id, trashed.id, big.id]);
    const photo = page.data.find((e) => e.id === big.id)!;
    expect(photo).toMatchObject({
      type: 'image',
      size: 50,
      has_link: true,
      owner: { id: alan.row.id, email: alan.email },
      tags: [{ id: tag.id, name: word, display_name: 'Holiday' }],
      url: `/api/v1/admin/file-entries/${big.id}/preview`,
    });
    expect(page.data.find((e) => e.id === folder.id)).toMatchObject({ type: 'folder', url: null });
    expect(JSON.stringify(all.json)).not.toMatch(/password|token|storage_key|\$2[aby]\$|\$argon/i);

    const ids = async (filters: Record<string, unknown>) =>
      (
        await browser.get(listPath({ query: word, filters, orderBy: 'name', orderDir: 'asc' }))
      ).json.pagination.data.map((e: { id: number }) => e.id);
    expect(await ids({ type: 'folder' })).toEqual([folder.id]);
    expect(await ids({ owner: alan.row.id })).toEqual([big.id]);
    expect(await ids({ has_link: true })).toEqual([big.id]);
    expect(await ids({ has_link: false, in_trash: false })).toEqual([folder.id, small.id]);
    expect(await ids({ in_trash: true })).toEqual([trashed.id]);
    expect((await browser.get(listPath({ filters: { nope: 1 } }))).status).toBe(422);
  });

  it('previews any user’s file inline; a folder has no preview', async () => {
    const { browser } = await signInAsAdmin(server());
    const owner = await createUser(server());
    const file = await createStoredFile(server(), 'letter.txt', 'Dear admin', {
      ownerId: owner.row.id,
    });
    const folder = await createFolder(server(), 'box', { ownerId: owner.row.id });
    const preview = await browser.get(`/api/v1/admin/file-entries/${file.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.text).toBe('Dear admin');
    expect((await browser.get(`/api/v1/admin/file-entries/${folder.id}/preview`)).status).toBe(404);
  });

  it('lets a files.update and admin.access holder (not a site admin) preview a stranger’s file, in ranges; refuses a plain user that file there and on the drive’s own route', async () => {
    const owner = await createUser(server());
    const file = await createStoredFile(server(), 'diary.txt', 'Dear diary, today…', {
      ownerId: owner.row.id,
    });
    const role = uniqueRoleName('files-admin');
    await createRoleWith(server(), role, { 'admin.access': {}, 'files.update': {} });
    const moderator = await signIn(server(), await createUser(server(), { roles: [role] }));
    const preview = `/api/v1/admin/file-entries/${file.id}/preview`;
    const whole = await moderator.get(preview);
    expect(whole.status).toBe(200);
    expect(whole.text).toBe('Dear diary, today…');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline/);
    // The drive's text viewer reads a page at a time.
    const part = await moderator.get(preview, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.text).toBe('Dear diary');

    // A plain user holds files.update over their own files only: neither route opens another's.
    const stranger = await signIn(server(), await createUser(server()));
    expect((await stranger.get(preview)).status).toBe(403);
    expect((await stranger.get(`/api/v1/file-entries/${file.id}`)).status).toBe(403);
    expect((await new Browser(server()).get(preview)).status).toBe(401);
  });

  it('deletes entries for good in bulk, with what folders hold and the stored bytes', async () => {
    const { browser } = await signInAsAdmin(server());
    const owner = await createUser(server());
    const folder = await createFolder(server(), 'archive', { ownerId: owner.row.id });
    const inside = await createStoredFile(server(), 'inside.txt', 'inside', {
      ownerId: owner.row.id,
      parentId: folder.id,
    });
    const loose = await createStoredFile(server(), 'loose.txt', 'loose', { ownerId: owner.row.id });
    const kept = await createStoredFile(server(), 'kept.txt', 'kept', { ownerId: owner.row.id });
    const stored = filesOnDisk(server(), 'files').length;

    expect((await browser.delete(`/api/v1/admin/file-entries/${loose.id},999999999`)).status).toBe(
      404,
    );
    const response = await browser.delete(`/api/v1/admin/file-entries/${folder.id},${loose.id}`);
    expect(response.status).toBe(200);
    await runDueJobs(server().app);
    expect(await entryIds(server(), [folder.id, inside.id, loose.id, kept.id])).toEqual([kept.id]);
    expect(filesOnDisk(server(), 'files').length).toBe(stored - 2);
  });
});
