import { beforeAll, expect, it } from 'vitest';
import { type Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFileRow, createFolder } from '../drive/drive.test-support';
import { sharingDb } from './repo';

type Listed = { id: number; has_link: boolean; users: { id: number }[] };
type TreeFolder = { id: number; shared: boolean };

describeServer('sharing indicators in the drive views', (server) => {
  let owner: TestUser;
  let a: Browser;
  let sharee: TestUser;

  beforeAll(async () => {
    owner = await createUser(server());
    a = await signIn(server(), owner);
    sharee = await createUser(server());
  });

  const listing = async () =>
    (await a.get('/api/v1/drive/file-entries?section=home')).json.pagination.data as Listed[];

  it('flags entries with a live public link (has_link); an expired link no longer counts', async () => {
    const linked = await createFileRow(server(), 'linked.txt', { ownerId: owner.row.id });
    const plain = await createFileRow(server(), 'plain.txt', { ownerId: owner.row.id });
    const expired = await createFileRow(server(), 'expired.txt', { ownerId: owner.row.id });
    expect((await a.post(`/api/v1/file-entries/${linked.id}/shareable-link`, {})).status).toBe(200);
    expect((await a.post(`/api/v1/file-entries/${expired.id}/shareable-link`, {})).status).toBe(
      200,
    );
    await sharingDb(server().app.db)
      .updateTable('shareable_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('entry_id', '=', expired.id)
      .execute();

    const byId = new Map((await listing()).map((e) => [e.id, e]));
    expect(byId.get(linked.id)?.has_link).toBe(true);
    expect(byId.get(plain.id)?.has_link).toBe(false);
    expect(byId.get(expired.id)?.has_link).toBe(false);
    const one = await a.get(`/api/v1/drive/file-entries/${linked.id}/model`);
    expect(one.json.fileEntry.has_link).toBe(true);
  });

  it('marks folders shared with someone in the folder tree, and lists the sharee in users', async () => {
    const shared = await createFolder(server(), 'Team', { ownerId: owner.row.id });
    const own = await createFolder(server(), 'Mine', { ownerId: owner.row.id });
    const res = await a.post(`/api/v1/file-entries/${shared.id}/share`, {
      emails: [sharee.email],
      permissions: { view: true, edit: false, download: true },
    });
    expect(res.status).toBe(200);

    const tree = (await a.get('/api/v1/users/me/folders')).json.folders as TreeFolder[];
    expect(tree.find((f) => f.id === shared.id)?.shared).toBe(true);
    expect(tree.find((f) => f.id === own.id)?.shared).toBe(false);
    const listed = (await listing()).find((e) => e.id === shared.id);
    expect(listed?.users.map((u) => u.id)).toEqual([owner.row.id, sharee.row.id]);
  });
});
