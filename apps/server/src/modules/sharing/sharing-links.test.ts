import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, passHumanCheck, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { runDueJobs } from '../../platform/jobs';
import { thumbnailKey } from '../../platform/storage';
import { createFolder } from '../drive/drive.test-support';
import { driveDb } from '../drive/repo';
import { EXPIRED_LINKS_TASK } from './index';
import { sharingDb } from './repo';
import { createStoredFile } from './sharing.test-support';

describeServer('shareable links', (server) => {
  let owner: TestUser;
  let a: Browser;
  let viewerUser: TestUser;
  let viewer: Browser;
  let stranger: Browser;
  const guest = () => new Browser(server());
  const put = (b: Browser, path: string, body: unknown) => b.request('PUT', path, body);
  const linkOf = (id: number) => `/api/v1/file-entries/${id}/shareable-link`;
  const pub = (hash: string, rest = '') => `/api/v1/shareable-links/${hash}${rest}`;
  const file = (name: string, content = 'hello link') =>
    createStoredFile(server(), name, content, { ownerId: owner.row.id });

  beforeAll(async () => {
    owner = await createUser(server());
    a = await signIn(server(), owner);
    viewerUser = await createUser(server());
    viewer = await signIn(server(), viewerUser);
    stranger = await signIn(server(), await createUser(server()));
  });

  describe('with the human check on for link creation', () => {
    it('given no proof, refuses a new public link; given a pass, creates it; changing it needs none', async () => {
      const entry = await file('guarded.txt');
      await server().app.settings.set('recaptcha.enable.link_creation', true);
      try {
        const refused = await a.post(linkOf(entry.id), {});
        expect(refused.status).toBe(422);
        expect(refused.json.message).toBe('Could not verify you are human.');
        expect((await a.get(linkOf(entry.id))).json.link).toBeNull();
        await passHumanCheck(a);
        const created = await a.post(linkOf(entry.id), {});
        expect(created.status).toBe(200);
        // The pass is spent; the live link's settings still change without another check.
        const changed = await a.post(linkOf(entry.id), { allowDownload: false });
        expect(changed.status).toBe(200);
        expect(changed.json.link).toMatchObject({
          hash: created.json.link.hash,
          allow_download: false,
        });
      } finally {
        await server().app.settings.reset('recaptcha.enable.link_creation');
      }
      // Off again: a new link needs no check.
      const other = await file('open.txt');
      expect((await a.post(linkOf(other.id), {})).status).toBe(200);
    });
  });

  describe('owner routes', () => {
    it('creates a link with the defaults, updates it, never returns the password, removes it', async () => {
      const entry = await file('a.txt');
      expect((await a.get(linkOf(entry.id))).json.link).toBeNull();
      const created = await a.post(linkOf(entry.id), {});
      expect(created.status).toBe(200);
      expect(created.json.link).toMatchObject({
        entry_id: entry.id,
        allow_download: true,
        allow_edit: false,
        expires_at: null,
        has_password: false,
        download_limit: null,
        download_count: 0,
      });
      expect(created.json.link.hash).toMatch(/^[\w-]{16}$/);
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      const updated = await put(a, linkOf(entry.id), {
        password: 'secret-pass',
        allowDownload: false,
        expiresAt,
        downloadLimit: 3,
      });
      expect(updated.json.link).toMatchObject({
        hash: created.json.link.hash,
        has_password: true,
        allow_download: false,
        expires_at: expiresAt,
        download_limit: 3,
      });
      expect(JSON.stringify(updated.json)).not.toContain('secret-pass');
      expect(updated.json.link).not.toHaveProperty('password');
      expect((await a.delete(linkOf(entry.id))).status).toBe(200);
      expect((await a.get(linkOf(entry.id))).json.link).toBeNull();
      expect((await guest().get(pub(created.json.link.hash))).status).toBe(404);
    });

    it.each([
      [{ allowDownload: 'yes' }, 'allowDownload'],
      [{ expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ expiresAt: '2000-01-01T00:00:00Z' }, 'expiresAt'],
      [{ downloadLimit: 0 }, 'downloadLimit'],
    ])('answers 422 for %j', async (body, field) => {
      const entry = await file(`bad-${field}-${Math.random()}.txt`);
      const res = await a.post(linkOf(entry.id), body);
      expect(res.status).toBe(422);
      expect(res.json.errors).toHaveProperty([field]);
    });

    it('refuses guests (401), strangers and view-only sharees (403); PUT without a link is 404', async () => {
      const folder = await createFolder(server(), 'Linked', { ownerId: owner.row.id });
      await a.post(`/api/v1/file-entries/${folder.id}/share`, { emails: [viewerUser.email] });
      for (const [b, status] of [
        [guest(), 401],
        [stranger, 403],
        [viewer, 403],
      ] as const) {
        expect((await b.post(linkOf(folder.id), {})).status).toBe(status);
        expect((await b.get(linkOf(folder.id))).status).toBe(status);
        expect((await b.get(`${linkOf(folder.id)}/access-log`)).status).toBe(status);
      }
      expect((await put(a, linkOf(folder.id), {})).status).toBe(404);
    });

    it('given a live link, then guests (401), strangers and view-only sharees (403) neither change nor remove it', async () => {
      const folder = await createFolder(server(), 'Kept link', { ownerId: owner.row.id });
      await a.post(`/api/v1/file-entries/${folder.id}/share`, { emails: [viewerUser.email] });
      const { link } = (await a.post(linkOf(folder.id), {})).json;
      for (const [b, status] of [
        [guest(), 401],
        [stranger, 403],
        [viewer, 403],
      ] as const) {
        expect((await put(b, linkOf(folder.id), { allowEdit: true })).status).toBe(status);
        expect((await b.request('DELETE', linkOf(folder.id))).status).toBe(status);
      }
      expect((await a.get(linkOf(folder.id))).json.link).toMatchObject({
        hash: link.hash,
        allow_edit: false,
      });
    });

    it('reads the access log leniently: a page or size that is not a number falls back, a size is clamped', async () => {
      const entry = await file('logged.txt');
      await a.post(linkOf(entry.id), {});
      const log = async (query: string) =>
        (await a.get(`${linkOf(entry.id)}/access-log${query}`)).json.pagination;
      expect(await log('?page=x&perPage=y')).toMatchObject({ current_page: 1, per_page: 50 });
      expect(await log('?page=0&perPage=500')).toMatchObject({ current_page: 1, per_page: 200 });
    });
  });

  describe('public routes', () => {
    it('shows a folder with its children paginated, in the asked order, and folders inside it only', async () => {
      const top = await createFolder(server(), 'Public', { ownerId: owner.row.id });
      const inner = await createFolder(server(), 'Inner', {
        ownerId: owner.row.id,
        parentId: top.id,
      });
      for (const name of ['b.txt', 'a.txt', 'c.txt']) {
        await createStoredFile(server(), name, name, { ownerId: owner.row.id, parentId: top.id });
      }
      await createStoredFile(server(), 'deep.txt', 'deep', {
        ownerId: owner.row.id,
        parentId: inner.id,
      });
      const outside = await file('outside.txt');
      const { hash } = (await a.post(linkOf(top.id), {})).json.link;
      const page = await guest().get(pub(hash, '?orderBy=name&orderDir=asc&perPage=2'));
      expect(page.status).toBe(200);
      expect(page.json.passwordRequired).toBe(false);
      expect(page.json.entry).toMatchObject({
        name: 'Public',
        permissions: { 'files.download': true },
      });
      expect(page.json.entry.users).toEqual([
        expect.objectContaining({ owns_entry: true, email: '' }),
      ]);
      expect(page.json.folderChildren.data.map((e: { name: string }) => e.name)).toEqual([
        'Inner',
        'a.txt',
      ]);
      expect(page.json.folderChildren).toMatchObject({ total: 4, last_page: 2 });
      const desc = await guest().get(pub(hash, '?orderBy=name&orderDir=desc&page=1'));
      expect(desc.json.folderChildren.data.map((e: { name: string }) => e.name)).toEqual([
        'Inner',
        'c.txt',
        'b.txt',
        'a.txt',
      ]);
      const sub = await guest().get(pub(hash, `?folderId=${inner.hash}`));
      expect(sub.json.folder.name).toBe('Inner');
      expect(sub.json.folderChildren.data.map((e: { name: string }) => e.name)).toEqual([
        'deep.txt',
      ]);
      expect((await guest().get(pub(hash, `?folderId=${outside.hash}`))).status).toBe(404);
      expect((await guest().get(pub('nope-nope-nope12'))).status).toBe(404);
    });

    it('shows nothing above the linked folder: paths start at it and it has no parent', async () => {
      const hidden = await createFolder(server(), 'Private parent', { ownerId: owner.row.id });
      const shared = await createFolder(server(), 'Shared', {
        ownerId: owner.row.id,
        parentId: hidden.id,
      });
      const inner = await createFolder(server(), 'Inner', {
        ownerId: owner.row.id,
        parentId: shared.id,
      });
      const deep = await createStoredFile(server(), 'deep.txt', 'deep', {
        ownerId: owner.row.id,
        parentId: inner.id,
      });
      const { hash } = (await a.post(linkOf(shared.id), {})).json.link;
      const top = (await guest().get(pub(hash))).json;
      expect(top.entry).toMatchObject({ id: shared.id, path: String(shared.id), parent_id: null });
      expect(top.folderChildren.data[0]).toMatchObject({
        id: inner.id,
        path: `${shared.id}/${inner.id}`,
        parent_id: shared.id,
      });
      const sub = (await guest().get(pub(hash, `?folderId=${inner.hash}`))).json;
      expect(sub.folder.path).toBe(`${shared.id}/${inner.id}`);
      expect(sub.folderChildren.data[0].path).toBe(`${shared.id}/${inner.id}/${deep.id}`);
      const paths = [
        top.entry,
        sub.folder,
        ...top.folderChildren.data,
        ...sub.folderChildren.data,
      ].flatMap((e: { path: string }) => e.path.split('/').map(Number));
      expect(paths).not.toContain(hidden.id);
    });

    it('serves the thumbnails of files inside the link, and validates the query (422)', async () => {
      const top = await createFolder(server(), 'Photos', { ownerId: owner.row.id });
      const photo = await createStoredFile(server(), 'photo.png', 'png bytes', {
        ownerId: owner.row.id,
        parentId: top.id,
        mime: 'image/png',
      });
      const plain = await createStoredFile(server(), 'plain.txt', 'text', {
        ownerId: owner.row.id,
        parentId: top.id,
      });
      await server().app.storages.local.put(
        thumbnailKey(photo.storage_key!),
        Readable.from([Buffer.from('webp bytes')]),
        { contentType: 'image/webp' },
      );
      await driveDb(server().app.db)
        .updateTable('file_entries')
        .set({ thumbnail: 1 })
        .where('id', '=', photo.id)
        .execute();
      const { hash } = (await a.post(linkOf(top.id), {})).json.link;
      const thumb = (id: number, flag = 'true') =>
        guest().request('GET', pub(hash, `/preview?entryId=${id}&thumbnail=${flag}`));
      const ok = await thumb(photo.id);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('image/webp');
      expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
      expect(ok.text).toBe('webp bytes');
      expect((await thumb(plain.id)).status).toBe(404);
      const bad = await thumb(photo.id, 'maybe');
      expect(bad.status).toBe(422);
      expect(bad.json.errors).toHaveProperty('thumbnail');
      await put(a, linkOf(top.id), { password: 'thumb secret' });
      expect((await thumb(photo.id)).status).toBe(403);
    });

    it('asks for the password, refuses a wrong one (422), unlocks with the right one, and rate limits', async () => {
      const entry = await file('locked.txt', 'locked bytes');
      const { hash } = (await a.post(linkOf(entry.id), { password: 'open sesame' })).json.link;
      const visitor = guest();
      const first = await visitor.get(pub(hash));
      expect(first.json).toMatchObject({
        passwordRequired: true,
        entry: null,
        link: { has_password: true },
      });
      expect((await visitor.get(pub(hash, '/download'))).status).toBe(403);
      const wrong = await visitor.post(pub(hash, '/check-password'), { password: 'nope' });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors).toHaveProperty('password');
      expect((await visitor.post(pub(hash, '/check-password'), {})).status).toBe(422);
      const right = await visitor.post(pub(hash, '/check-password'), { password: 'open sesame' });
      expect(right.status).toBe(200);
      expect(right.json.matches).toBe(true);
      expect((await visitor.get(pub(hash))).json.entry.name).toBe('locked.txt');
      const dl = await visitor.request('GET', pub(hash, '/download'));
      expect(dl.status).toBe(200);
      // The token works without the cookie too (links opened in a new context).
      const other = guest();
      expect((await other.get(pub(hash, `/preview?token=${right.json.token}`))).status).toBe(200);

      const attacker = guest();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await attacker.post(pub(hash, '/check-password'), { password: `x${i}` })).status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('given a removed link, then the page and the password check answer 404 even for a malformed query or an empty password', async () => {
      const entry = await file('removed.txt');
      const { hash } = (await a.post(linkOf(entry.id), { password: 'gone soon' })).json.link;
      expect((await guest().get(pub(hash))).json.passwordRequired).toBe(true);
      await a.request('DELETE', linkOf(entry.id));
      const visitor = guest();
      expect((await visitor.get(pub(hash, '?perPage=0&orderBy=nope'))).status).toBe(404);
      const check = await visitor.post(pub(hash, '/check-password'), {});
      expect(check.status).toBe(404);
      expect(check.json.message).toBe('This link does not exist or has expired.');
    });

    it('serves downloads and previews with the bytes; download disabled is a 403 but preview works', async () => {
      const entry = await file('bytes.txt', 'the exact bytes');
      const { hash } = (await a.post(linkOf(entry.id), {})).json.link;
      const res = await server().fetch(pub(hash, '/download'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect(await res.text()).toBe('the exact bytes');
      const preview = await server().fetch(pub(hash, '/preview'));
      expect(preview.headers.get('content-disposition')).toContain('inline');

      await put(a, linkOf(entry.id), { allowDownload: false });
      expect((await guest().get(pub(hash, '/download'))).status).toBe(403);
      expect((await guest().get(pub(hash))).json.entry.permissions['files.download']).toBe(false);
      expect((await server().fetch(pub(hash, '/preview'))).status).toBe(200);
      expect((await viewer.post(pub(hash, '/import'))).status).toBe(403);
    });

    it('zips a folder and stops at the download limit', async () => {
      const folder = await createFolder(server(), 'Zipped', { ownerId: owner.row.id });
      await createStoredFile(server(), 'in.txt', 'zip me', {
        ownerId: owner.row.id,
        parentId: folder.id,
      });
      const { hash } = (await a.post(linkOf(folder.id), { downloadLimit: 2 })).json.link;
      const zip = await server().fetch(pub(hash, '/download'));
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      await zip.arrayBuffer();
      expect((await guest().get(pub(hash, '/download'))).status).toBe(200);
      const third = await guest().get(pub(hash, '/download'));
      expect(third.status).toBe(403);
      expect(third.json.message).toBe('This link has reached its download limit.');
      expect((await a.get(linkOf(folder.id))).json.link.download_count).toBe(2);
    });

    it('imports a folder into the signed-in visitor drive; guests get 401', async () => {
      const folder = await createFolder(server(), 'Importable', { ownerId: owner.row.id });
      await createStoredFile(server(), 'doc.txt', 'copy me', {
        ownerId: owner.row.id,
        parentId: folder.id,
      });
      const { hash } = (await a.post(linkOf(folder.id), {})).json.link;
      expect((await guest().post(pub(hash, '/import'))).status).toBe(401);
      const res = await stranger.post(pub(hash, '/import'));
      expect(res.status).toBe(200);
      const copy = res.json.fileEntries[0];
      expect(copy).toMatchObject({ type: 'folder', parent_id: null });
      expect(copy.owner_id).not.toBe(owner.row.id);
      const children = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select(['name', 'owner_id'])
        .where('parent_id', '=', copy.id)
        .execute();
      expect(children).toEqual([{ name: 'doc.txt', owner_id: copy.owner_id }]);
      // The grant lasted for the import only.
      expect(
        (await stranger.get(`/api/v1/drive/file-entries?section=folder&folderId=${folder.id}`))
          .status,
      ).toBe(403);
    });

    it('logs visits for the owner: time, IP prefix, user agent, action', async () => {
      const entry = await file('logged.txt');
      const { hash } = (await a.post(linkOf(entry.id), {})).json.link;
      const visitor = new Browser(server(), '203.0.113.77');
      await visitor.get(pub(hash), { 'user-agent': 'TestAgent/1.0' });
      await visitor.get(pub(hash, '/download'), { 'user-agent': 'TestAgent/1.0' });
      const log = await a.get(`${linkOf(entry.id)}/access-log`);
      expect(log.status).toBe(200);
      expect(log.json.pagination.data.map((r: { action: string }) => r.action)).toEqual([
        'download',
        'view',
      ]);
      expect(log.json.pagination.data[0]).toMatchObject({
        ip_prefix: '203.0.113.0',
        user_agent: 'TestAgent/1.0',
      });
    });
  });

  describe('expiry', () => {
    it('stops an expired link at once and the scheduled job removes it', async () => {
      const entry = await file('soon.txt');
      const { hash, id } = (
        await a.post(linkOf(entry.id), { expiresAt: new Date(Date.now() + 60_000).toISOString() })
      ).json.link;
      expect((await guest().get(pub(hash))).status).toBe(200);
      await sharingDb(server().app.db)
        .updateTable('shareable_links')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      expect((await guest().get(pub(hash))).status).toBe(404);
      expect((await guest().get(pub(hash, '/download'))).status).toBe(404);
      expect((await a.get(linkOf(entry.id))).json.link).toBeNull();
      await runDueJobs(server().app);
      const rows = await sharingDb(server().app.db)
        .selectFrom('shareable_links')
        .select('id')
        .where('id', '=', id)
        .execute();
      expect(rows).toEqual([]);
      const log = await server()
        .app.db.selectFrom('schedule_log' as never)
        .selectAll()
        .where('job' as never, '=', EXPIRED_LINKS_TASK as never)
        .execute();
      expect(log.length).toBeGreaterThan(0);
    });
  });
});
