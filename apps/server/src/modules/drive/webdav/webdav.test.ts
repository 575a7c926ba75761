import { WORKSPACE_ROLE_CONTRIBUTOR } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createAccessToken, createUser, signIn } from '../../../../test/auth';
import { describeServer, passTime } from '../../../../test/harness';
import type { DB } from '../../../platform/db/tables.generated';
import { jobsDb, runDueJobs } from '../../../platform/jobs';
import { DAV_LOCKS_TASK } from '..';
import { createFolder, createWorkspace } from '../drive.test-support';
import { driveDb } from '../repo';
import { filesOnDisk } from '../uploads/upload.test-support';
import { davClient, hrefs } from './dav.test-support';

const LOCKINFO =
  '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>';
const PROPS = `<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:resourcetype/><D:getcontentlength/><D:getetag/><D:quota-used-bytes/><D:quota-available-bytes/></D:prop></D:propfind>`;

describeServer('WebDAV', (server) => {
  async function account(name: string) {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const token = await createAccessToken(browser, user.password, name);
    return { user, browser, token, dav: davClient(server, user.email, token) };
  }
  type Account = Awaited<ReturnType<typeof account>>;
  const entriesNamed = (name: string) =>
    driveDb(server().app.db)
      .selectFrom('file_entries')
      .selectAll()
      .where('name', '=', name)
      .execute();

  describe('signing in', () => {
    let owner: Account;
    beforeAll(async () => {
      owner = await account('dav');
    });

    it('asks a guest for Basic credentials and refuses wrong ones', async () => {
      const guest = await server().fetch('/dav/', { method: 'PROPFIND', headers: { depth: '0' } });
      expect(guest.status).toBe(401);
      expect(guest.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      const wrong = davClient(server, owner.user.email, 'not-the-token');
      expect((await wrong.propfind('/dav/', '0')).status).toBe(401);
      // Another account's token with this address is no key either.
      const other = await account('other');
      expect(
        (await davClient(server, owner.user.email, other.token).propfind('/dav/', '0')).status,
      ).toBe(401);
    });

    it('takes an app password, and the account password only while two-factor sign-in is off', async () => {
      expect((await owner.dav.propfind('/dav/', '0')).status).toBe(207);
      const byPassword = davClient(server, owner.user.email, owner.user.password);
      expect((await byPassword.propfind('/dav/', '0')).status).toBe(207);
      await server()
        .app.db.updateTable('users')
        .set({ two_factor_confirmed_at: server().app.clock.iso(), two_factor_secret: 'x' })
        .where('id', '=', owner.user.row.id)
        .execute();
      try {
        expect((await byPassword.propfind('/dav/', '0')).status).toBe(401);
        expect((await owner.dav.propfind('/dav/', '0')).status).toBe(207);
      } finally {
        await server()
          .app.db.updateTable('users')
          .set({ two_factor_confirmed_at: null, two_factor_secret: null })
          .where('id', '=', owner.user.row.id)
          .execute();
      }
    });

    it('limits wrong passwords: the eleventh guess in 15 minutes is a 429, even a right one', async () => {
      const user = await createUser(server());
      const guess = davClient(server, user.email, 'wrong password');
      for (let i = 0; i < 10; i += 1) expect((await guess.propfind('/dav/', '0')).status).toBe(401);
      const blocked = await guess.propfind('/dav/', '0');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      const right = davClient(server, user.email, user.password);
      expect((await right.propfind('/dav/', '0')).status).toBe(429);
    });

    it('refuses a suspended account its token (403)', async () => {
      const banned = await account('banned');
      await server()
        .app.db.updateTable('users')
        .set({ banned_at: server().app.clock.iso() })
        .where('id', '=', banned.user.row.id)
        .execute();
      expect((await banned.dav.propfind('/dav/', '0')).status).toBe(403);
    });
  });

  describe('the personal drive', () => {
    let me: Account;
    beforeAll(async () => {
      me = await account('files');
    });

    it('writes and reads what the web app lists: PUT, MKCOL, PROPFIND depth 1, GET with Range', async () => {
      expect((await me.dav.mkcol('/dav/Docs/')).status).toBe(201);
      expect((await me.dav.put('/dav/Docs/notes.txt', 'hello webdav')).status).toBe(201);
      const listing = await me.dav.propfind('/dav/Docs/', '1', PROPS);
      expect(listing.status).toBe(207);
      const xml = await listing.text();
      expect(hrefs(xml)).toEqual(['/dav/Docs/', '/dav/Docs/notes.txt']);
      expect(xml).toContain('<D:getcontentlength>12</D:getcontentlength>');
      expect(xml).toMatch(/<D:quota-used-bytes>\d+<\/D:quota-used-bytes>/);

      const root = hrefs(await (await me.dav.propfind('/dav/')).text());
      expect(root).toEqual(['/dav/', '/dav/workspaces/', '/dav/shared/', '/dav/Docs/']);

      const web = await me.browser.get('/api/v1/drive/file-entries?section=home');
      expect(web.json.pagination.data.map((e: { name: string }) => e.name)).toEqual(['Docs']);

      const range = await me.dav.get('/dav/Docs/notes.txt', { range: 'bytes=6-11' });
      expect(range.status).toBe(206);
      expect(await range.text()).toBe('webdav');
    });

    it('finds a name whichever Unicode form the client sends (macOS decomposes)', async () => {
      const composed = 'Café.txt'.normalize('NFC');
      const decomposed = composed.normalize('NFD');
      expect((await me.dav.put(`/dav/${encodeURIComponent(decomposed)}`, 'crème')).status).toBe(
        201,
      );
      const [entry] = await entriesNamed(composed);
      expect(entry?.name).toBe(composed);
      expect(await (await me.dav.get(`/dav/${encodeURIComponent(composed)}`)).text()).toBe('crème');
      expect((await me.dav.get(`/dav/${encodeURIComponent(decomposed)}`)).status).toBe(200);
    });

    it('holds off other writers while a lock lasts; the hourly job clears it once expired', async () => {
      await me.dav.put('/dav/locked.txt', 'mine');
      const lock = await me.dav.request('LOCK', '/dav/locked.txt', {
        headers: { 'content-type': 'application/xml', timeout: 'Second-60' },
        body: LOCKINFO,
      });
      expect(lock.status).toBe(200);
      const token = lock.headers.get('lock-token')!;
      expect(await lock.text()).toContain('<D:timeout>Second-60</D:timeout>');
      expect((await me.dav.put('/dav/locked.txt', 'no token')).status).toBe(423);
      expect((await me.dav.put('/dav/locked.txt', 'token', { if: `(${token})` })).status).toBe(204);
      passTime(server(), 61_000);
      expect((await me.dav.put('/dav/locked.txt', 'expired')).status).toBe(204);
      await jobsDb(server().app.db)
        .deleteFrom('schedules')
        .where('name', '=', DAV_LOCKS_TASK)
        .execute();
      await runDueJobs(server().app);
      const locks = await server()
        .app.db.withTables<Pick<DB, 'dav_locks'>>()
        .selectFrom('dav_locks')
        .select('token')
        .where('token', '=', token.slice(1, -1))
        .execute();
      expect(locks).toHaveLength(0);
    });

    it('refuses depth infinity politely (403 propfind-finite-depth)', async () => {
      const res = await me.dav.propfind('/dav/', 'infinity');
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('propfind-finite-depth');
    });

    it('keeps the earlier content as a version when a PUT replaces a file', async () => {
      await me.dav.put('/dav/draft.txt', 'first');
      expect((await me.dav.put('/dav/draft.txt', 'second')).status).toBe(204);
      const [entry] = await entriesNamed('draft.txt');
      const versions = await me.browser.get(`/api/v1/file-entries/${entry!.id}/versions`);
      expect(versions.json.versions).toHaveLength(1);
      expect(await (await me.dav.get('/dav/draft.txt')).text()).toBe('second');
    });

    it('deletes to the trash, as the web app does', async () => {
      await me.dav.put('/dav/old.txt', 'bye');
      expect((await me.dav.remove('/dav/old.txt')).status).toBe(204);
      expect((await me.dav.get('/dav/old.txt')).status).toBe(404);
      const [entry] = await entriesNamed('old.txt');
      expect(entry?.deleted_at).not.toBeNull();
    });

    it('moves and copies with the drive rules: renamed, Overwrite honoured, never into itself', async () => {
      await me.dav.mkcol('/dav/Box/');
      await me.dav.mkcol('/dav/Box/Inner/');
      expect((await me.dav.move('/dav/Box/', '/dav/Box/Inner/Box/')).status).toBe(403);
      expect((await me.dav.copy('/dav/Box/', '/dav/Box/Inner/Copy/')).status).toBe(403);
      // Nor over a folder holding it: that would trash the source too.
      expect((await me.dav.move('/dav/Box/Inner/', '/dav/Box/')).status).toBe(403);
      expect((await me.dav.propfind('/dav/Box/Inner/', '0')).status).toBe(207);
      await me.dav.put('/dav/a.txt', 'a');
      await me.dav.put('/dav/b.txt', 'b');
      expect((await me.dav.copy('/dav/a.txt', '/dav/b.txt', { overwrite: 'F' })).status).toBe(412);
      expect((await me.dav.move('/dav/a.txt', '/dav/Box/renamed.txt')).status).toBe(201);
      expect(await (await me.dav.get('/dav/Box/renamed.txt')).text()).toBe('a');
      expect((await me.dav.copy('/dav/Box/renamed.txt', '/dav/b.txt')).status).toBe(204);
      expect(await (await me.dav.get('/dav/b.txt')).text()).toBe('a');
    });

    it('answers a full quota with 507 and keeps nothing of the refused upload', async () => {
      const user = await account('quota');
      await user.dav.put('/dav/small.txt', 'x'.repeat(10));
      await driveDb(server().app.db)
        .updateTable('users')
        .set({ available_space: 20 })
        .where('id', '=', user.user.row.id)
        .execute();
      const before = filesOnDisk(server(), 'files').length;
      const res = await user.dav.put('/dav/big.bin', 'y'.repeat(50));
      expect(res.status).toBe(507);
      expect(await entriesNamed('big.bin')).toHaveLength(0);
      expect(filesOnDisk(server(), 'files')).toHaveLength(before);
    });
  });

  describe('what others shared, and workspaces', () => {
    let owner: Account;
    let viewer: Account;
    let editor: Account;
    let stranger: Account;
    beforeAll(async () => {
      [owner, viewer, editor, stranger] = await Promise.all([
        account('owner'),
        account('viewer'),
        account('editor'),
        account('stranger'),
      ]);
      await owner.dav.mkcol('/dav/Plans/');
      await owner.dav.put('/dav/Plans/plan.txt', 'the plan');
      const [plans] = (await entriesNamed('Plans')).filter((e) => e.owner_id === owner.user.row.id);
      const share = (b: Browser, email: string, edit: boolean) =>
        b.post(`/api/v1/file-entries/${plans!.id}/share`, {
          emails: [email],
          permissions: { view: true, edit, download: true },
        });
      expect((await share(owner.browser, viewer.user.email, false)).status).toBe(200);
      expect((await share(owner.browser, editor.user.email, true)).status).toBe(200);
    });

    it('shows a share under /dav/shared/, read-only for a viewer', async () => {
      const listed = hrefs(await (await viewer.dav.propfind('/dav/shared/')).text());
      expect(listed).toEqual(['/dav/shared/', '/dav/shared/Plans/']);
      expect(await (await viewer.dav.get('/dav/shared/Plans/plan.txt')).text()).toBe('the plan');
      expect((await viewer.dav.put('/dav/shared/Plans/mine.txt', 'no')).status).toBe(403);
      expect((await viewer.dav.put('/dav/shared/Plans/plan.txt', 'no')).status).toBe(403);
      expect((await viewer.dav.remove('/dav/shared/Plans/plan.txt')).status).toBe(403);
      expect((await viewer.dav.mkcol('/dav/shared/Plans/Sub/')).status).toBe(403);
      expect(await entriesNamed('mine.txt')).toHaveLength(0);
      expect(await (await owner.dav.get('/dav/Plans/plan.txt')).text()).toBe('the plan');
    });

    it('lets an editor add to the shared folder; the file lands in the owner’s drive', async () => {
      expect((await editor.dav.put('/dav/shared/Plans/notes.txt', 'added')).status).toBe(201);
      expect(await (await owner.dav.get('/dav/Plans/notes.txt')).text()).toBe('added');
    });

    it('lets an editor of a file shared on its own replace its content, a version kept', async () => {
      await owner.dav.put('/dav/solo.txt', 'v1');
      const [solo] = await entriesNamed('solo.txt');
      const res = await owner.browser.post(`/api/v1/file-entries/${solo!.id}/share`, {
        emails: [editor.user.email, viewer.user.email],
        permissions: { view: true, edit: true, download: true },
      });
      expect(res.status).toBe(200);
      expect((await editor.dav.put('/dav/shared/solo.txt', 'v2')).status).toBe(204);
      expect(await (await owner.dav.get('/dav/solo.txt')).text()).toBe('v2');
      const versions = await owner.browser.get(`/api/v1/file-entries/${solo!.id}/versions`);
      expect(versions.json.versions).toHaveLength(1);
    });

    it('shows a stranger nothing of it', async () => {
      expect(hrefs(await (await stranger.dav.propfind('/dav/shared/')).text())).toEqual([
        '/dav/shared/',
      ]);
      expect((await stranger.dav.get('/dav/shared/Plans/plan.txt')).status).toBe(404);
      expect((await stranger.dav.propfind('/dav/Plans/', '0')).status).toBe(404);
    });

    it('lists each workspace of the user under /dav/workspaces/, to members only', async () => {
      const id = await createWorkspace(server(), owner.user.row.id, [
        { userId: editor.user.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
      ]);
      await createFolder(server(), 'Shared work', { ownerId: owner.user.row.id, workspaceId: id });
      const listed = hrefs(await (await editor.dav.propfind('/dav/workspaces/')).text());
      expect(listed).toEqual(['/dav/workspaces/', '/dav/workspaces/Team/']);
      expect((await editor.dav.put('/dav/workspaces/Team/report.txt', 'r')).status).toBe(201);
      expect(hrefs(await (await owner.dav.propfind('/dav/workspaces/Team/')).text())).toEqual([
        '/dav/workspaces/Team/',
        '/dav/workspaces/Team/Shared work/',
        '/dav/workspaces/Team/report.txt',
      ]);
      // A contributor may add files but not remove the owner's.
      expect((await editor.dav.remove('/dav/workspaces/Team/Shared work/')).status).toBe(403);
      expect((await stranger.dav.propfind('/dav/workspaces/Team/', '0')).status).toBe(404);
    });
  });
});
