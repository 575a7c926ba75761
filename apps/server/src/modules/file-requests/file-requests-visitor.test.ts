import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer, passTime } from '../../../test/harness';
import { createFolder } from '../drive/drive.test-support';
import { driveDb } from '../drive/repo';
import { jsonOf } from '../drive/uploads/upload.test-support';
import {
  publicOf,
  requestsOf,
  visitorTusCreate,
  visitorTusPatch,
  visitorUpload,
} from './file-requests.test-support';
import { BATCH_WINDOW_MS } from './notify';

describeServer('file requests: visitors', (server) => {
  let owner: TestUser;
  let a: Browser;
  const guest = () => new Browser(server());
  /** A deadline ten minutes ahead on the server's clock, and the time that passes it. */
  const soon = () => server().clock.iso(10 * 60_000);
  const pastTheDeadline = () => passTime(server(), 10 * 60_000 + 1000);

  /** A folder of the owner with a request on it (extra fields as the API takes them). */
  async function request(fields: Record<string, unknown> = {}) {
    const folder = await createFolder(server(), `Inbox ${Math.random()}`, {
      ownerId: owner.row.id,
    });
    const res = await a.post(requestsOf(folder.id), { title: 'Send your drafts', ...fields });
    if (res.status !== 200) throw new Error(JSON.stringify(res.json));
    return { folder, hash: res.json.fileRequest.hash as string };
  }

  /** A guest who gave their name and email on the page. */
  async function visitor(hash: string, name = 'Grace Hopper') {
    const b = guest();
    const res = await b.post(publicOf(hash, '/visitor'), {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.json));
    return b;
  }

  const folderNames = async (hash: string) =>
    (await a.get(`/api/v1/drive/file-entries?section=folder&folderId=${hash}`)).json.pagination.data
      .map((e: { name: string }) => e.name)
      .sort();

  beforeAll(async () => {
    owner = await createUser(server());
    a = await signIn(server(), owner);
  });

  it('shows visitors the title, description, deadline and who asks — no ids, no folder', async () => {
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const { hash } = await request({ description: 'PDF please', deadline });
    const page = await guest().get(publicOf(hash));
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      request: {
        hash,
        title: 'Send your drafts',
        description: 'PDF please',
        deadline,
        has_password: false,
        closed: false,
        owner_name: 'Test User',
      },
      passwordRequired: false,
      visitor: null,
      uploads: [],
    });
    expect(page.json.request).not.toHaveProperty('entry_id');
    expect(page.json.request).not.toHaveProperty('user_id');
    expect((await guest().get(publicOf('nope-nope-nope12'))).status).toBe(404);
  });

  it('asks for the password first (wrong 422, right sets a cookie); checks are rate limited', async () => {
    const { hash } = await request({ password: 'open sesame', description: 'Secret plans' });
    const b = guest();
    const locked = await b.get(publicOf(hash));
    expect(locked.json).toMatchObject({ passwordRequired: true, visitor: null, uploads: null });
    expect(locked.json.request).toMatchObject({ title: 'Send your drafts', description: null });
    expect((await b.post(publicOf(hash, '/visitor'), { name: 'X', email: 'x@e.org' })).status).toBe(
      403,
    );
    const wrong = await b.post(publicOf(hash, '/check-password'), { password: 'nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.password).toEqual(['The password is incorrect.']);
    const right = await b.post(publicOf(hash, '/check-password'), { password: 'open sesame' });
    expect(right.status).toBe(200);
    const open = await b.get(publicOf(hash));
    expect(open.json).toMatchObject({
      passwordRequired: false,
      request: { description: 'Secret plans' },
    });

    const hammer = guest();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await hammer.post(publicOf(hash, '/check-password'), { password: 'x' })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('wants a name and a valid email before any upload', async () => {
    const { hash } = await request();
    const b = guest();
    const bad = await b.post(publicOf(hash, '/visitor'), { name: ' ', email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      name: ['Enter your name.'],
      email: ['Enter a valid email address.'],
    });
    const refused = await visitorTusCreate(server(), b, hash, 'a.txt', 5);
    expect(refused.response.status).toBe(403);
    expect((await jsonOf(refused.response)).message).toBe(
      'Enter your name and email before uploading.',
    );
  });

  it('accepts a visitor’s upload into the folder, on the owner’s drive, and lists it for that visitor', async () => {
    const { folder, hash } = await request();
    const grace = await visitor(hash);
    const before = (await a.get('/api/v1/user/space-usage')).json.used;
    const done = await visitorUpload(server(), grace, hash, 'draft.txt', 'chapter one');
    expect(done.status).toBe(200);
    expect(done.json.uploads).toEqual([
      expect.objectContaining({ name: 'draft.txt', file_size: 11, late: false }),
    ]);
    expect(await folderNames(folder.hash)).toEqual(['draft.txt']);
    const entry = await driveDb(server().app.db)
      .selectFrom('file_entries')
      .selectAll()
      .where('parent_id', '=', folder.id)
      .executeTakeFirstOrThrow();
    expect(entry.owner_id).toBe(owner.row.id);
    expect(entry.description).toBe(
      'Uploaded by Grace Hopper <grace@example.org> through the file request “Send your drafts”.',
    );
    expect((await a.get('/api/v1/user/space-usage')).json.used).toBe(before + 11);
    expect((await a.get(requestsOf(folder.id))).json.fileRequests[0].upload_count).toBe(1);
    const page = await grace.get(publicOf(hash));
    expect(page.json.visitor).toEqual({ name: 'Grace Hopper', email: 'grace@example.org' });
    expect(page.json.uploads.map((u: { name: string }) => u.name)).toEqual(['draft.txt']);
  });

  it('shows each visitor only their own uploads, and keeps their uploads from each other', async () => {
    const { folder, hash } = await request();
    const grace = await visitor(hash, 'Grace Hopper');
    const alan = await visitor(hash, 'Alan Turing');
    await visitorUpload(server(), grace, hash, 'grace.txt', 'by grace');
    await visitorUpload(server(), alan, hash, 'alan.txt', 'by alan');
    const names = async (b: Browser) =>
      (await b.get(publicOf(hash))).json.uploads.map((u: { name: string }) => u.name);
    expect(await names(grace)).toEqual(['grace.txt']);
    expect(await names(alan)).toEqual(['alan.txt']);
    expect(await names(guest())).toEqual([]);
    expect(await folderNames(folder.hash)).toEqual(['alan.txt', 'grace.txt']);

    // Alan cannot touch or claim an upload Grace started.
    const { id } = await visitorTusCreate(server(), grace, hash, 'half.txt', 4);
    const patch = await visitorTusPatch(server(), alan, hash, id!, 0, new Uint8Array([1, 2, 3, 4]));
    expect(patch.status).toBe(404);
    const claim = await alan.post(publicOf(hash, '/uploads'), { uploadKey: id });
    expect(claim.status).toBe(422);
    // Nor can a signed-in user adopt it through the drive's own tus endpoint.
    expect((await a.post('/api/v1/tus/entries', { uploadKey: id })).status).toBe(422);
  });

  it('replaces a visitor’s own file of the same name (a version kept), never anyone else’s', async () => {
    const { folder, hash } = await request();
    const grace = await visitor(hash, 'Grace Hopper');
    const alan = await visitor(hash, 'Alan Turing');
    const first = await visitorUpload(server(), grace, hash, 'essay.txt', 'first try');
    expect(first.status).toBe(200);
    const again = await visitorUpload(server(), grace, hash, 'essay.txt', 'second, better try');
    expect(again.json.uploads).toEqual([
      expect.objectContaining({ name: 'essay.txt', file_size: 18 }),
    ]);
    await visitorUpload(server(), alan, hash, 'essay.txt', 'alan’s essay');
    expect(await folderNames(folder.hash)).toEqual(['essay (1).txt', 'essay.txt']);
    const essay = await driveDb(server().app.db)
      .selectFrom('file_entries')
      .selectAll()
      .where('parent_id', '=', folder.id)
      .where('name', '=', 'essay.txt')
      .executeTakeFirstOrThrow();
    const versions = (await a.get(`/api/v1/file-entries/${essay.id}/versions`)).json.versions;
    expect(versions.map((v: { file_size: number }) => v.file_size)).toEqual([9]);
    // Alan's own file of that name was numbered; Grace's stays hers, with its history.
    expect(
      (await alan.get(publicOf(hash))).json.uploads.map((u: { name: string }) => u.name),
    ).toEqual(['essay (1).txt']);
  });

  it('refuses uploads once the deadline passes when late uploads are off (403, clear message; page says closed)', async () => {
    const { folder, hash } = await request({ deadline: soon() });
    const grace = await visitor(hash);
    expect((await grace.get(publicOf(hash))).json.request.closed).toBe(false);
    // Started before the deadline: may still finish after it.
    const started = await visitorTusCreate(server(), grace, hash, 'started.txt', 3);
    pastTheDeadline();

    const refused = await visitorTusCreate(server(), grace, hash, 'late.txt', 4);
    expect(refused.response.status).toBe(403);
    expect((await jsonOf(refused.response)).message).toBe(
      'This file request is closed: its deadline has passed.',
    );
    const page = await grace.get(publicOf(hash));
    expect(page.json.request.closed).toBe(true);
    expect(
      (await guest().post(publicOf(hash, '/visitor'), { name: 'N', email: 'n@e.org' })).status,
    ).toBe(403);

    expect(
      (await visitorTusPatch(server(), grace, hash, started.id!, 0, new Uint8Array([1, 2, 3])))
        .status,
    ).toBe(204);
    const finished = await grace.post(publicOf(hash, '/uploads'), { uploadKey: started.id });
    expect(finished.status).toBe(200);
    expect(await folderNames(folder.hash)).toEqual(['started.txt']);
  });

  it('accepts late uploads when the owner allows them, marked late', async () => {
    const { hash } = await request({ deadline: soon(), allowLateUploads: true });
    const grace = await visitor(hash);
    pastTheDeadline();
    expect((await grace.get(publicOf(hash))).json.request.closed).toBe(false);
    const done = await visitorUpload(server(), grace, hash, 'late.txt', 'sorry');
    expect(done.status).toBe(200);
    expect(done.json.uploads[0]).toMatchObject({ name: 'late.txt', late: true });
  });

  it('counts against the owner’s quota and refuses what would go over it, or over the size limit', async () => {
    const { hash } = await request();
    const grace = await visitor(hash);
    const used = (await a.get('/api/v1/user/space-usage')).json.used;
    await driveDb(server().app.db)
      .updateTable('users')
      .set({ available_space: used + 10 })
      .where('id', '=', owner.row.id)
      .execute();
    try {
      const over = await visitorUpload(server(), grace, hash, 'big.txt', 'x'.repeat(11));
      expect(over.status).toBe(422);
      expect(over.json.errors.file).toEqual([
        'The person who asked for these files has run out of storage space. Let them know.',
      ]);
      expect((await visitorUpload(server(), grace, hash, 'fits.txt', 'x'.repeat(10))).status).toBe(
        200,
      );
      expect((await a.get('/api/v1/user/space-usage')).json.used).toBe(used + 10);
    } finally {
      await driveDb(server().app.db)
        .updateTable('users')
        .set({ available_space: null })
        .where('id', '=', owner.row.id)
        .execute();
    }
    await server().app.settings.set('uploads.max_size', 5);
    try {
      const big = await visitorUpload(server(), grace, hash, 'six.txt', 'sixsix');
      expect(big.status).toBe(422);
      expect(big.json.message).toBe('The file is larger than the maximum upload size.');
    } finally {
      await server().app.settings.set('uploads.max_size', null);
    }
  });

  it('refuses a file name with NUL or a text-direction override, under the drive’s name rule', async () => {
    const { hash } = await request();
    const grace = await visitor(hash);
    for (const name of ['invoice\u202Efdp.exe', 'a\u0000b.txt']) {
      const refused = await visitorTusCreate(server(), grace, hash, name, 3);
      expect(refused.response.status, JSON.stringify(name)).toBe(422);
      expect(refused.id).toBeNull();
    }
  });

  describe('owner notification', () => {
    const notificationsOf = async (b: Browser) =>
      (await b.get('/api/v1/notifications')).json.pagination.data.filter(
        (n: { type: string }) => n.type === 'file-request-upload',
      );

    it('tells the owner once per batch when the page says it is done, through their channels', async () => {
      const notified = await createUser(server());
      const n = await signIn(server(), notified);
      const folder = await createFolder(server(), 'Batch', { ownerId: notified.row.id });
      const { hash } = (await n.post(requestsOf(folder.id), { title: 'Photos' })).json.fileRequest;
      const grace = await visitor(hash);
      await visitorUpload(server(), grace, hash, 'one.jpg', '1');
      await visitorUpload(server(), grace, hash, 'two.jpg', '2');
      const done = await grace.post(publicOf(hash, '/uploads/done'));
      expect(done.json.notified).toBe(2);
      expect((await grace.post(publicOf(hash, '/uploads/done'))).json.notified).toBe(0);
      const list = await notificationsOf(n);
      expect(list).toHaveLength(1);
      expect(list[0].data.lines[0].content).toBe(
        '<strong>Grace Hopper</strong> (grace@example.org) uploaded 2 files to your request <strong>Photos</strong>.',
      );
      expect(list[0].data.lines[1].content).toBe('one.jpg, two.jpg');
      expect(list[0].data.mainAction).toEqual({
        label: 'Open folder',
        action: `/drive/folders/${folder.hash}`,
      });
      const mail = await server()
        .app.db.selectFrom('outgoing_emails')
        .selectAll()
        .where('to', '=', notified.email.toLowerCase())
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(mail?.subject).toBe(
        'Grace Hopper (grace@example.org) uploaded 2 files to your request Photos.',
      );
      expect(await notificationsOf(a)).toEqual([]);
    });

    it('falls back to a queued job when the page never says done; no email when the owner turned it off', async () => {
      const quiet = await createUser(server());
      const q = await signIn(server(), quiet);
      await q.request('PUT', '/api/v1/notifications/me/subscriptions', {
        selections: [{ notif_id: 'file-request-upload', channels: { email: false } }],
      });
      const folder = await createFolder(server(), 'Quiet', { ownerId: quiet.row.id });
      const { hash } = (await q.post(requestsOf(folder.id), { title: 'Forms' })).json.fileRequest;
      const grace = await visitor(hash);
      await visitorUpload(server(), grace, hash, 'form.dat', 'data');
      expect(await notificationsOf(q)).toEqual([]);
      // The fallback job runs once the batch window is over.
      passTime(server(), BATCH_WINDOW_MS + 1000);
      await server().app.jobs.runDue();
      const list = await notificationsOf(q);
      expect(list).toHaveLength(1);
      expect(list[0].data.lines[0].content).toContain('uploaded 1 file to your request');
      const mail = await server()
        .app.db.selectFrom('outgoing_emails')
        .select('id')
        .where('to', '=', quiet.email.toLowerCase())
        .executeTakeFirst();
      expect(mail).toBeUndefined();
    });
  });
});
