import { showUserResponseSchema } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { Browser, confirmPassword, createUser, registerUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { sha256 } from '../../platform/security/tokens';

describeServer('users', (server) => {
  describe('GET api/v1/users/me', () => {
    it('answers the signed-in user with email, roles and permissions, and the relations asked for in `with`', async () => {
      const user = await createUser(server());
      await server()
        .app.db.insertInto('social_profiles')
        .values({
          user_id: user.row.id,
          service: 'google',
          service_id: 'g-1',
          username: 'ada',
          access_token: 'secret-access',
          refresh_token: null,
          access_expires_at: null,
          created_at: server().clock.iso(),
        })
        .execute();
      await server()
        .app.db.insertInto('personal_access_tokens')
        .values({
          user_id: user.row.id,
          name: 'cli',
          token_hash: sha256('t'),
          last_used_at: null,
          created_at: server().clock.iso(),
        })
        .execute();
      const browser = await signIn(server(), user);
      const plain = await browser.get('/api/v1/users/me');
      expect(plain.status).toBe(200);
      const body = showUserResponseSchema.parse(plain.json);
      expect(body.user.email).toBe(user.email);
      expect(body.user.social_profiles).toBeUndefined();
      expect(JSON.stringify(plain.json)).not.toMatch(/argon2|password/);

      const full = await browser.get('/api/v1/users/me?with=roles,social_profiles,tokens');
      const details = showUserResponseSchema.parse(full.json).user;
      expect(details.roles.map((r) => r.name)).toEqual(['users']);
      expect(details.social_profiles).toEqual([
        expect.objectContaining({ service: 'google', username: 'ada' }),
      ]);
      expect(details.tokens).toEqual([expect.objectContaining({ name: 'cli', abilities: ['*'] })]);
      expect(JSON.stringify(full.json)).not.toContain('secret-access');
      expect(JSON.stringify(full.json)).not.toContain(sha256('t'));
    });

    it('refuses an unknown relation with 422 and a guest with 401', async () => {
      const browser = await signIn(server(), await createUser(server()));
      const bad = await browser.get('/api/v1/users/me?with=passwords');
      expect(bad.status).toBe(422);
      expect(bad.json.errors.with).toBeTruthy();
      expect((await new Browser(server()).get('/api/v1/users/me')).status).toBe(401);
    });

    it('shows another user only to someone with users.update', async () => {
      const other = await createUser(server());
      const stranger = await signIn(server(), await createUser(server()));
      expect((await stranger.get(`/api/v1/users/${other.row.id}`)).status).toBe(403);
      const admin = await signIn(
        server(),
        await createUser(server(), { roles: ['users', 'admin'] }),
      );
      const seen = await admin.get(`/api/v1/users/${other.row.id}`);
      expect(seen.status).toBe(200);
      expect(seen.json.user.email).toBe(other.email);
      expect((await admin.get('/api/v1/users/999999')).status).toBe(404);
    });
  });

  describe('DELETE api/v1/users/{id}?deleteCurrentUser=true', () => {
    it('removes the account and everything it owns after a password confirmation', async () => {
      const { browser, email, password } = await registerUser(server());
      const id = (await browser.get('/api/v1/users/me')).json.user.id as number;
      await confirmPassword(browser, password);
      const steps: number[] = [];
      const step = async (userId: number) => {
        steps.push(userId);
      };
      server().app.accountDeletion.push(step);
      try {
        const response = await browser.delete(`/api/v1/users/${id}?deleteCurrentUser=true`);
        expect(response.status).toBe(200);
        expect(response.json.message).toBe('Account deleted');
      } finally {
        server().app.accountDeletion.splice(server().app.accountDeletion.indexOf(step), 1);
      }
      expect(steps).toEqual([id]);
      const db = server().app.db;
      expect(
        await db.selectFrom('users').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
      for (const table of ['sessions', 'role_user'] as const) {
        expect(
          await db.selectFrom(table).select('user_id').where('user_id', '=', id).execute(),
        ).toEqual([]);
      }
      expect((await browser.get('/api/v1/users/me')).status).toBe(401);
    });

    it('refuses without a recent password confirmation, for another account, without the flag (no users.update), and for a guest', async () => {
      const user = await createUser(server());
      const other = await createUser(server());
      const browser = await signIn(server(), user);
      expect(
        (await browser.delete(`/api/v1/users/${user.row.id}?deleteCurrentUser=true`)).status,
      ).toBe(403);
      await confirmPassword(browser, user.password);
      expect(
        (await browser.delete(`/api/v1/users/${other.row.id}?deleteCurrentUser=true`)).status,
      ).toBe(403);
      // Without the flag it is the admin's bulk delete, which needs users.update.
      const noFlag = await browser.delete(`/api/v1/users/${user.row.id}`);
      expect(noFlag.status).toBe(403);
      const badFlag = await browser.delete(`/api/v1/users/${user.row.id}?deleteCurrentUser=yes`);
      expect(badFlag.status).toBe(422);
      expect(badFlag.json.errors.deleteCurrentUser).toHaveLength(1);
      expect(
        (await new Browser(server()).delete('/api/v1/users/me?deleteCurrentUser=true')).status,
      ).toBe(401);
      const ids = await server()
        .app.db.selectFrom('users')
        .select('id')
        .where('id', 'in', [user.row.id, other.row.id])
        .execute();
      expect(ids).toHaveLength(2);
    });

    it('is reachable as POST with X-HTTP-Method-Override (how the client sends DELETE)', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      await confirmPassword(browser, user.password);
      const response = await browser.post(
        '/api/v1/users/me?deleteCurrentUser=true&_method=DELETE',
        {},
        { 'x-http-method-override': 'DELETE' },
      );
      expect(response.status).toBe(200);
    });
  });

  describe('account gating', () => {
    const guarded: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/users/me'],
      ['GET', '/auth/user/confirmed-password-status'],
      ['POST', '/auth/user/confirm-password', { password: 'x' }],
      ['POST', '/auth/user/two-factor-authentication'],
      ['DELETE', '/api/v1/users/me?deleteCurrentUser=true'],
      ['POST', '/api/v1/resend-email-verification', { email: 'x@example.com' }],
      ['POST', '/api/v1/validate-email-verification-otp', { code: '123456' }],
    ];

    it('refuses a banned user everywhere except logout and bootstrap data', async () => {
      const user = await createUser(server(), { banned: true });
      const browser = await signIn(server(), user);
      for (const [method, path, body] of guarded) {
        const response = await browser.request(method, path, body);
        expect([path, response.status]).toEqual([path, 403]);
        expect(response.json.message).toBe('Your account has been suspended.');
        expect(response.json.code).toBe('account_suspended');
      }
      const bootstrap = await browser.get('/api/v1/bootstrap-data');
      expect(bootstrap.status).toBe(200);
      expect(bootstrap.json.user.banned_at).not.toBeNull();
      expect((await browser.post('/auth/logout')).status).toBe(200);
    });

    it('refuses an unverified user while confirmation is required, except the verification routes', async () => {
      const user = await createUser(server(), { verified: false });
      const browser = await signIn(server(), user);
      await server().app.settings.set('require_email_confirmation', true);
      try {
        for (const [method, path, body] of guarded.slice(0, 5)) {
          const response = await browser.request(method, path, body);
          expect([path, response.status]).toEqual([path, 403]);
          expect(response.json.code).toBe('email_unverified');
        }
        const resend = await browser.post('/api/v1/resend-email-verification', {
          email: user.email,
        });
        expect(resend.status).toBe(200);
        expect((await browser.get('/api/v1/bootstrap-data')).status).toBe(200);
      } finally {
        await server().app.settings.reset('require_email_confirmation');
      }
      // Once confirmation is no longer required the same account is let through.
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
    });
  });
});
