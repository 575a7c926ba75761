import { beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createUser,
  lastEmailTo,
  registerUser,
  signIn,
  type TestUser,
  uniqueEmail,
} from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFolder } from '../drive/drive.test-support';

/*
 * The shares waiting for an address nobody has proven (issue 21, finding 5) were invisible
 * to the one who made them: after "Share" only a toast said invitations went out. Whoever
 * manages the entry's sharing lists them and withdraws them.
 */
describeServer('share invitations', (server) => {
  let owner: TestUser;
  let a: Browser;
  let viewerUser: TestUser;
  let viewer: Browser;
  let editorUser: TestUser;
  let editor: Browser;
  let stranger: Browser;
  const guest = () => new Browser(server());
  const url = (id: number | string) => `/api/v1/file-entries/${id}/share-invitations`;
  const withdraw = (b: Browser, id: number | string, body: unknown) =>
    b.request('DELETE', url(id), body);
  const share = (id: number, emails: string[], permissions = {}) =>
    a.post(`/api/v1/file-entries/${id}/share`, {
      emails,
      permissions: { view: true, edit: false, download: false, ...permissions },
    });
  const claimLinkTo = async (email: string) =>
    (await lastEmailTo(server(), email))?.text.match(/\/api\/v1\/shares\/claim\/[\w-]+/)?.[0];

  beforeAll(async () => {
    owner = await createUser(server());
    a = await signIn(server(), owner);
    viewerUser = await createUser(server());
    viewer = await signIn(server(), viewerUser);
    editorUser = await createUser(server());
    editor = await signIn(server(), editorUser);
    stranger = await signIn(server(), await createUser(server()));
  });

  describe('GET file-entries/{id}/share-invitations', () => {
    it('given shares to addresses nobody proved, then lists them newest first with the rights they will get; proven addresses are people, not invitations', async () => {
      const folder = await createFolder(server(), 'Waiting room', { ownerId: owner.row.id });
      const first = uniqueEmail('first');
      const unproven = uniqueEmail('unproven');
      await registerUser(server(), { email: unproven });
      expect((await share(folder.id, [first], { edit: true })).json.invited).toEqual([first]);
      const second = await share(folder.id, [unproven.toUpperCase(), viewerUser.email], {
        download: true,
      });
      expect(second.json.invited).toEqual([unproven]);

      const res = await a.get(url(folder.hash));
      expect(res.status).toBe(200);
      expect(res.json.invitations.map((i: { email: string }) => i.email)).toEqual([
        unproven,
        first,
      ]);
      expect(res.json.invitations[0]).toEqual({
        email: unproven,
        permissions: { view: true, edit: false, download: true },
        created_at: expect.any(String),
      });
      expect(res.json.invitations[1].permissions).toEqual({
        view: true,
        edit: true,
        download: false,
      });
    });

    it('given an entry with no invitations, then answers an empty list', async () => {
      const folder = await createFolder(server(), 'Nobody waits', { ownerId: owner.row.id });
      const res = await a.get(url(folder.id));
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ invitations: [] });
    });
  });

  describe('DELETE file-entries/{id}/share-invitations', () => {
    it('withdraws one invitation: the rest stay, its claim link answers "no longer valid", and signing up later brings nothing', async () => {
      const folder = await createFolder(server(), 'Withdrawn', { ownerId: owner.row.id });
      const gone = uniqueEmail('gone');
      const kept = uniqueEmail('kept');
      await share(folder.id, [gone, kept]);
      const claim = await claimLinkTo(gone);
      expect(claim).toBeTruthy();

      const res = await withdraw(a, folder.id, { email: gone.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.json.invitations.map((i: { email: string }) => i.email)).toEqual([kept]);
      expect((await a.get(url(folder.id))).json.invitations).toHaveLength(1);

      const answer = await guest().get(claim!);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('This invitation is no longer valid.');
      // Proving the address afterwards hands nothing over.
      const { browser } = await registerUser(server(), { email: gone });
      await browser.post('/api/v1/resend-email-verification', { email: gone });
      const code = (await lastEmailTo(server(), gone))!.text.match(/\b(\d{6})\b/)![1];
      expect((await browser.post('/api/v1/validate-email-verification-otp', { code })).status).toBe(
        200,
      );
      const shared = await browser.get('/api/v1/drive/file-entries?section=sharedWithMe');
      expect(shared.json.pagination.data).toEqual([]);
    });

    it('given an address with no invitation waiting, then answers 422 on the email field', async () => {
      const folder = await createFolder(server(), 'Never invited', { ownerId: owner.row.id });
      const res = await withdraw(a, folder.id, { email: uniqueEmail('never') });
      expect(res.status).toBe(422);
      expect(res.json.errors.email).toEqual(['No invitation to this address is waiting.']);
    });

    it.each([[{}], [{ email: 'not-an-email' }], [{ email: 42 }]])(
      'answers 422 with a message on the email field for %j',
      async (body) => {
        const folder = await createFolder(server(), `Bad ${JSON.stringify(body)}`, {
          ownerId: owner.row.id,
        });
        const res = await withdraw(a, folder.id, body);
        expect(res.status).toBe(422);
        expect(res.json.errors.email).toHaveLength(1);
      },
    );
  });

  it('only whoever may share the entry lists or withdraws: guests 401, strangers and view-only sharees 403, an edit sharee may; unknown entries 404', async () => {
    const folder = await createFolder(server(), 'Guarded invitations', { ownerId: owner.row.id });
    await share(folder.id, [viewerUser.email]);
    await share(folder.id, [editorUser.email], { edit: true });
    const email = uniqueEmail('guarded');
    await share(folder.id, [email]);
    for (const [who, status] of [
      [guest(), 401],
      [stranger, 403],
      [viewer, 403],
    ] as const) {
      const listed = await who.get(url(folder.id));
      expect(listed.status).toBe(status);
      expect(JSON.stringify(listed.json)).not.toContain(email);
      expect((await withdraw(who, folder.id, { email })).status).toBe(status);
    }
    expect((await a.get(url(folder.id))).json.invitations).toHaveLength(1);
    expect((await editor.get(url(folder.id))).json.invitations[0].email).toBe(email);
    expect((await withdraw(editor, folder.id, { email })).json.invitations).toEqual([]);
    expect((await a.get(url(999999))).status).toBe(404);
    expect((await withdraw(a, 999999, { email })).status).toBe(404);
  });
});
