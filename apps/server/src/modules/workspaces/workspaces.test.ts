import {
  fillPath,
  WORKSPACE_INVITE_DAYS,
  WORKSPACE_INVITE_MAX_EMAILS,
  WORKSPACE_MESSAGES,
  workspacesEndpoints,
} from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  createUser,
  lastEmailTo,
  registerUser,
  signIn,
  uniqueEmail,
} from '../../../test/auth';
import { describeServer, passTime, type TestServer } from '../../../test/harness';
import { INVITATIONS_PER_SENDER } from '../auth/service';
import { wsDb } from './repo';

const ADMIN = 1;
const EDITOR = 2;
const CONTRIBUTOR = 3;

async function owner(server: TestServer) {
  const user = await createUser(server);
  const browser = await signIn(server, user);
  const created = await browser.post('/api/v1/workspace', { name: 'Team' });
  expect(created.status).toBe(200);
  return { user, browser, id: created.json.workspace.id as number };
}

/** A workspace with an owner and one member per role, each signed in. */
async function team(server: TestServer) {
  const o = await owner(server);
  const members: Record<'admin' | 'editor' | 'contributor', { browser: Browser; id: number }> =
    {} as never;
  for (const [name, role] of [
    ['admin', ADMIN],
    ['editor', EDITOR],
    ['contributor', CONTRIBUTOR],
  ] as const) {
    const user = await createUser(server);
    const invited = await o.browser.post(`/api/v1/workspace/${o.id}/invite`, {
      emails: [user.email],
      roleId: role,
    });
    expect(invited.status).toBe(200);
    const browser = await signIn(server, user);
    const joined = await browser.get(`/api/v1/workspace/join/${invited.json.invites[0].id}`);
    expect(joined.status).toBe(200);
    members[name] = { browser, id: user.row.id };
  }
  const stranger = await signIn(server, await createUser(server));
  return { ...o, members, stranger, guest: new Browser(server) };
}

describeServer('workspaces', (server) => {
  describe('create, list, rename, delete', () => {
    it('creates a workspace owned by the caller, listed in me/workspaces with the Admin role', async () => {
      const { browser, id } = await owner(server());
      const list = await browser.get('/api/v1/me/workspaces');
      expect(list.status).toBe(200);
      expect(list.json.workspaces).toEqual([
        expect.objectContaining({
          id,
          name: 'Team',
          default: false,
          members_count: 1,
          role_id: ADMIN,
        }),
      ]);
    });

    it('answers 422 with the field message for a missing or too long name', async () => {
      const browser = await signIn(server(), await createUser(server()));
      const missing = await browser.post('/api/v1/workspace', {});
      expect(missing.status).toBe(422);
      expect(missing.json.errors.name).toEqual(['The name field is required.']);
      const long = await browser.post('/api/v1/workspace', { name: 'x'.repeat(61) });
      expect(long.status).toBe(422);
    });

    it('refuses guests with 401 on every workspace route', async () => {
      const guest = new Browser(server());
      expect((await guest.get('/api/v1/me/workspaces')).status).toBe(401);
      expect((await guest.post('/api/v1/workspace', { name: 'x' })).status).toBe(401);
      expect((await guest.get('/api/v1/workspace/1')).status).toBe(401);
      expect((await guest.delete('/api/v1/workspace/invite/abc')).status).toBe(401);
    });

    it('refuses a guest with 401 on every signed-in endpoint of the map, before reading the body', async () => {
      const { id } = await owner(server());
      const guest = new Browser(server());
      const signedInOnly = Object.values(workspacesEndpoints).filter((e) => e.access.signedIn);
      expect(signedInOnly.map((e) => e.id)).not.toContain('workspaces.join');
      for (const endpoint of signedInOnly) {
        const path = fillPath(endpoint.path, { id, userId: 1, inviteId: 'abc' });
        const body = endpoint.method === 'GET' ? undefined : {};
        const answer = await guest.request(endpoint.method, path, body);
        expect([endpoint.id, answer.status]).toEqual([endpoint.id, 401]);
      }
    });

    it('enforces the workspaces.create count restriction with a clear 403, writing nothing', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      for (const name of ['a', 'b', 'c']) {
        expect((await browser.post('/api/v1/workspace', { name })).status).toBe(200);
      }
      const over = await browser.post('/api/v1/workspace', { name: 'd' });
      expect(over.status).toBe(403);
      expect(over.json.message).toMatch(/at most 3 workspaces/);
      expect((await browser.get('/api/v1/me/workspaces')).json.workspaces).toHaveLength(3);
    });

    it('refuses creating to a user without the workspaces.create permission', async () => {
      const user = await createUser(server(), { roles: [] });
      const browser = await signIn(server(), user);
      expect((await browser.post('/api/v1/workspace', { name: 'x' })).status).toBe(403);
    });

    it('lets Admins rename; refuses Editors, Contributors and strangers', async () => {
      const t = await team(server());
      const path = `/api/v1/workspace/${t.id}`;
      expect((await t.members.editor.browser.request('PUT', path, { name: 'N' })).status).toBe(403);
      expect((await t.members.contributor.browser.request('PUT', path, { name: 'N' })).status).toBe(
        403,
      );
      expect((await t.stranger.request('PUT', path, { name: 'N' })).status).toBe(403);
      expect((await t.guest.request('PUT', path, { name: 'N' })).status).toBe(401);
      const renamed = await t.members.admin.browser.request('PUT', path, { name: 'Renamed' });
      expect(renamed.status).toBe(200);
      expect(renamed.json.workspace.name).toBe('Renamed');
      expect((await t.browser.request('PUT', path, { name: '' })).status).toBe(422);
    });

    it('lets only the owner delete the workspace', async () => {
      const t = await team(server());
      const path = `/api/v1/workspace/${t.id}`;
      expect((await t.members.admin.browser.delete(path)).status).toBe(403);
      expect((await t.members.editor.browser.delete(path)).status).toBe(403);
      expect((await t.stranger.delete(path)).status).toBe(403);
      expect((await t.browser.delete(path)).status).toBe(200);
      expect((await t.browser.get(path)).status).toBe(404);
      expect((await t.members.editor.browser.get('/api/v1/me/workspaces')).json.workspaces).toEqual(
        [],
      );
    });
  });

  describe('members and invites', () => {
    it('shows members to every member, pending invites only to Admins, nothing to strangers', async () => {
      const t = await team(server());
      await t.browser.post(`/api/v1/workspace/${t.id}/invite`, {
        emails: [uniqueEmail()],
        roleId: EDITOR,
      });
      const asAdmin = await t.members.admin.browser.get(`/api/v1/workspace/${t.id}`);
      expect(asAdmin.json.workspace.members).toHaveLength(4);
      expect(asAdmin.json.workspace.invites).toHaveLength(1);
      const asContributor = await t.members.contributor.browser.get(`/api/v1/workspace/${t.id}`);
      expect(asContributor.json.workspace.members).toHaveLength(4);
      expect(asContributor.json.workspace.invites).toEqual([]);
      expect(asContributor.json.workspace.abilities).toMatchObject({
        editAnyFile: false,
        manageMembers: false,
      });
      expect((await t.stranger.get(`/api/v1/workspace/${t.id}`)).status).toBe(403);
    });

    it('invites by email, skipping members and already-invited addresses; emails people without an account', async () => {
      const { browser, id, user } = await owner(server());
      const newcomer = uniqueEmail('new');
      const first = await browser.post(`/api/v1/workspace/${id}/invite`, {
        emails: [newcomer, user.email],
        roleId: EDITOR,
      });
      expect(first.status).toBe(200);
      expect(first.json.invites.map((i: { email: string }) => i.email)).toEqual([newcomer]);
      expect(first.json.skipped).toEqual([user.email]);
      const again = await browser.post(`/api/v1/workspace/${id}/invite`, {
        emails: [newcomer],
        roleId: EDITOR,
      });
      expect(again.json.invites).toEqual([]);
      expect(again.json.skipped).toEqual([newcomer]);
      const mail = await lastEmailTo(server(), newcomer);
      expect(mail?.text).toContain(`/api/v1/workspace/join/${first.json.invites[0].id}`);
    });

    // Issue 21, finding 6: invitation emails were unthrottled.
    it("rate limits invitation emails per sender: past the hour's allowance, 429 and no invite", async () => {
      // An admin: no member_count restriction stops the invites first.
      const browser = await signIn(server(), await createUser(server(), { roles: ['admin'] }));
      const id = (await browser.post('/api/v1/workspace', { name: 'Big' })).json.workspace.id;
      const invite = (emails: string[]) =>
        browser.post(`/api/v1/workspace/${id}/invite`, { emails, roleId: EDITOR });
      let sent = 0;
      while (sent < INVITATIONS_PER_SENDER) {
        const batch = Array.from(
          { length: Math.min(WORKSPACE_INVITE_MAX_EMAILS, INVITATIONS_PER_SENDER - sent) },
          () => uniqueEmail('ws-flood'),
        );
        expect((await invite(batch)).status).toBe(200);
        sent += batch.length;
      }
      const extra = uniqueEmail('ws-flood');
      const blocked = await invite([extra]);
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/^Too many invitations sent/);
      expect(await lastEmailTo(server(), extra)).toBeUndefined();
      const pending = await wsDb(server().app.db)
        .selectFrom('workspace_invites')
        .select('email')
        .where('email', '=', extra)
        .execute();
      expect(pending).toEqual([]);
    });

    // Issue 21, finding 5: an invite to an address reached whoever registered it first.
    it('given an account registered with the address but never proven, then the invite is only emailed; the emailed link joins and proves the address', async () => {
      const { browser, id } = await owner(server());
      const email = uniqueEmail('squatted');
      const { browser: account } = await registerUser(server(), { email });
      const invited = await browser.post(`/api/v1/workspace/${id}/invite`, {
        emails: [email],
        roleId: EDITOR,
      });
      expect(invited.status).toBe(200);
      const inbox = await account.get('/api/v1/notifications');
      expect(inbox.json.pagination.data).toEqual([]);
      const link = (await lastEmailTo(server(), email))?.text.match(
        /\/api\/v1\/workspace\/join\/[\w-]+/,
      )?.[0];
      expect(link).toBe(`/api/v1/workspace/join/${invited.json.invites[0].id}`);
      expect((await account.get(link!)).status).toBe(200);
      expect((await account.get('/api/v1/users/me')).json.user.email_verified_at).not.toBeNull();
    });

    it('validates the invite payload (422 per field)', async () => {
      const { browser, id } = await owner(server());
      const bad = await browser.post(`/api/v1/workspace/${id}/invite`, {
        emails: ['nope'],
        roleId: 9,
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['emails.0', 'roleId']));
      const empty = await browser.post(`/api/v1/workspace/${id}/invite`, { emails: [], roleId: 1 });
      expect(empty.json.errors.emails).toEqual(['The emails field is required.']);
    });

    it('lets only Admins invite, resend, change roles and remove members', async () => {
      const t = await team(server());
      const invite = (
        await t.members.admin.browser.post(`/api/v1/workspace/${t.id}/invite`, {
          emails: [uniqueEmail()],
          roleId: CONTRIBUTOR,
        })
      ).json.invites[0];
      const base = `/api/v1/workspace/${t.id}`;
      for (const who of [t.members.editor.browser, t.members.contributor.browser, t.stranger]) {
        expect(
          (await who.post(`${base}/invite`, { emails: [uniqueEmail()], roleId: 1 })).status,
        ).toBe(403);
        expect((await who.post(`${base}/invite/${invite.id}/resend`)).status).toBe(403);
        expect(
          (await who.request('PUT', `${base}/invite/${invite.id}`, { roleId: 1 })).status,
        ).toBe(403);
        expect(
          (await who.request('PUT', `${base}/member/${t.members.contributor.id}`, { roleId: 1 }))
            .status,
        ).toBe(403);
        expect((await who.delete(`${base}/member/${t.members.admin.id}`)).status).toBe(403);
      }
      const admin = t.members.admin.browser;
      expect((await admin.post(`${base}/invite/${invite.id}/resend`)).status).toBe(200);
      const changedInvite = await admin.request('PUT', `${base}/invite/${invite.id}`, {
        roleId: EDITOR,
      });
      expect(changedInvite.json.invite.role_id).toBe(EDITOR);
      const changed = await admin.request('PUT', `${base}/member/${t.members.contributor.id}`, {
        roleId: EDITOR,
      });
      expect(changed.status).toBe(200);
      expect(
        changed.json.workspace.members.find(
          (m: { id: number }) => m.id === t.members.contributor.id,
        ).role_id,
      ).toBe(EDITOR);
      expect(
        (await admin.request('PUT', `${base}/member/${t.members.contributor.id}`, { roleId: 0 }))
          .status,
      ).toBe(422);
      // The owner's role and membership are out of reach, even for Admins.
      expect(
        (await admin.request('PUT', `${base}/member/${t.user.row.id}`, { roleId: EDITOR })).status,
      ).toBe(403);
      expect((await admin.delete(`${base}/member/${t.user.row.id}`)).status).toBe(403);
      expect((await admin.delete(`${base}/member/${t.members.editor.id}`)).status).toBe(200);
      expect((await t.members.editor.browser.get(base)).status).toBe(403);
      expect((await admin.delete(`${base}/invite/${invite.id}`)).status).toBe(200);
    });

    it('lets a member leave but not the owner', async () => {
      const t = await team(server());
      expect((await t.members.editor.browser.post(`/api/v1/workspace/${t.id}/leave`)).status).toBe(
        200,
      );
      expect((await t.members.editor.browser.get(`/api/v1/workspace/${t.id}`)).status).toBe(403);
      expect((await t.browser.post(`/api/v1/workspace/${t.id}/leave`)).status).toBe(403);
      expect((await t.stranger.post(`/api/v1/workspace/${t.id}/leave`)).status).toBe(403);
    });

    it('enforces member_count (members plus pending invites) with a clear 403, inviting nobody', async () => {
      const { browser, id } = await owner(server());
      const emails = Array.from({ length: 5 }, () => uniqueEmail());
      const over = await browser.post(`/api/v1/workspace/${id}/invite`, { emails, roleId: EDITOR });
      expect(over.status).toBe(403);
      expect(over.json.message).toMatch(/at most 5 members/);
      expect((await browser.get(`/api/v1/workspace/${id}`)).json.workspace.invites).toEqual([]);
      const fits = await browser.post(`/api/v1/workspace/${id}/invite`, {
        emails: emails.slice(0, 4),
        roleId: EDITOR,
      });
      expect(fits.json.invites).toHaveLength(4);
    });

    it('invites only existing users while registration is disabled', async () => {
      const { browser, id } = await owner(server());
      const existing = await createUser(server());
      await server().app.settings.set('registration.disable', true);
      try {
        const refused = await browser.post(`/api/v1/workspace/${id}/invite`, {
          emails: [existing.email, 'nobody-here@example.com'],
          roleId: EDITOR,
        });
        expect(refused.status).toBe(422);
        expect(refused.json.errors.emails[0]).toContain('nobody-here@example.com');
        const ok = await browser.post(`/api/v1/workspace/${id}/invite`, {
          emails: [existing.email],
          roleId: EDITOR,
        });
        expect(ok.json.invites).toHaveLength(1);
      } finally {
        await server().app.settings.set('registration.disable', false);
      }
    });
  });

  describe('joining and declining', () => {
    it('joins with the invite role, marks the invitation read and consumes the invite', async () => {
      const { browser, id } = await owner(server());
      const invitee = await createUser(server());
      const invite = (
        await browser.post(`/api/v1/workspace/${id}/invite`, {
          emails: [invitee.email],
          roleId: CONTRIBUTOR,
        })
      ).json.invites[0];
      const b = await signIn(server(), invitee);
      expect((await b.get('/api/v1/users/me')).json.user.unread_notifications_count).toBe(1);
      const joined = await b.get(`/api/v1/workspace/join/${invite.id}`);
      expect(joined.status).toBe(200);
      expect(joined.json.message).toBe(WORKSPACE_MESSAGES.joined);
      expect(joined.json.workspace).toMatchObject({ id, role_id: CONTRIBUTOR, members_count: 2 });
      expect((await b.get('/api/v1/users/me')).json.user.unread_notifications_count).toBe(0);
      const again = await b.get(`/api/v1/workspace/join/${invite.id}`);
      expect(again.status).toBe(404);
      expect(again.json.message).toBe('This invite is no longer valid');
    });

    it('refuses an invite sent to someone else', async () => {
      const { browser, id } = await owner(server());
      const invite = (
        await browser.post(`/api/v1/workspace/${id}/invite`, {
          emails: [uniqueEmail()],
          roleId: EDITOR,
        })
      ).json.invites[0];
      const other = await signIn(server(), await createUser(server()));
      expect((await other.get(`/api/v1/workspace/join/${invite.id}`)).status).toBe(403);
      expect((await other.delete(`/api/v1/workspace/invite/${invite.id}`)).status).toBe(403);
    });

    it('points a guest to the join login or register page (JSON 401, or a redirect for a browser)', async () => {
      const { browser, id } = await owner(server());
      const existing = await createUser(server());
      const newcomer = uniqueEmail();
      const invites = (
        await browser.post(`/api/v1/workspace/${id}/invite`, {
          emails: [existing.email, newcomer],
          roleId: EDITOR,
        })
      ).json.invites;
      const guest = new Browser(server());
      const asJson = await guest.get(`/api/v1/workspace/join/${invites[0].id}`);
      expect(asJson.status).toBe(401);
      expect(asJson.json.redirect).toBe(
        `/workspace/join/login/${invites[0].id}?email=${encodeURIComponent(existing.email)}`,
      );
      const asPage = await guest.get(`/api/v1/workspace/join/${invites[1].id}`, {
        accept: 'text/html',
      });
      expect(asPage.status).toBe(302);
      expect(asPage.headers.get('location')).toMatch(
        /^\/workspace\/join\/register\/[\w-]+\?email=/,
      );
    });

    it('lets an invitee register while registration is disabled, then join', async () => {
      const { browser, id } = await owner(server());
      const email = uniqueEmail();
      const invite = (
        await browser.post(`/api/v1/workspace/${id}/invite`, { emails: [email], roleId: EDITOR })
      ).json.invites[0];
      await server().app.settings.set('registration.disable', true);
      try {
        const refused = await registerUser(server(), { email: uniqueEmail() });
        expect(refused.response.status).toBe(403);
        const { browser: b, response } = await registerUser(server(), {
          email,
          invite_id: invite.id,
          invite_type: 'workspace',
        });
        expect(response.status).toBe(200);
        expect((await b.get(`/api/v1/workspace/join/${invite.id}`)).status).toBe(200);
      } finally {
        await server().app.settings.set('registration.disable', false);
      }
    });

    it('declines: the invite is gone, and an expired invite is no longer valid', async () => {
      const { browser, id } = await owner(server());
      const invitee = await createUser(server());
      const other = await createUser(server());
      const invites = (
        await browser.post(`/api/v1/workspace/${id}/invite`, {
          emails: [invitee.email, other.email],
          roleId: EDITOR,
        })
      ).json.invites;
      const b = await signIn(server(), invitee);
      const declined = await b.delete(`/api/v1/workspace/invite/${invites[0].id}`);
      expect(declined.status).toBe(200);
      expect(declined.json.message).toBe(WORKSPACE_MESSAGES.declined);
      expect((await b.delete(`/api/v1/workspace/invite/${invites[0].id}`)).json.message).toBe(
        WORKSPACE_MESSAGES.inviteInvalid,
      );
      passTime(server(), WORKSPACE_INVITE_DAYS * 24 * 60 * 60_000 + 1000);
      const expired = await (await signIn(server(), other)).get(
        `/api/v1/workspace/join/${invites[1].id}`,
      );
      expect(expired.status).toBe(404);
      expect(expired.json.message).toBe('This invite is no longer valid');
    });
  });

  describe('the active workspace (workspaceId query)', () => {
    it('answers the role and abilities of members, refuses outsiders and removed members', async () => {
      const t = await team(server());
      const path = `/api/v1/me/workspaces/active?workspaceId=${t.id}`;
      const contributor = await t.members.contributor.browser.get(path);
      expect(contributor.json).toMatchObject({
        workspaceId: t.id,
        role_id: CONTRIBUTOR,
        abilities: { editAnyFile: false },
      });
      expect((await t.members.editor.browser.get(path)).json.abilities).toMatchObject({
        editAnyFile: true,
        manageMembers: false,
      });
      expect((await t.stranger.get(path)).status).toBe(403);
      expect((await t.guest.get(path)).status).toBe(401);
      expect((await t.stranger.get('/api/v1/me/workspaces/active?workspaceId=abc')).status).toBe(
        422,
      );
      expect((await t.stranger.get('/api/v1/me/workspaces/active')).json.workspaceId).toBe(0);
      await t.browser.delete(`/api/v1/workspace/${t.id}/member/${t.members.editor.id}`);
      expect((await t.members.editor.browser.get(path)).status).toBe(403);
    });

    it('counts an admin as unlimited (no count restriction)', async () => {
      const admin = await createUser(server(), { roles: ['admin'] });
      const browser = await signIn(server(), admin);
      for (let i = 0; i < 4; i += 1) {
        expect((await browser.post('/api/v1/workspace', { name: `w${i}` })).status).toBe(200);
      }
    });
  });
});
