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
import { INVITATIONS_PER_RECIPIENT, INVITATIONS_PER_SENDER } from '../auth/service';
import { createFolder } from '../drive/drive.test-support';
import { createStoredFile } from './sharing.test-support';

describeServer('sharing with people', (server) => {
  let owner: TestUser;
  let a: Browser;
  let viewerUser: TestUser;
  let viewer: Browser;
  let editorUser: TestUser;
  let editor: Browser;
  let stranger: Browser;
  const guest = () => new Browser(server());
  const put = (b: Browser, path: string, body: unknown) => b.request('PUT', path, body);
  const list = async (b: Browser, section: string, extra = '') =>
    (await b.get(`/api/v1/drive/file-entries?section=${section}${extra}`)).json.pagination.data.map(
      (e: { name: string }) => e.name,
    );

  beforeAll(async () => {
    owner = await createUser(server());
    a = await signIn(server(), owner);
    viewerUser = await createUser(server());
    viewer = await signIn(server(), viewerUser);
    editorUser = await createUser(server());
    editor = await signIn(server(), editorUser);
    stranger = await signIn(server(), await createUser(server()));
  });

  // Issue 21, finding 6: 500 invitation emails went out in 167 ms, text chosen by the sender.
  describe('emails to typed addresses are rate limited', () => {
    it(`given ${INVITATIONS_PER_SENDER} addresses in an hour, then the next share answers 429 and emails nobody`, async () => {
      const sender = await createUser(server());
      const browser = await signIn(server(), sender);
      const folder = await createFolder(server(), 'Flood', { ownerId: sender.row.id });
      const share = (emails: string[]) =>
        browser.post(`/api/v1/file-entries/${folder.id}/share`, {
          emails,
          permissions: { view: true, edit: false, download: false },
        });
      for (let i = 0; i < INVITATIONS_PER_SENDER / 50; i++) {
        const res = await share(Array.from({ length: 50 }, () => uniqueEmail('flood')));
        expect(res.status).toBe(200);
      }
      const extra = uniqueEmail('flood');
      const blocked = await share([extra]);
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/^Too many invitations sent\. Please wait \d+ minutes/);
      expect(await lastEmailTo(server(), extra)).toBeUndefined();
    });

    it(`given ${INVITATIONS_PER_RECIPIENT} emails to one address from several senders, then the next answers 429`, async () => {
      const target = uniqueEmail('target');
      for (let i = 0; i <= INVITATIONS_PER_RECIPIENT; i++) {
        const sender = await createUser(server());
        const folder = await createFolder(server(), 'Hello', { ownerId: sender.row.id });
        const res = await (await signIn(server(), sender)).post(
          `/api/v1/file-entries/${folder.id}/share`,
          { emails: [target], permissions: { view: true, edit: false, download: false } },
        );
        expect(res.status).toBe(i < INVITATIONS_PER_RECIPIENT ? 200 : 429);
      }
    });
  });

  describe('POST file-entries/{id}/share', () => {
    it('shares a folder; the sharee sees it in Shared with me, the owner in Shared by me, and users lists owner first', async () => {
      const folder = await createFolder(server(), 'Team', { ownerId: owner.row.id });
      const res = await a.post(`/api/v1/file-entries/${folder.hash}/share`, {
        emails: [viewerUser.email.toUpperCase()],
        permissions: { view: true, edit: false, download: true },
      });
      expect(res.status).toBe(200);
      expect(res.json.fileEntry.users.map((u: { id: number }) => u.id)).toEqual([
        owner.row.id,
        viewerUser.row.id,
      ]);
      expect(res.json.fileEntry.users[1]).toMatchObject({
        owns_entry: false,
        entry_permissions: { view: true, edit: false, download: true },
      });
      expect(await list(viewer, 'sharedWithMe')).toContain('Team');
      expect(await list(a, 'sharedByMe')).toContain('Team');
      expect(await list(stranger, 'sharedWithMe')).not.toContain('Team');
      const filter = Buffer.from(JSON.stringify({ sharedByMe: true })).toString('base64');
      expect(await list(a, 'home', `&filters=${filter}`)).toEqual(['Team']);
    });

    it('creates one file-entry-shared notification per new recipient', async () => {
      const folder = await createFolder(server(), 'Notified', { ownerId: owner.row.id });
      await a.post(`/api/v1/file-entries/${folder.id}/share`, {
        emails: [viewerUser.email, editorUser.email],
        permissions: { view: true, edit: true, download: true },
      });
      for (const b of [viewer, editor]) {
        const n = await b.get('/api/v1/notifications');
        const found = n.json.pagination.data.filter(
          (x: { type: string; data: { lines: Array<{ content: string }> } }) =>
            x.type === 'file-entry-shared' && x.data.lines[0]?.content.includes('Notified'),
        );
        expect(found).toHaveLength(1);
        expect(found[0].data.mainAction.action).toBe(`/drive/folders/${folder.hash}`);
      }
      // Sharing again only updates the rights: no second notification.
      await a.post(`/api/v1/file-entries/${folder.id}/share`, { emails: [viewerUser.email] });
      const again = await viewer.get('/api/v1/notifications');
      expect(
        again.json.pagination.data.filter((x: { data: { lines: Array<{ content: string }> } }) =>
          x.data.lines[0]?.content.includes('Notified'),
        ),
      ).toHaveLength(1);
    });

    it('given share notifications turned off, shares with people without notifying or emailing them', async () => {
      const recipient = await createUser(server());
      const browser = await signIn(server(), recipient);
      const sharedFolder = async (name: string) => {
        const folder = await createFolder(server(), name, { ownerId: owner.row.id });
        const res = await a.post(`/api/v1/file-entries/${folder.id}/share`, {
          emails: [recipient.email],
        });
        expect(res.status).toBe(200);
      };
      const notified = async (name: string) =>
        (await browser.get('/api/v1/notifications')).json.pagination.data.filter(
          (x: { data: { lines: Array<{ content: string }> } }) =>
            x.data.lines[0]?.content.includes(name),
        ).length;
      await server().app.settings.set('drive.share_notifications', false);
      try {
        await sharedFolder('Quiet');
        expect(await list(browser, 'sharedWithMe')).toContain('Quiet');
        expect(await notified('Quiet')).toBe(0);
        expect(await lastEmailTo(server(), recipient.email)).toBeUndefined();
      } finally {
        await server().app.settings.reset('drive.share_notifications');
      }
      // Back on: the next share notifies, in the app and by email, without a restart.
      await sharedFolder('Loud');
      expect(await notified('Loud')).toBe(1);
      expect((await lastEmailTo(server(), recipient.email))?.subject).toBeTruthy();
    });

    it('suggests people known through shares by the start of their address, and none once the admin turns suggestions off', async () => {
      const me = await createUser(server(), { email: uniqueEmail('suggester') });
      const browser = await signIn(server(), me);
      const friend = await createUser(server(), { email: uniqueEmail('zelda') });
      const sharer = await createUser(server(), { email: uniqueEmail('zoltan') });
      const unknown = await createUser(server(), { email: uniqueEmail('zeno') });
      const mine = await createFolder(server(), 'Mine', { ownerId: me.row.id });
      await browser.post(`/api/v1/file-entries/${mine.id}/share`, { emails: [friend.email] });
      const theirs = await createFolder(server(), 'Theirs', { ownerId: sharer.row.id });
      const sharerBrowser = await signIn(server(), sharer);
      await sharerBrowser.post(`/api/v1/file-entries/${theirs.id}/share`, { emails: [me.email] });
      const suggested = async (query: string) => {
        const res = await browser.get(
          `/api/v1/share-suggestions?query=${encodeURIComponent(query)}`,
        );
        expect(res.status).toBe(200);
        return res.json.people.map((p: { email: string }) => p.email).sort();
      };
      // Someone with no share in common (`zeno`) is never suggested; nor is the user.
      expect(await suggested('Z')).toEqual([friend.email, sharer.email].sort());
      expect(await suggested('zel')).toEqual([friend.email]);
      expect(await suggested('suggester')).toEqual([]);
      expect(await suggested(unknown.email)).toEqual([]);
      expect((await guest().get('/api/v1/share-suggestions?query=z')).status).toBe(401);
      // A malformed query (sent twice, or longer than any address) is a 422 on `query`.
      for (const query of ['query=z&query=zel', `query=${'z'.repeat(192)}`]) {
        const res = await browser.get(`/api/v1/share-suggestions?${query}`);
        expect(res.status, query).toBe(422);
        expect(res.json.errors.query).toBeDefined();
      }
      await server().app.settings.set('drive.suggest_emails', false);
      try {
        expect(await suggested('z')).toEqual([]);
      } finally {
        await server().app.settings.reset('drive.suggest_emails');
      }
      expect(await suggested('zel')).toEqual([friend.email]);
    });

    it('emails an invitation to an unknown address while registration is open', async () => {
      const folder = await createFolder(server(), 'Invite', { ownerId: owner.row.id });
      const email = uniqueEmail('invitee');
      const res = await a.post(`/api/v1/file-entries/${folder.id}/share`, { emails: [email] });
      expect(res.status).toBe(200);
      expect(res.json.invited).toEqual([email]);
      const mail = await lastEmailTo(server(), email);
      expect(mail?.subject).toContain('Invite');
    });

    // Issue 21, finding 5: registration counted the address as verified, so a share to
    // an address went to whoever registered it first.
    it('given an account registered with the address but never proven, then the share waits: nothing reaches the account until it opens the emailed claim link', async () => {
      const email = uniqueEmail('squatted');
      const { browser: squatter } = await registerUser(server(), { email });
      const folder = await createFolder(server(), 'Payroll', { ownerId: owner.row.id });
      const res = await a.post(`/api/v1/file-entries/${folder.id}/share`, { emails: [email] });
      expect(res.status).toBe(200);
      expect(res.json.invited).toEqual([email]);
      expect(await list(squatter, 'sharedWithMe')).not.toContain('Payroll');
      expect((await squatter.get(`/api/v1/drive/file-entries/${folder.id}/model`)).status).toBe(
        403,
      );
      const inbox = await squatter.get('/api/v1/notifications');
      expect(inbox.json.pagination.data).toEqual([]);
      // Whoever reads the mailbox opens the link: that proves the address.
      const claim = (await lastEmailTo(server(), email))?.text.match(
        /\/api\/v1\/shares\/claim\/[\w-]+/,
      )?.[0];
      expect(claim).toBeTruthy();
      expect((await guest().get(claim!)).status).toBe(401);
      expect((await stranger.get(claim!)).status).toBe(403);
      expect((await squatter.get(claim!)).status).toBe(200);
      expect(await list(squatter, 'sharedWithMe')).toContain('Payroll');
      expect((await squatter.get('/api/v1/users/me')).json.user.email_verified_at).not.toBeNull();
      expect((await squatter.get(claim!)).status).toBe(404);
    });

    it('given a share waiting for an address, then proving it with the verification code hands it over', async () => {
      const email = uniqueEmail('later');
      const folder = await createFolder(server(), 'Welcome pack', { ownerId: owner.row.id });
      const res = await a.post(`/api/v1/file-entries/${folder.id}/share`, {
        emails: [email],
        permissions: { view: true, edit: true, download: false },
      });
      expect(res.json.invited).toEqual([email]);
      const { browser } = await registerUser(server(), { email });
      expect(await list(browser, 'sharedWithMe')).not.toContain('Welcome pack');
      expect((await browser.post('/api/v1/resend-email-verification', { email })).status).toBe(200);
      const code = (await lastEmailTo(server(), email))!.text.match(/\b(\d{6})\b/)![1];
      const verified = await browser.post('/api/v1/validate-email-verification-otp', { code });
      expect(verified.status).toBe(200);
      expect(await list(browser, 'sharedWithMe')).toContain('Welcome pack');
      const model = await browser.get(`/api/v1/drive/file-entries/${folder.id}/model`);
      expect(model.json.fileEntry.permissions['files.update']).toBe(true);
      expect(model.json.fileEntry.permissions['files.download']).toBe(false);
    });

    it('honours each sharee’s channel choice: email only while their email channel is on', async () => {
      const mailOn = await createUser(server());
      const mailOff = await createUser(server());
      const off = await signIn(server(), mailOff);
      const saved = await off.request('PUT', '/api/v1/notifications/me/subscriptions', {
        selections: [{ notif_id: 'file-entry-shared', channels: { email: false, browser: true } }],
      });
      expect(saved.status).toBe(200);
      const before = await lastEmailTo(server(), mailOff.email);
      const folder = await createFolder(server(), 'Channels', { ownerId: owner.row.id });
      const res = await a.post(`/api/v1/file-entries/${folder.id}/share`, {
        emails: [mailOn.email, mailOff.email],
      });
      expect(res.status).toBe(200);
      expect((await lastEmailTo(server(), mailOn.email))?.subject).toContain('Channels');
      expect((await lastEmailTo(server(), mailOff.email))?.id).toBe(before?.id);
      // The in-app notification still reaches the one who turned email off.
      const inbox = await off.get('/api/v1/notifications');
      expect(
        inbox.json.pagination.data.filter(
          (x: { type: string; data: { lines: Array<{ content: string }> } }) =>
            x.type === 'file-entry-shared' && x.data.lines[0]?.content.includes('Channels'),
        ),
      ).toHaveLength(1);
    });

    it('refuses an unknown address (422, no email, no share) while registration is closed', async () => {
      const folder = await createFolder(server(), 'Closed door', { ownerId: owner.row.id });
      const email = uniqueEmail('outsider');
      await server().app.settings.set('registration.disable', true);
      try {
        const res = await a.post(`/api/v1/file-entries/${folder.id}/share`, {
          emails: [viewerUser.email, email],
        });
        expect(res.status).toBe(422);
        expect(res.json.errors['emails.1']).toEqual(['No user with this email address exists.']);
        expect(await lastEmailTo(server(), email)).toBeFalsy();
        // Nothing was shared with the known address either: the request failed as a whole.
        expect(await list(viewer, 'sharedWithMe')).not.toContain('Closed door');
      } finally {
        await server().app.settings.reset('registration.disable');
      }
    });

    it.each([
      [{}, 'emails'],
      [{ emails: [] }, 'emails'],
      [{ emails: ['not-an-email'] }, 'emails.0'],
      [{ emails: ['x@example.com'], permissions: { edit: 'yes' } }, 'permissions.edit'],
    ])('answers 422 for %j', async (body, field) => {
      const folder = await createFolder(server(), `Bad ${JSON.stringify(body)}`, {
        ownerId: owner.row.id,
      });
      const res = await a.post(`/api/v1/file-entries/${folder.id}/share`, body);
      expect(res.status).toBe(422);
      expect(res.json.errors).toHaveProperty([field]);
    });

    it('refuses guests (401), strangers (403) and sharees without edit (403)', async () => {
      const folder = await createFolder(server(), 'Guarded', { ownerId: owner.row.id });
      await a.post(`/api/v1/file-entries/${folder.id}/share`, { emails: [viewerUser.email] });
      const body = { emails: [editorUser.email] };
      expect((await guest().post(`/api/v1/file-entries/${folder.id}/share`, body)).status).toBe(
        401,
      );
      expect((await stranger.post(`/api/v1/file-entries/${folder.id}/share`, body)).status).toBe(
        403,
      );
      expect((await viewer.post(`/api/v1/file-entries/${folder.id}/share`, body)).status).toBe(403);
      expect((await a.post('/api/v1/file-entries/999999/share', body)).status).toBe(404);
    });
  });

  describe('rights on the subtree', () => {
    it('cascades to descendants: view everywhere, rename only with edit, download only with download', async () => {
      const top = await createFolder(server(), 'Cascade', { ownerId: owner.row.id });
      const sub = await createFolder(server(), 'Deep', { ownerId: owner.row.id, parentId: top.id });
      const file = await createStoredFile(server(), 'notes.txt', 'hello', {
        ownerId: owner.row.id,
        parentId: sub.id,
      });
      await a.post(`/api/v1/file-entries/${top.id}/share`, {
        emails: [viewerUser.email],
        permissions: { view: true, edit: false, download: false },
      });
      // The folder listing inside the share is open to the sharee.
      const inside = await viewer.get(
        `/api/v1/drive/file-entries?section=folder&folderId=${sub.hash}`,
      );
      expect(inside.status).toBe(200);
      expect(inside.json.pagination.data[0]).toMatchObject({
        name: 'notes.txt',
        permissions: { 'files.update': false, 'files.download': false },
      });
      expect((await put(viewer, `/api/v1/file-entries/${file.id}`, { name: 'x.txt' })).status).toBe(
        403,
      );
      expect((await viewer.get(`/api/v1/file-entries/download/${file.hash}`)).status).toBe(403);
      expect(
        (await stranger.get(`/api/v1/drive/file-entries?section=folder&folderId=${sub.hash}`))
          .status,
      ).toBe(403);

      // Upgrading the share opens rename and download down the tree.
      const change = await put(a, `/api/v1/file-entries/${top.id}/change-permissions`, {
        userId: viewerUser.row.id,
        permissions: { view: true, edit: true, download: true },
      });
      expect(change.status).toBe(200);
      expect(change.json.fileEntry.users[1].entry_permissions).toEqual({
        view: true,
        edit: true,
        download: true,
      });
      expect(
        (await put(viewer, `/api/v1/file-entries/${file.id}`, { name: 'renamed.txt' })).status,
      ).toBe(200);
      const dl = await viewer.get(`/api/v1/file-entries/download/${file.hash}`);
      expect(dl.status).toBe(200);
    });

    it('change-permissions: 422 for someone without a share, 403 for a viewer, 422 for bad input', async () => {
      const folder = await createFolder(server(), 'Perms', { ownerId: owner.row.id });
      await a.post(`/api/v1/file-entries/${folder.id}/share`, { emails: [viewerUser.email] });
      const url = `/api/v1/file-entries/${folder.id}/change-permissions`;
      const perms = { view: true, edit: true, download: true };
      expect((await put(a, url, { userId: editorUser.row.id, permissions: perms })).status).toBe(
        422,
      );
      expect((await put(a, url, { permissions: perms })).json.errors).toHaveProperty('userId');
      expect(
        (await put(viewer, url, { userId: viewerUser.row.id, permissions: perms })).status,
      ).toBe(403);
      expect(
        (await put(guest(), url, { userId: viewerUser.row.id, permissions: perms })).status,
      ).toBe(401);
      expect(
        (await put(stranger, url, { userId: viewerUser.row.id, permissions: perms })).status,
      ).toBe(403);
    });
  });

  describe('POST file-entries/{ids}/unshare', () => {
    it('removes a sharee, who is refused afterwards; "me" leaves a share', async () => {
      const one = await createFolder(server(), 'Unshare 1', { ownerId: owner.row.id });
      const two = await createFolder(server(), 'Unshare 2', { ownerId: owner.row.id });
      for (const f of [one, two]) {
        await a.post(`/api/v1/file-entries/${f.id}/share`, {
          emails: [viewerUser.email, editorUser.email],
        });
      }
      // A viewer cannot remove others.
      expect(
        (await viewer.post(`/api/v1/file-entries/${one.id}/unshare`, { userId: editorUser.row.id }))
          .status,
      ).toBe(403);
      const res = await a.post(`/api/v1/file-entries/${one.id},${two.id}/unshare`, {
        userId: viewerUser.row.id,
      });
      expect(res.status).toBe(200);
      expect(res.json.entryIds).toEqual([one.id, two.id]);
      expect(res.json.fileEntries[0].users.map((u: { id: number }) => u.id)).toEqual([
        owner.row.id,
        editorUser.row.id,
      ]);
      expect(
        (await viewer.get(`/api/v1/drive/file-entries?section=folder&folderId=${one.id}`)).status,
      ).toBe(403);

      const leave = await editor.post(`/api/v1/file-entries/${two.id}/unshare`, { userId: 'me' });
      expect(leave.status).toBe(200);
      expect(await list(editor, 'sharedWithMe')).not.toContain('Unshare 2');
      expect(
        (await editor.post(`/api/v1/file-entries/${two.id}/unshare`, { userId: 'me' })).status,
      ).toBe(403);
      expect(
        (await stranger.post(`/api/v1/file-entries/${one.id}/unshare`, { userId: 'me' })).status,
      ).toBe(403);
      expect(
        (await guest().post(`/api/v1/file-entries/${one.id}/unshare`, { userId: 'me' })).status,
      ).toBe(401);
      expect((await a.post(`/api/v1/file-entries/${one.id}/unshare`, { userId: 'x' })).status).toBe(
        422,
      );
    });
  });
});
