import { loginResponseSchema, twoFactorSetupResponseSchema } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  confirmPassword,
  createUser,
  signIn,
  type TestUser,
  totp,
} from '../../../test/auth';
import { describeServer } from '../../../test/harness';

describeServer('two-factor authentication', (server) => {
  /** A user with two-factor on; answers the secret and the recovery codes shown at confirmation. */
  async function userWithTwoFactor(): Promise<TestUser & { secret: string; codes: string[] }> {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    await confirmPassword(browser, user.password);
    const setup = twoFactorSetupResponseSchema.parse(
      (await browser.post('/auth/user/two-factor-authentication')).json,
    );
    const confirmed = await browser.post('/auth/user/confirmed-two-factor-authentication', {
      code: await totp(setup.secret),
    });
    expect(confirmed.status).toBe(200);
    return { ...user, secret: setup.secret, codes: confirmed.json.recovery_codes };
  }

  async function startLogin(user: TestUser) {
    const browser = new Browser(server());
    const response = await browser.post('/auth/login', {
      phone: user.email,
      password: user.password,
    });
    expect(loginResponseSchema.parse(response.json)).toEqual({ two_factor: true });
    return browser;
  }

  describe('management', () => {
    it('refuses to enable without a recent password confirmation', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const response = await browser.post('/auth/user/two-factor-authentication');
      expect(response.status).toBe(403);
      const guest = await new Browser(server()).post('/auth/user/two-factor-authentication');
      expect(guest.status).toBe(401);
    });

    it('enables with a QR code and secret, confirms with a first code and shows 8 recovery codes of 21 characters', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      await confirmPassword(browser, user.password);
      const setup = await browser.post('/auth/user/two-factor-authentication');
      expect(setup.status).toBe(200);
      const body = twoFactorSetupResponseSchema.parse(setup.json);
      expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(body.otpauth_url).toContain(`secret=${body.secret}`);
      // Not active until confirmed: login still needs only the password.
      expect((await browser.get('/api/v1/users/me')).json.user.two_factor_enabled).toBe(false);

      const wrong = await browser.post('/auth/user/confirmed-two-factor-authentication', {
        code: '000000',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors.code).toHaveLength(1);
      const short = await browser.post('/auth/user/confirmed-two-factor-authentication', {
        code: '12',
      });
      expect(short.json.errors.code).toEqual(['The code must be 6 characters.']);

      const confirmed = await browser.post('/auth/user/confirmed-two-factor-authentication', {
        code: await totp(body.secret),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json.recovery_codes).toHaveLength(8);
      for (const code of confirmed.json.recovery_codes) expect(code).toHaveLength(21);
      expect((await browser.get('/auth/user/two-factor-recovery-codes')).json).toEqual({
        enabled: true,
        remaining: 8,
      });
      const stored = await server()
        .app.db.selectFrom('users')
        .select('two_factor_recovery_codes')
        .where('id', '=', user.row.id)
        .executeTakeFirstOrThrow();
      expect(stored.two_factor_recovery_codes).not.toContain(confirmed.json.recovery_codes[0]);
    });

    it('regenerates the recovery codes, after which the old ones no longer work', async () => {
      const user = await userWithTwoFactor();
      const browser = await startLogin(user);
      await browser.post('/auth/two-factor-challenge', { code: await totp(user.secret, 1) });
      await confirmPassword(browser, user.password);
      const fresh = await browser.post('/auth/user/two-factor-recovery-codes');
      expect(fresh.json.recovery_codes).toHaveLength(8);
      expect(fresh.json.recovery_codes).not.toContain(user.codes[0]);
      const old = await (await startLogin(user)).post('/auth/two-factor-challenge', {
        recovery_code: user.codes[0],
      });
      expect(old.status).toBe(422);
    });

    it('disables two-factor, after which login needs only the password', async () => {
      const user = await userWithTwoFactor();
      const browser = await startLogin(user);
      await browser.post('/auth/two-factor-challenge', { code: await totp(user.secret, 1) });
      await confirmPassword(browser, user.password);
      const off = await browser.delete('/auth/user/two-factor-authentication');
      expect(off.status).toBe(200);
      await signIn(server(), user);
    });
  });

  describe('POST auth/two-factor-challenge', () => {
    it('signs in with the current code and answers bootstrap data', async () => {
      const user = await userWithTwoFactor();
      const browser = await startLogin(user);
      // The pending login signs nobody in yet.
      expect((await browser.get('/api/v1/users/me')).status).toBe(401);
      // The setup's confirmation used the current step's code: a sign-in needs a later one.
      const response = await browser.post('/auth/two-factor-challenge', {
        code: await totp(user.secret, 1),
      });
      expect(response.status).toBe(200);
      expect(response.json.bootstrapData.user.id).toBe(user.row.id);
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
    });

    it('refuses a wrong code and wrong lengths with field messages', async () => {
      const user = await userWithTwoFactor();
      const browser = await startLogin(user);
      const wrong = await browser.post('/auth/two-factor-challenge', { code: '000000' });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors.code).toEqual([
        'The provided two factor authentication code was invalid.',
      ]);
      const badCode = await browser.post('/auth/two-factor-challenge', { code: '1234567' });
      expect(badCode.json.errors.code).toEqual(['The code must be 6 characters.']);
      const badRecovery = await browser.post('/auth/two-factor-challenge', {
        recovery_code: 'short',
      });
      expect(badRecovery.json.errors.recovery_code).toEqual([
        'The recovery code must be 21 characters.',
      ]);
      const none = await browser.post('/auth/two-factor-challenge', {});
      expect(none.json.errors.code).toEqual(['The code field is required.']);
    });

    it('accepts each recovery code exactly once', async () => {
      const user = await userWithTwoFactor();
      const first = await (await startLogin(user)).post('/auth/two-factor-challenge', {
        recovery_code: user.codes[0],
      });
      expect(first.status).toBe(200);
      const again = await (await startLogin(user)).post('/auth/two-factor-challenge', {
        recovery_code: user.codes[0],
      });
      expect(again.status).toBe(422);
      expect(again.json.errors.recovery_code).toEqual([
        'The provided two factor recovery code was invalid.',
      ]);
      const other = await (await startLogin(user)).post('/auth/two-factor-challenge', {
        recovery_code: user.codes[1],
      });
      expect(other.status).toBe(200);
    });

    it('after logout, the pending login can no longer be completed', async () => {
      const user = await userWithTwoFactor();
      const browser = await startLogin(user);
      const pending = browser.sessionCookie!;
      expect((await browser.post('/auth/logout')).status).toBe(200);
      browser.cookies.set('coffer_session', pending);
      const response = await browser.post('/auth/two-factor-challenge', {
        code: await totp(user.secret),
      });
      expect(response.status).toBe(401);
    });

    // Issue 21, finding 9: a code was accepted again within its 30-second step.
    it('accepts a code once: the same code (or an older step) is refused for the next sign-in', async () => {
      const user = await userWithTwoFactor();
      const code = await totp(user.secret, 1);
      const first = await (await startLogin(user)).post('/auth/two-factor-challenge', { code });
      expect(first.status).toBe(200);
      const replay = await (await startLogin(user)).post('/auth/two-factor-challenge', { code });
      expect(replay.status).toBe(422);
      expect(replay.json.errors.code).toEqual([
        'The provided two factor authentication code was invalid.',
      ]);
      // The setup's code (the current step, older than the one used) is refused too.
      const older = await (await startLogin(user)).post('/auth/two-factor-challenge', {
        code: await totp(user.secret),
      });
      expect(older.status).toBe(422);
    });

    it('given two sign-ins racing with one code, only one succeeds', async () => {
      const user = await userWithTwoFactor();
      const code = await totp(user.secret, 1);
      const browsers = await Promise.all([startLogin(user), startLogin(user), startLogin(user)]);
      const statuses = await Promise.all(
        browsers.map(async (b) => (await b.post('/auth/two-factor-challenge', { code })).status),
      );
      expect(statuses.sort()).toEqual([200, 422, 422]);
    });

    it('without a pending login, answers 401', async () => {
      const response = await new Browser(server()).post('/auth/two-factor-challenge', {
        code: '123456',
      });
      expect(response.status).toBe(401);
    });

    it('after 5 tries for one login, answers 429', async () => {
      const user = await userWithTwoFactor();
      const browser = await startLogin(user);
      for (let i = 0; i < 5; i++) {
        expect((await browser.post('/auth/two-factor-challenge', { code: '000000' })).status).toBe(
          422,
        );
      }
      const blocked = await browser.post('/auth/two-factor-challenge', {
        code: await totp(user.secret),
      });
      expect(blocked.status).toBe(429);
    });
  });
});
