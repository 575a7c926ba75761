import SQLite from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { deleteUserSessions } from '../../kernel/sessions';
import { sharingDb } from '../sharing/repo';
import { createFileRow, createFolder } from './drive.test-support';
import { driveDb, type EntryRow } from './repo';

/*
 * On SQLite a listing request reads its session, user, permissions, folder, counts, the
 * user's stars and the ids of shared entries through `readThrough` (kept until the
 * database changes). These tests change each of them between two identical requests and
 * expect the second to see the change: on this connection, and committed by another one.
 * On PostgreSQL nothing is kept; the same tests hold.
 */

const LIST = '/api/v1/drive/file-entries';

describeServer('drive listing: what is kept between requests', (server, kind) => {
  let owner: TestUser;
  let browser: Browser;
  let folder: EntryRow;
  let file: EntryRow;
  const list = () => browser.get(`${LIST}?section=folder&folderId=${folder.hash}`);
  const entry = async () => (await list()).json.pagination.data[0];

  beforeAll(async () => {
    owner = await createUser(server());
    browser = await signIn(server(), owner);
    folder = await createFolder(server(), 'Kept', { ownerId: owner.row.id });
    file = await createFileRow(server(), 'kept.txt', {
      ownerId: owner.row.id,
      parentId: folder.id,
    });
  });

  /** Runs a statement on a second connection to the app's SQLite file, as another process would. */
  function otherConnection(s: TestServer, statement: string, ...parameters: unknown[]) {
    if (s.config.database.kind !== 'sqlite') throw new Error('SQLite only');
    const other = new SQLite(s.config.database.file);
    try {
      other.prepare(statement).run(...parameters);
    } finally {
      other.close();
    }
  }

  it('given a star added and removed, then the next listing shows each', async () => {
    expect((await entry()).starred).toBe(false);
    const stars = driveDb(server().app.db);
    await stars
      .insertInto('file_entry_stars')
      .values({ user_id: owner.row.id, entry_id: file.id, created_at: new Date().toISOString() })
      .execute();
    expect((await entry()).starred).toBe(true);
    await stars.deleteFrom('file_entry_stars').where('entry_id', '=', file.id).execute();
    expect((await entry()).starred).toBe(false);
  });

  it('given the entry shared and a link made, then the next listing shows the sharee and the link', async () => {
    const sharee = await createUser(server());
    expect(await entry()).toMatchObject({ has_link: false, users: [{ id: owner.row.id }] });
    const now = new Date().toISOString();
    const db = sharingDb(server().app.db);
    await db
      .insertInto('file_entry_shares')
      .values({
        entry_id: file.id,
        user_id: sharee.row.id,
        view: 1,
        edit: 1,
        download: 1,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('shareable_links')
      .values({
        hash: `kept${Date.now()}`,
        entry_id: file.id,
        user_id: owner.row.id,
        allow_download: 1,
        allow_edit: 0,
        download_count: 0,
        created_at: now,
      })
      .execute();
    expect(await entry()).toMatchObject({
      has_link: true,
      users: [{ id: owner.row.id }, { id: sharee.row.id, entry_permissions: { edit: true } }],
    });
    await db.deleteFrom('file_entry_shares').where('entry_id', '=', file.id).execute();
    await db.deleteFrom('shareable_links').where('entry_id', '=', file.id).execute();
    expect(await entry()).toMatchObject({ has_link: false, users: [{ id: owner.row.id }] });
  });

  it('given a link that expires with nothing written since, then the next listing no longer counts it', async () => {
    const db = sharingDb(server().app.db);
    await db
      .insertInto('shareable_links')
      .values({
        hash: `soon${Date.now()}`,
        entry_id: file.id,
        user_id: owner.row.id,
        expires_at: new Date(Date.now() + 1000).toISOString(),
        allow_download: 1,
        allow_edit: 0,
        download_count: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await entry()).has_link).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await entry()).has_link).toBe(false);
    await db.deleteFrom('shareable_links').where('entry_id', '=', file.id).execute();
  });

  it('given the role that grants files.view taken away and given back, then the next listing is refused, then allowed', async () => {
    expect((await list()).status).toBe(200);
    const roles = await server()
      .app.db.selectFrom('role_user')
      .selectAll()
      .where('user_id', '=', owner.row.id)
      .execute();
    await server().app.db.deleteFrom('role_user').where('user_id', '=', owner.row.id).execute();
    expect((await list()).status).toBe(403);
    await server().app.db.insertInto('role_user').values(roles).execute();
    expect((await list()).status).toBe(200);
  });

  it('given the folder renamed, then the next listing shows the new name', async () => {
    const rename = (name: string) =>
      driveDb(server().app.db)
        .updateTable('file_entries')
        .set({ name })
        .where('id', '=', folder.id)
        .execute();
    expect((await list()).json.folder.name).toBe('Kept');
    await rename('Renamed');
    expect((await list()).json.folder.name).toBe('Renamed');
    await rename('Kept');
  });

  it('given the session revoked (signed out everywhere), then the next request is refused', async () => {
    const user = await createUser(server());
    const signedIn = await signIn(server(), user);
    const own = await createFolder(server(), 'Own', { ownerId: user.row.id });
    const request = () => signedIn.get(`${LIST}?section=folder&folderId=${own.hash}`);
    expect((await request()).status).toBe(200);
    expect((await request()).status).toBe(200);
    await deleteUserSessions(server().app.db, user.row.id);
    expect((await request()).status).toBe(401);
  });

  describe.skipIf(kind !== 'sqlite')('given another connection commits', () => {
    it('a ban, then the next request is refused', async () => {
      const user = await createUser(server());
      const signedIn = await signIn(server(), user);
      const request = () => signedIn.get(`${LIST}?section=recent`);
      expect((await request()).status).toBe(200);
      otherConnection(
        server(),
        'update users set banned_at = ? where id = ?',
        new Date().toISOString(),
        user.row.id,
      );
      expect((await request()).status).toBe(403);
    });

    it('a deleted session, then the next request is refused', async () => {
      const user = await createUser(server());
      const signedIn = await signIn(server(), user);
      const request = () => signedIn.get(`${LIST}?section=recent`);
      expect((await request()).status).toBe(200);
      otherConnection(server(), 'delete from sessions where user_id = ?', user.row.id);
      expect((await request()).status).toBe(401);
    });

    it('a star and a share, then the next listing shows them', async () => {
      const sharee = await createUser(server());
      expect(await entry()).toMatchObject({ starred: false, users: [{ id: owner.row.id }] });
      const now = new Date().toISOString();
      otherConnection(
        server(),
        'insert into file_entry_stars (user_id, entry_id, created_at) values (?, ?, ?)',
        owner.row.id,
        file.id,
        now,
      );
      otherConnection(
        server(),
        'insert into file_entry_shares (entry_id, user_id, view, edit, download, created_at) values (?, ?, 1, 0, 1, ?)',
        file.id,
        sharee.row.id,
        now,
      );
      expect(await entry()).toMatchObject({
        starred: true,
        users: [{ id: owner.row.id }, { id: sharee.row.id }],
      });
      otherConnection(server(), 'delete from file_entry_stars where entry_id = ?', file.id);
      otherConnection(server(), 'delete from file_entry_shares where entry_id = ?', file.id);
    });
  });
});
