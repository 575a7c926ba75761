import { bootstrapDataSchema, loginResponseSchema } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, uniqueEmail } from '../../../test/auth';
import { describeServer, passTime } from '../../../test/harness';
import { randomToken, sha256 } from '../../platform/security/tokens';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describeServer('signing in and out', (server) => {
  describe('POST auth/login', () => {
    it('given the right email and password, answers bootstrap data with the user and sets an httpOnly Lax session cookie', async () => {
      const user = await createUser(server());
      const browser = new Browser(server());
      const response = await browser.post('/auth/login', {
        phone: user.email,
        password: user.password,
        remember: false,
      });
      expect(response.status).toBe(200);
      const data = loginResponseSchema.parse(response.json);
      if (!('bootstrapData' in data)) throw new Error('expected bootstrap data');
      expect(data.bootstrapData.user?.email).toBe(user.email);
      expect(data.bootstrapData.user?.roles.map((r) => r.name)).toEqual(['users']);
      expect(data.bootstrapData.user?.permissions.map((p) => p.name)).toContain('files.create');
      expect(data.bootstrapData.user?.subscriptions).toEqual([]);
      expect(data.bootstrapData.user?.unread_notifications_count).toBe(0);
      const session = response.setCookies.find((c) => c.startsWith('coffer_session='))!;
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      // Without "remember" the cookie ends with the browser session.
      expect(session).not.toMatch(/Max-Age|Expires/i);
      expect(response.setCookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    });

    it('given remember, keeps the cookie for 30 days', async () => {
      const user = await createUser(server());
      const response = await new Browser(server()).post('/auth/login', {
        phone: user.email,
        password: user.password,
        remember: true,
      });
      const session = response.setCookies.find((c) => c.startsWith('coffer_session='))!;
      expect(session).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    });

    it('accepts a phone number in the phone field', async () => {
      const user = await createUser(server(), { phone: '+1 555 0100 200' });
      const response = await new Browser(server()).post('/auth/login', {
        phone: '+15550100200',
        password: user.password,
      });
      expect(response.status).toBe(200);
      expect(response.json.bootstrapData.user.id).toBe(user.row.id);
    });

    it('answers an unknown account exactly like a wrong password, so accounts cannot be discovered', async () => {
      const user = await createUser(server());
      const wrong = await new Browser(server()).post('/auth/login', {
        phone: user.email,
        password: 'not the password',
      });
      const unknown = await new Browser(server()).post('/auth/login', {
        phone: uniqueEmail('nobody'),
        password: 'not the password',
      });
      expect(wrong.status).toBe(422);
      expect(unknown.status).toBe(422);
      expect(unknown.json).toEqual(wrong.json);
      expect(wrong.json.errors.phone).toEqual(['These credentials do not match our records.']);
      expect(wrong.setCookies.some((c) => c.startsWith('coffer_session='))).toBe(false);
    });

    it('counts attempts per account however the identifier is spelled', async () => {
      const user = await createUser(server(), { phone: '+1 555 0100 999' });
      const spellings = [
        '+15550100999',
        '+1 555 0100 999',
        '+1 (555) 0100-999',
        '+1.555.0100.999',
        '+1555 0100999',
      ];
      for (const phone of spellings) {
        const r = await new Browser(server()).post('/auth/login', { phone, password: 'wrong' });
        expect(r.status).toBe(422);
      }
      const blocked = await new Browser(server()).post('/auth/login', {
        phone: '+1-555-0100-999',
        password: user.password,
      });
      expect(blocked.status).toBe(429);
    });

    it('refuses missing fields with a message per field', async () => {
      const response = await new Browser(server()).post('/auth/login', {});
      expect(response.status).toBe(422);
      expect(response.json.errors.phone).toEqual(['The phone field is required.']);
      expect(response.json.errors.password).toEqual(['The password field is required.']);
    });

    it('stores only a hash of the session token', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const token = browser.sessionCookie!;
      const rows = await server()
        .app.db.selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', user.row.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(sha256(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]!.ip).toBe(browser.ip);
    });

    it('after 5 wrong passwords for one account, answers 429 with Retry-After even with the right one', async () => {
      const user = await createUser(server());
      for (let i = 0; i < 5; i++) {
        const r = await new Browser(server()).post('/auth/login', {
          phone: user.email,
          password: 'wrong',
        });
        expect(r.status).toBe(422);
      }
      const blocked = await new Browser(server()).post('/auth/login', {
        phone: user.email,
        password: user.password,
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });

    it('after 30 attempts from one IP, answers 429 whatever the account', async () => {
      const browser = new Browser(server());
      for (let i = 0; i < 30; i++) {
        const r = await browser.post('/auth/login', {
          phone: `x${i}@example.com`,
          password: 'wrong',
        });
        expect(r.status).toBe(422);
      }
      const blocked = await browser.post('/auth/login', { phone: 'y@example.com', password: 'x' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    });
  });

  describe('the session', () => {
    it('signs the browser in on later calls, and a browser-session login ends after 2 idle hours', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
      passTime(server(), 2 * HOUR - 1000);
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
      passTime(server(), 2 * HOUR + 1000);
      expect((await browser.get('/api/v1/users/me')).status).toBe(401);
    });

    it('a remembered login survives idle hours until its 30 days end', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user, { remember: true });
      passTime(server(), 5 * DAY);
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
      passTime(server(), 25 * DAY + 1000);
      expect((await browser.get('/api/v1/users/me')).status).toBe(401);
    });

    it('ignores an unknown session cookie', async () => {
      const browser = new Browser(server());
      browser.cookies.set('coffer_session', randomToken());
      const response = await browser.get('/api/v1/bootstrap-data');
      expect(bootstrapDataSchema.parse(response.json).user).toBeNull();
    });
  });

  describe('CSRF', () => {
    it('given a stolen session cookie but no X-XSRF-TOKEN header, refuses to mutate and changes nothing', async () => {
      const user = await createUser(server());
      const victim = await signIn(server(), user);
      const attacker = new Browser(server());
      attacker.sendXsrf = false;
      attacker.cookies.set('coffer_session', victim.sessionCookie!);
      const response = await attacker.post('/auth/user/confirm-password', {
        password: user.password,
      });
      expect(response.status).toBe(403);
      expect(response.json.message).toMatch(/CSRF/);
      const logout = await attacker.post('/auth/logout');
      expect(logout.status).toBe(403);
      // The victim is still signed in and nothing was confirmed.
      const status = await victim.get('/auth/user/confirmed-password-status');
      expect(status.json).toEqual({ confirmed: false });
    });

    it('refuses an X-XSRF-TOKEN header that does not match the cookie', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const response = await browser.post('/auth/logout', {}, { 'x-xsrf-token': 'forged' });
      expect(response.status).toBe(403);
    });

    it('lets a personal access token call without the XSRF header', async () => {
      const user = await createUser(server());
      const token = randomToken();
      await server()
        .app.db.insertInto('personal_access_tokens')
        .values({
          user_id: user.row.id,
          name: 'cli',
          token_hash: sha256(token),
          last_used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const caller = new Browser(server());
      caller.sendXsrf = false;
      const auth = { authorization: `Bearer ${token}` };
      const me = await caller.get('/api/v1/users/me', auth);
      expect(me.status).toBe(200);
      expect(me.json.user.id).toBe(user.row.id);
      const post = await caller.post(
        '/api/v1/validate-email-verification-otp',
        { code: '123456' },
        auth,
      );
      expect(post.status).toBe(422);
      expect((await caller.get('/api/v1/users/me', { authorization: 'Bearer wrong' })).status).toBe(
        401,
      );
    });

    it('refuses a personal access token of a user without api.access', async () => {
      const user = await createUser(server(), { roles: [] });
      const token = randomToken();
      await server()
        .app.db.insertInto('personal_access_tokens')
        .values({
          user_id: user.row.id,
          name: 'cli',
          token_hash: sha256(token),
          last_used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const response = await new Browser(server()).get('/api/v1/users/me', {
        authorization: `Bearer ${token}`,
      });
      expect(response.status).toBe(403);
    });
  });

  describe('POST auth/logout', () => {
    it('ends the session and answers the guest bootstrap data', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const stolen = browser.sessionCookie!;
      // The client sends no body (and no Content-Type) for calls without a payload.
      const response = await browser.request('POST', '/auth/logout');
      expect(response.status).toBe(200);
      const data = bootstrapDataSchema.parse(response.json.bootstrapData);
      expect(data.user).toBeNull();
      expect(data.guest_permissions.map((p) => p.name)).toEqual(['links.view']);
      expect(browser.sessionCookie).toBeUndefined();
      const reuse = new Browser(server());
      reuse.cookies.set('coffer_session', stolen);
      expect((await reuse.get('/api/v1/users/me')).status).toBe(401);
    });
  });
});
