import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_MESSAGES, WORKSPACE_ROLE_CONTRIBUTOR } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createUser, signIn, type TestUser } from '../../../../test/auth';
import { describeServer, type TestServer } from '../../../../test/harness';
import { runDueJobs } from '../../../platform/jobs';
import { createFolder, createWorkspace } from '../drive.test-support';
import { driveDb } from '../repo';
import { TUS_CLEANUP_TASK } from './routes';
import {
  bytes,
  filesOnDisk,
  jsonOf,
  rawFetch,
  sha256,
  tinyPdf,
  tusCreate,
  tusMetadata,
  tusPatch,
  uploadMultipart,
  uploadViaTus,
} from './upload.test-support';

async function entriesOf(server: TestServer, ownerId: number) {
  return driveDb(server.app.db)
    .selectFrom('file_entries')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .execute();
}

describeServer('drive uploads', (server) => {
  let owner: TestUser;
  let browser: Browser;
  beforeAll(async () => {
    owner = await createUser(server());
    browser = await signIn(server(), owner);
  });

  describe('tus', () => {
    it('given a tus upload in two PATCHes, then tus/entries creates the entry and the bytes read back exact', async () => {
      const data = bytes(300_000);
      const folder = await createFolder(server(), 'Inbox', { ownerId: owner.row.id });
      const { status, json } = await uploadViaTus(server().url, browser, 'report.bin', data, {
        parentId: folder.id,
        relativePath: 'a/b',
      });
      expect(status).toBe(200);
      expect(json.fileEntry).toMatchObject({ name: 'report.bin', file_size: data.length });
      const row = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .selectAll()
        .where('id', '=', json.fileEntry.id)
        .executeTakeFirstOrThrow();
      expect(row.storage_key).toMatch(/^files\//);
      const parent = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .selectAll()
        .where('id', '=', row.parent_id ?? 0)
        .executeTakeFirstOrThrow();
      expect(parent.name).toBe('b');
      const download = await rawFetch(
        server().url,
        browser,
        'GET',
        `/api/v1/file-entries/${json.fileEntry.hash}`,
      );
      expect(download.status).toBe(200);
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(data));
      // The tus copy is gone once the bytes moved to their key.
      expect(filesOnDisk(server(), 'tus')).toEqual([]);
    });

    it('given creation-with-upload (bytes in the POST), then the offset counts them', async () => {
      const data = bytes(500);
      const res = await rawFetch(server().url, browser, 'POST', '/api/v1/tus/upload', {
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': '1000',
          'Upload-Metadata': tusMetadata({ name: 'early.bin' }),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: data,
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('upload-offset')).toBe('500');
    });

    it('given a chunk whose sha256 checksum does not match, then it answers 460 and the offset stays', async () => {
      const data = bytes(1000);
      const { id } = await tusCreate(server().url, browser, data.length, { name: 'c.bin' });
      const wrong = Buffer.from(new Uint8Array(32)).toString('base64');
      const bad = await tusPatch(server().url, browser, id!, 0, data, {
        'Upload-Checksum': `sha256 ${wrong}`,
      });
      expect(bad.status).toBe(460);
      const head = await rawFetch(server().url, browser, 'HEAD', `/api/v1/tus/upload/${id}`, {
        headers: { 'Tus-Resumable': '1.0.0' },
      });
      expect(head.headers.get('upload-offset')).toBe('0');
      const good = Buffer.from(sha256(data), 'hex').toString('base64');
      const ok = await tusPatch(server().url, browser, id!, 0, data, {
        'Upload-Checksum': `sha256 ${good}`,
      });
      expect(ok.status).toBe(204);
      expect(ok.headers.get('upload-offset')).toBe('1000');
      const unsupported = await tusPatch(server().url, browser, id!, 1000, new Uint8Array(0), {
        'Upload-Checksum': 'md5 abc',
      });
      expect(unsupported.status).toBe(400);
    });

    it('advertises the creation, termination, checksum and expiration extensions; an unfinished upload carries Upload-Expires', async () => {
      const options = await rawFetch(server().url, null, 'OPTIONS', '/api/v1/tus/upload');
      expect(options.headers.get('tus-extension')).toMatch(/creation/);
      expect(options.headers.get('tus-extension')).toMatch(/termination/);
      expect(options.headers.get('tus-extension')).toMatch(/expiration/);
      expect(options.headers.get('tus-extension')).toMatch(/checksum/);
      expect(options.headers.get('tus-checksum-algorithm')).toBe('sha256');
      const { response } = await tusCreate(server().url, browser, 10, { name: 'e.bin' });
      expect(response.status).toBe(201);
      const expires = Date.parse(response.headers.get('upload-expires') ?? '');
      expect(expires - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    });

    it('given an unfinished upload older than 24 h, then the hourly drive.tus-expired task removes it and logs the run', async () => {
      const { id } = await tusCreate(server().url, browser, 100, { name: 'stale.bin' });
      await tusPatch(server().url, browser, id!, 0, bytes(10));
      const infoPath = join(server().config.dataDir, 'storage', 'tus', `${id}.json`);
      const info = JSON.parse(readFileSync(infoPath, 'utf8'));
      info.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
      writeFileSync(infoPath, JSON.stringify(info));
      const head = await rawFetch(server().url, browser, 'HEAD', `/api/v1/tus/upload/${id}`, {
        headers: { 'Tus-Resumable': '1.0.0' },
      });
      expect(head.status).toBe(410);
      await server()
        .app.db.updateTable('schedules' as never)
        .set({ next_run_at: new Date(0).toISOString() } as never)
        .where('name' as never, '=', TUS_CLEANUP_TASK as never)
        .execute();
      await runDueJobs(server().app);
      expect(filesOnDisk(server(), 'tus').filter((f) => f.startsWith(id!))).toEqual([]);
      const log = await server()
        .app.db.selectFrom('schedule_log' as never)
        .selectAll()
        .where('job' as never, '=', TUS_CLEANUP_TASK as never)
        .orderBy('id' as never, 'desc')
        .executeTakeFirstOrThrow();
      expect(log).toMatchObject({ status: 'success' });
      expect((log as { message: string }).message).toMatch(/^Removed [1-9]\d* expired upload/);
    });

    it('given DELETE (termination), then the upload and its bytes are gone', async () => {
      const { id } = await tusCreate(server().url, browser, 10, { name: 'gone.bin' });
      await tusPatch(server().url, browser, id!, 0, bytes(5));
      const del = await rawFetch(server().url, browser, 'DELETE', `/api/v1/tus/upload/${id}`, {
        headers: { 'Tus-Resumable': '1.0.0' },
      });
      expect(del.status).toBe(204);
      expect(filesOnDisk(server(), 'tus').filter((f) => f.startsWith(id!))).toEqual([]);
    });

    it('refuses a guest (401), a forged request without XSRF (403) and a stranger touching the upload (404/422)', async () => {
      expect((await tusCreate(server().url, null, 10, { name: 'x.bin' })).response.status).toBe(
        401,
      );
      const { id } = await tusCreate(server().url, browser, 10, { name: 'x.bin' });
      const forged = await rawFetch(server().url, browser, 'PATCH', `/api/v1/tus/upload/${id}`, {
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'x-xsrf-token': 'forged',
        },
        body: bytes(10),
      });
      expect(forged.status).toBe(403);
      const stranger = await signIn(server(), await createUser(server()));
      expect((await tusPatch(server().url, stranger, id!, 0, bytes(10))).status).toBe(404);
      const steal = await stranger.post('/api/v1/tus/entries', { uploadKey: id });
      expect(steal.status).toBe(422);
      expect(
        (await browser.post('/api/v1/tus/entries', { uploadKey: id })).json.errors.uploadKey,
      ).toEqual([UPLOAD_MESSAGES.uploadIncomplete]);
      expect(
        (
          await new (browser.constructor as typeof Browser)(server()).post('/api/v1/tus/entries', {
            uploadKey: id,
          })
        ).status,
      ).toBe(401);
    });

    it('answers 422 for an invalid uploadKey or parentId', async () => {
      const bad = await browser.post('/api/v1/tus/entries', { uploadKey: '../../etc/passwd' });
      expect(bad.status).toBe(422);
      expect(bad.json.errors.uploadKey).toBeDefined();
      const notNumber = await browser.post('/api/v1/tus/entries', {
        uploadKey: 'a'.repeat(32),
        parentId: 'x',
      });
      expect(notNumber.status).toBe(422);
    });

    it('given uploads.max_size lowered after the upload was created, then finalising refuses it and leaves no bytes and no entry', async () => {
      const user = await createUser(server());
      const b = await signIn(server(), user);
      const data = bytes(2000);
      const { id } = await tusCreate(server().url, b, data.length, { name: 'big.bin' });
      await tusPatch(server().url, b, id!, 0, data);
      const before = filesOnDisk(server(), 'files').length;
      await server().app.settings.set('uploads.max_size', 1000);
      try {
        const res = await b.post('/api/v1/tus/entries', { uploadKey: id });
        expect(res.status).toBe(422);
        expect(res.json.message).toBe(UPLOAD_MESSAGES.tooLarge);
      } finally {
        await server().app.settings.set('uploads.max_size', null);
      }
      expect(await entriesOf(server(), user.row.id)).toEqual([]);
      expect(filesOnDisk(server(), 'files').length).toBe(before);
      expect(filesOnDisk(server(), 'tus').filter((f) => f.startsWith(id!))).toEqual([]);
    });

    it('given a blocked extension, then the tus creation is refused before any byte is sent', async () => {
      await server().app.settings.set('uploads.blocked_extensions', ['exe']);
      try {
        const { response } = await tusCreate(server().url, browser, 10, { name: 'setup.EXE' });
        expect(response.status).toBe(422);
      } finally {
        await server().app.settings.set('uploads.blocked_extensions', []);
      }
    });

    it('given a quota that the upload would exceed, then creation is refused (422)', async () => {
      const user = await createUser(server());
      await driveDb(server().app.db)
        .updateTable('users')
        .set({ available_space: 100 })
        .where('id', '=', user.row.id)
        .execute();
      const b = await signIn(server(), user);
      const { response } = await tusCreate(server().url, b, 101, {
        name: 'q.bin',
        workspaceId: '0',
      });
      expect(response.status).toBe(422);
      // Without a place in the metadata the quota is checked when the entry is made.
      const { id } = await tusCreate(server().url, b, 101, { name: 'q.bin' });
      await tusPatch(server().url, b, id!, 0, bytes(101));
      const refused = await b.post('/api/v1/tus/entries', { uploadKey: id });
      expect(refused.status).toBe(422);
      expect(await entriesOf(server(), user.row.id)).toEqual([]);
      expect(filesOnDisk(server(), 'tus').filter((f) => f.startsWith(id!))).toEqual([]);
    });
  });

  describe('multipart', () => {
    it('given a small file with fields, then it creates the entry in the folder and queues the text extraction', async () => {
      const folder = await createFolder(server(), 'Docs', { ownerId: owner.row.id });
      const res = await uploadMultipart(
        server().url,
        browser,
        'notes.txt',
        new TextEncoder().encode('quarterly zebra numbers'),
        { parentId: String(folder.id) },
        'text/plain',
      );
      expect(res.status).toBe(200);
      const json = await jsonOf(res);
      expect(json.fileEntry).toMatchObject({
        name: 'notes.txt',
        type: 'text',
        parent_id: folder.id,
      });
      await runDueJobs(server().app);
      const found = await browser.get('/api/v1/drive/file-entries?section=search&query=zebra');
      expect(found.json.pagination.data.map((e: { name: string }) => e.name)).toContain(
        'notes.txt',
      );
    });

    it('given a PDF, then its text is extracted in the background and found by search', async () => {
      const res = await uploadMultipart(
        server().url,
        browser,
        'minutes.pdf',
        tinyPdf('Budget meeting about wombats'),
        {},
        'application/pdf',
      );
      expect(res.status).toBe(200);
      const before = await browser.get('/api/v1/drive/file-entries?section=search&query=wombats');
      expect(before.json.pagination.data).toEqual([]);
      await runDueJobs(server().app);
      const found = await browser.get('/api/v1/drive/file-entries?section=search&query=wombats');
      expect(found.json.pagination.data.map((e: { name: string }) => e.name)).toEqual([
        'minutes.pdf',
      ]);
    });

    it('given a blocked extension, then it answers 422 and leaves no bytes and no entry', async () => {
      const user = await createUser(server());
      const b = await signIn(server(), user);
      const before = filesOnDisk(server(), 'files').length;
      await server().app.settings.set('uploads.allowed_extensions', ['jpg']);
      try {
        const res = await uploadMultipart(server().url, b, 'evil.php', bytes(100));
        expect(res.status).toBe(422);
        expect((await jsonOf(res)).message).toBe(UPLOAD_MESSAGES.extensionNotAllowed);
      } finally {
        await server().app.settings.set('uploads.allowed_extensions', []);
      }
      expect(await entriesOf(server(), user.row.id)).toEqual([]);
      expect(filesOnDisk(server(), 'files').length).toBe(before);
    });

    it('given a file over uploads.max_size, then 422 with nothing written', async () => {
      const before = filesOnDisk(server(), 'files').length;
      await server().app.settings.set('uploads.max_size', 50);
      try {
        const res = await uploadMultipart(server().url, browser, 'big.bin', bytes(5000));
        expect(res.status).toBe(422);
      } finally {
        await server().app.settings.set('uploads.max_size', null);
      }
      expect(filesOnDisk(server(), 'files').length).toBe(before);
    });

    it('refuses a guest (401), a stranger uploading into my folder (403), a missing file (422) and a non-folder parent (422)', async () => {
      expect((await uploadMultipart(server().url, null, 'a.txt', bytes(3))).status).toBe(401);
      const folder = await createFolder(server(), 'Private', { ownerId: owner.row.id });
      const stranger = await signIn(server(), await createUser(server()));
      const before = filesOnDisk(server(), 'files').length;
      expect(
        (
          await uploadMultipart(server().url, stranger, 'a.txt', bytes(3), {
            parentId: String(folder.id),
          })
        ).status,
      ).toBe(403);
      expect(filesOnDisk(server(), 'files').length).toBe(before);
      const form = new FormData();
      form.append('parentId', '');
      const noFile = await rawFetch(server().url, browser, 'POST', '/api/v1/file-entries', {
        body: form,
      });
      expect(noFile.status).toBe(422);
      const bad = await uploadMultipart(server().url, browser, 'a.txt', bytes(3), {
        parentId: '999999',
      });
      expect(bad.status).toBe(422);
    });

    it('lets a workspace contributor upload into the workspace; a non-member is refused', async () => {
      const contributor = await createUser(server());
      const ws = await createWorkspace(server(), owner.row.id, [
        { userId: contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
      ]);
      const b = await signIn(server(), contributor);
      const ok = await uploadMultipart(server().url, b, 'team.txt', bytes(10), {
        workspaceId: String(ws),
      });
      expect(ok.status).toBe(200);
      expect((await jsonOf(ok)).fileEntry).toMatchObject({
        workspace_id: ws,
        owner_id: contributor.row.id,
      });
      // The web client sends the active workspace as a query parameter.
      const viaQuery = await rawFetch(
        server().url,
        b,
        'POST',
        `/api/v1/file-entries?workspaceId=${ws}`,
        {
          body: (() => {
            const form = new FormData();
            form.append('file', new Blob([bytes(4)]), 'q.txt');
            return form;
          })(),
        },
      );
      expect((await jsonOf(viaQuery)).fileEntry).toMatchObject({ workspace_id: ws });
      const { id } = await tusCreate(server().url, b, 3, { name: 't.txt' });
      await tusPatch(server().url, b, id!, 0, bytes(3));
      const tusInWs = await b.post(`/api/v1/tus/entries?workspaceId=${ws}`, { uploadKey: id });
      expect(tusInWs.json.fileEntry).toMatchObject({ workspace_id: ws, name: 't.txt' });
      const outsider = await signIn(server(), await createUser(server()));
      expect(
        (
          await uploadMultipart(server().url, outsider, 'x.txt', bytes(10), {
            workspaceId: String(ws),
          })
        ).status,
      ).toBe(403);
    });
  });
});
