import { WORKSPACE_ROLE_CONTRIBUTOR, WORKSPACE_ROLE_EDITOR } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFileRow, createFolder, createWorkspace } from '../drive/drive.test-support';
import { wsDb } from '../workspaces/repo';
import { publicOf, requestsOf } from './file-requests.test-support';
import { requestsDb } from './repo';

describeServer('file requests: owner routes', (server) => {
  let owner: TestUser;
  let a: Browser;
  let stranger: Browser;
  let viewerUser: TestUser;
  let viewer: Browser;
  let editorUser: TestUser;
  let editor: Browser;
  const guest = () => new Browser(server());
  const put = (b: Browser, path: string, body: unknown) => b.request('PUT', path, body);
  const folder = (name = `Inbox ${Math.random()}`) =>
    createFolder(server(), name, { ownerId: owner.row.id });
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
  const countRows = async () =>
    Number(
      (
        await requestsDb(server().app.db)
          .selectFrom('file_requests')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    owner = await createUser(server());
    a = await signIn(server(), owner);
    stranger = await signIn(server(), await createUser(server()));
    viewerUser = await createUser(server());
    viewer = await signIn(server(), viewerUser);
    editorUser = await createUser(server());
    editor = await signIn(server(), editorUser);
  });

  it('creates a request with the defaults, lists, edits and deletes it; the password never leaves', async () => {
    const inbox = await folder();
    expect((await a.get(requestsOf(inbox.id))).json.fileRequests).toEqual([]);
    const created = await a.post(requestsOf(inbox.id), { title: '  Tax documents  ' });
    expect(created.status).toBe(200);
    expect(created.json.fileRequest).toMatchObject({
      entry_id: inbox.id,
      user_id: owner.row.id,
      title: 'Tax documents',
      description: null,
      deadline: null,
      has_password: false,
      allow_late_uploads: false,
      closed: false,
      upload_count: 0,
    });
    const { id, hash } = created.json.fileRequest;
    expect(hash).toMatch(/^[\w-]{16}$/);

    const deadline = tomorrow();
    const edited = await put(a, `${requestsOf(inbox.id)}/${id}`, {
      title: 'Receipts',
      description: 'Scans are fine.',
      deadline,
      password: 'secret-pass',
      allowLateUploads: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.fileRequest).toMatchObject({
      hash,
      title: 'Receipts',
      description: 'Scans are fine.',
      deadline,
      has_password: true,
      allow_late_uploads: true,
    });
    expect(JSON.stringify(edited.json)).not.toContain('secret-pass');
    expect(edited.json.fileRequest).not.toHaveProperty('password');
    // Only the fields sent change; null clears.
    const cleared = await put(a, `${requestsOf(inbox.id)}/${id}`, {
      password: null,
      deadline: null,
    });
    expect(cleared.json.fileRequest).toMatchObject({
      title: 'Receipts',
      has_password: false,
      deadline: null,
    });

    await a.post(requestsOf(inbox.id), { title: 'Second' });
    const list = await a.get(requestsOf(inbox.id));
    expect(list.json.fileRequests.map((r: { title: string }) => r.title)).toEqual([
      'Second',
      'Receipts',
    ]);

    expect((await guest().get(publicOf(hash))).status).toBe(200);
    const removed = await a.delete(`${requestsOf(inbox.id)}/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe('File request deleted.');
    expect((await guest().get(publicOf(hash))).status).toBe(404);
    expect((await a.delete(`${requestsOf(inbox.id)}/${id}`)).status).toBe(404);
  });

  it.each([
    [{}, 'title'],
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(256) }, 'title'],
    [{ title: 'Ok', description: 'x'.repeat(2001) }, 'description'],
    [{ title: 'Ok', deadline: 'next friday' }, 'deadline'],
    [{ title: 'Ok', deadline: '2000-01-01T00:00:00Z' }, 'deadline'],
    [{ title: 'Ok', allowLateUploads: 'yes' }, 'allowLateUploads'],
    [{ title: 'Ok', password: 'x'.repeat(256) }, 'password'],
  ])('answers 422 with a field message for %j and writes nothing', async (body, field) => {
    const inbox = await folder();
    const before = await countRows();
    const res = await a.post(requestsOf(inbox.id), body);
    expect(res.status).toBe(422);
    expect(res.json.errors[field]?.[0]).toEqual(expect.any(String));
    expect(await countRows()).toBe(before);
  });

  it('validates edits the same way and leaves the request untouched on 422', async () => {
    const inbox = await folder();
    const { id } = (await a.post(requestsOf(inbox.id), { title: 'Keep me' })).json.fileRequest;
    const bad = await put(a, `${requestsOf(inbox.id)}/${id}`, { title: '', deadline: 'soon' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['deadline', 'title']);
    expect((await a.get(requestsOf(inbox.id))).json.fileRequests[0].title).toBe('Keep me');
  });

  it('refuses a file (422) and a missing or trashed folder (404)', async () => {
    const file = await createFileRow(server(), 'a.txt', { ownerId: owner.row.id });
    const res = await a.post(requestsOf(file.id), { title: 'Nope' });
    expect(res.status).toBe(422);
    expect(res.json.errors.entry).toEqual(['Files can only be requested into a folder.']);
    expect((await a.post(requestsOf(999_999), { title: 'Nope' })).status).toBe(404);
  });

  it('refuses guests (401), strangers and sharees — viewers and editors alike (403)', async () => {
    const inbox = await folder('Shared inbox');
    await a.post(`/api/v1/file-entries/${inbox.id}/share`, { emails: [viewerUser.email] });
    await a.post(`/api/v1/file-entries/${inbox.id}/share`, {
      emails: [editorUser.email],
      permissions: { view: true, edit: true, download: true },
    });
    const { id } = (await a.post(requestsOf(inbox.id), { title: 'Owner only' })).json.fileRequest;
    const item = `${requestsOf(inbox.id)}/${id}`;
    for (const [b, status] of [
      [guest(), 401],
      [stranger, 403],
      [viewer, 403],
      [editor, 403],
    ] as const) {
      expect((await b.get(requestsOf(inbox.id))).status).toBe(status);
      expect((await b.post(requestsOf(inbox.id), { title: 'Mine' })).status).toBe(status);
      expect((await put(b, item, { title: 'Taken' })).status).toBe(status);
      expect((await b.delete(item)).status).toBe(status);
    }
    const after = await a.get(requestsOf(inbox.id));
    expect(after.json.fileRequests.map((r: { title: string }) => r.title)).toEqual(['Owner only']);
  });

  it('refuses an owner of the folder without the files.create and files.update permissions (403), writing nothing', async () => {
    const powerless = await createUser(server(), { roles: [] });
    const browser = await signIn(server(), powerless);
    const own = await createFolder(server(), 'Mine', { ownerId: powerless.row.id });
    const before = await countRows();
    expect((await browser.get(requestsOf(own.id))).status).toBe(403);
    expect((await browser.post(requestsOf(own.id), { title: 'Mine' })).status).toBe(403);
    expect(await countRows()).toBe(before);
  });

  it('lets workspace members who may edit the folder manage its requests (contributors only on their own folders); the link dies when its creator leaves', async () => {
    const editorMember = await createUser(server());
    const contributor = await createUser(server());
    const ws = await createWorkspace(server(), owner.row.id, [
      { userId: editorMember.row.id, roleId: WORKSPACE_ROLE_EDITOR },
      { userId: contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
    ]);
    const teamFolder = await createFolder(server(), 'Team inbox', {
      ownerId: owner.row.id,
      workspaceId: ws,
    });
    const asEditor = await signIn(server(), editorMember);
    const asContributor = await signIn(server(), contributor);
    const made = await asEditor.post(requestsOf(teamFolder.id), { title: 'Team request' });
    expect(made.status).toBe(200);
    expect(made.json.fileRequest.user_id).toBe(editorMember.row.id);
    expect((await asContributor.post(requestsOf(teamFolder.id), { title: 'No' })).status).toBe(403);
    const own = await createFolder(server(), 'Contributor inbox', {
      ownerId: contributor.row.id,
      workspaceId: ws,
    });
    expect((await asContributor.post(requestsOf(own.id), { title: 'Mine' })).status).toBe(200);

    // Visitors upload in the creator's name: once the editor leaves, the link stops working.
    const { hash } = made.json.fileRequest;
    expect((await guest().get(publicOf(hash))).status).toBe(200);
    await wsDb(server().app.db)
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', ws)
      .where('user_id', '=', editorMember.row.id)
      .execute();
    expect((await guest().get(publicOf(hash))).status).toBe(404);
  });

  it('answers 404 for a request of another folder', async () => {
    const first = await folder();
    const second = await folder();
    const { id } = (await a.post(requestsOf(first.id), { title: 'First' })).json.fileRequest;
    expect((await put(a, `${requestsOf(second.id)}/${id}`, { title: 'Moved' })).status).toBe(404);
    expect((await a.delete(`${requestsOf(second.id)}/${id}`)).status).toBe(404);
    expect((await a.delete(`${requestsOf(second.id)}/abc`)).status).toBe(404);
  });
});
