import { readFile } from 'node:fs/promises';
import { bootstrapDataResponseSchema } from '@coffer/contract';
import { describe, expect, it, vi } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { errorLogFile } from '../../platform/http/ignition-trace';
import { sha256 } from '../../platform/security/tokens';
import {
  createRoleWith,
  signInAsAdmin,
  signInOutsiders,
  uniqueRoleName,
} from './admin.test-support';

const impersonatePath = (id: number) => `/api/v1/users/${id}/impersonate`;
const STOP_PATH = '/api/v1/users/stop-impersonating';

/** Every session row, to prove a refused call changed none. */
function sessions(server: TestServer) {
  return server.app.db.selectFrom('sessions').selectAll().orderBy('id').execute();
}

/** The bootstrap data the browser's session answers now. */
async function bootstrapOf(browser: Browser) {
  const page = await browser.get('/api/v1/bootstrap-data');
  expect(page.status).toBe(200);
  return page.json as { user: { id: number } | null; impersonator?: unknown };
}

describeServer('admin impersonation', (server) => {
  describe('who may call', () => {
    it('answers impersonate 401 to a guest, 403 to a plain user and to an admin.access holder without users.update, changing no session', async () => {
      const target = await createUser(server());
      const { plain, panelOnly } = await signInOutsiders(server());
      const before = await sessions(server());
      const path = impersonatePath(target.row.id);
      expect((await new Browser(server()).post(path)).status).toBe(401);
      expect((await plain.post(path)).status).toBe(403);
      expect((await panelOnly.post(path)).status).toBe(403);
      expect(await sessions(server())).toEqual(before);
    });

    it('answers stop-impersonating 401 to a guest and 403 to a session that is not impersonating, the admin’s included', async () => {
      const { browser: admin } = await signInAsAdmin(server());
      const plain = await signIn(server(), await createUser(server()));
      expect((await new Browser(server()).post(STOP_PATH)).status).toBe(401);
      const refused = await plain.post(STOP_PATH);
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe('You are not impersonating a user.');
      expect((await admin.post(STOP_PATH)).status).toBe(403);
    });
  });

  describe('the round trip', () => {
    it('turns the admin’s session into the user’s, with the admin as impersonator, and back', async () => {
      const { browser, user: admin } = await signInAsAdmin(server());
      const target = await createUser(server());
      const cookie = browser.sessionCookie;

      const started = await browser.post(impersonatePath(target.row.id));
      expect(started.status).toBe(200);
      const asUser = bootstrapDataResponseSchema.parse(started.json).bootstrapData;
      expect(asUser.user?.id).toBe(target.row.id);
      expect(asUser.impersonator).toEqual({ id: admin.row.id, name: 'Test User' });
      // The same session (and cookie) now signs the user in: the admin's rights are gone.
      expect(browser.sessionCookie).toBe(cookie);
      expect(await bootstrapOf(browser)).toMatchObject({
        user: { id: target.row.id },
        impersonator: { id: admin.row.id },
      });
      expect((await browser.get('/api/v1/users')).status).toBe(403);

      const stopped = await browser.post(STOP_PATH);
      expect(stopped.status).toBe(200);
      const asAdmin = bootstrapDataResponseSchema.parse(stopped.json).bootstrapData;
      expect(asAdmin.user?.id).toBe(admin.row.id);
      expect(asAdmin.impersonator).toBeNull();
      expect(await bootstrapOf(browser)).toMatchObject({
        user: { id: admin.row.id },
        impersonator: null,
      });
      expect((await browser.get('/api/v1/users')).status).toBe(200);
      expect((await browser.post(STOP_PATH)).status).toBe(403);
    });

    it('lets the admin go back from a user suspended meanwhile, whom account gating stops', async () => {
      const { browser, user: admin } = await signInAsAdmin(server());
      const target = await createUser(server());
      expect((await browser.post(impersonatePath(target.row.id))).status).toBe(200);
      await server()
        .app.db.updateTable('users')
        .set({ banned_at: server().clock.iso() })
        .where('id', '=', target.row.id)
        .execute();
      expect((await browser.get('/api/v1/users/me')).json.code).toBe('account_suspended');
      const stopped = await browser.post(STOP_PATH);
      expect(stopped.status).toBe(200);
      expect(bootstrapDataResponseSchema.parse(stopped.json).bootstrapData.user?.id).toBe(
        admin.row.id,
      );
    });

    it('ends the session when the impersonating admin’s account is deleted', async () => {
      const { browser, user: admin } = await signInAsAdmin(server());
      const target = await createUser(server());
      expect((await browser.post(impersonatePath(target.row.id))).status).toBe(200);
      await server().app.db.deleteFrom('users').where('id', '=', admin.row.id).execute();
      expect((await bootstrapOf(browser)).user).toBeNull();
    });
  });

  describe('refusals', () => {
    it('refuses the admin themselves, a suspended user and anyone holding admin (403), an unknown user (404)', async () => {
      const { browser, user: admin } = await signInAsAdmin(server());
      const suspended = await createUser(server(), { banned: true });
      const otherAdmin = await createUser(server(), { roles: ['users', 'admin'] });
      const adminByGrant = uniqueRoleName('root');
      await createRoleWith(server(), adminByGrant, { admin: {} });
      const grantedAdmin = await createUser(server(), { roles: ['users', adminByGrant] });
      const before = await sessions(server());

      const self = await browser.post(impersonatePath(admin.row.id));
      expect(self.status).toBe(403);
      expect(self.json.message).toBe('You cannot impersonate yourself.');
      const banned = await browser.post(impersonatePath(suspended.row.id));
      expect(banned.status).toBe(403);
      expect(banned.json.message).toBe('A suspended user cannot be impersonated.');
      for (const other of [otherAdmin, grantedAdmin]) {
        const refused = await browser.post(impersonatePath(other.row.id));
        expect(refused.status).toBe(403);
        expect(refused.json.message).toBe('An admin cannot be impersonated.');
      }
      expect((await browser.post(impersonatePath(999_999_999))).status).toBe(404);
      expect(await sessions(server())).toEqual(before);
      expect((await bootstrapOf(browser)).user?.id).toBe(admin.row.id);
    });

    it('lets a user whose suspension has run out be impersonated', async () => {
      const { browser } = await signInAsAdmin(server());
      const target = await createUser(server(), { banned: true });
      await server()
        .app.db.updateTable('users')
        .set({ ban_until: server().clock.iso(-60_000) })
        .where('id', '=', target.row.id)
        .execute();
      const started = await browser.post(impersonatePath(target.row.id));
      expect(started.status).toBe(200);
      expect(started.json.bootstrapData.user.banned_at).toBeNull();
    });

    it('refuses a second impersonation from an impersonated session that holds users.update', async () => {
      const { browser, user: admin } = await signInAsAdmin(server());
      const managers = uniqueRoleName('managers');
      await createRoleWith(server(), managers, { 'users.update': {} });
      const manager = await createUser(server(), { roles: ['users', managers] });
      const third = await createUser(server());
      expect((await browser.post(impersonatePath(manager.row.id))).status).toBe(200);
      const nested = await browser.post(impersonatePath(third.row.id));
      expect(nested.status).toBe(403);
      expect((await bootstrapOf(browser)).impersonator).toMatchObject({ id: admin.row.id });
    });

    it('refuses a personal access token, which has no session to turn', async () => {
      const { user: admin } = await signInAsAdmin(server());
      const target = await createUser(server());
      await server()
        .app.db.insertInto('personal_access_tokens')
        .values({
          user_id: admin.row.id,
          name: 'cli',
          token_hash: sha256('impersonation-test-token'),
          last_used_at: null,
          created_at: server().clock.iso(),
        })
        .execute();
      const answer = await new Browser(server()).post(impersonatePath(target.row.id), undefined, {
        authorization: 'Bearer impersonation-test-token',
      });
      expect(answer.status).toBe(403);
    });
  });

  describe('the audit', () => {
    it('writes who impersonated whom and when to the request log and to the error log the logs screen reads', async () => {
      const { browser, user: admin } = await signInAsAdmin(server());
      const target = await createUser(server());
      const warn = vi.spyOn(server().app.log, 'warn');
      try {
        await browser.post(impersonatePath(target.row.id));
        await browser.post(STOP_PATH);
        const events = warn.mock.calls.map(([fields]) => fields as Record<string, unknown>);
        expect(events).toContainEqual({
          event: 'impersonation.start',
          adminId: admin.row.id,
          userId: target.row.id,
          at: expect.any(String),
        });
        expect(events).toContainEqual(
          expect.objectContaining({ event: 'impersonation.stop', adminId: admin.row.id }),
        );
      } finally {
        warn.mockRestore();
      }
      const log = await readFile(errorLogFile(server().app), 'utf8');
      expect(log).toContain(
        `impersonation.start: Admin #${admin.row.id} (${admin.email}) started impersonating user #${target.row.id} (${target.email}) at `,
      );
      expect(log).toContain(
        `impersonation.stop: Admin #${admin.row.id} (${admin.email}) stopped impersonating user #${target.row.id}`,
      );
    });
  });
});
