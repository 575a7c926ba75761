import { describe, expect, it } from 'vitest';
import {
  Browser,
  createAccessToken,
  createUser,
  lastEmailTo,
  signIn,
  tokenStatus,
  uniqueEmail,
} from '../../../test/auth';
import { describeServer, passTime } from '../../../test/harness';
import { RESET_TOKEN_MINUTES } from './service';

describeServer('passwords', (server) => {
  async function requestReset(email: string) {
    const response = await new Browser(server()).post('/auth/forgot-password', { email });
    const mail = await lastEmailTo(server(), email);
    const token = mail?.text.match(/\/password\/reset\/([\w-]+)/)?.[1];
    return { response, mail, token };
  }

  describe('POST auth/forgot-password', () => {
    it('emails a reset link to /password/reset/{token}', async () => {
      const user = await createUser(server());
      const { response, mail, token } = await requestReset(user.email);
      expect(response.status).toBe(200);
      expect(mail?.subject).toBe('Reset your Coffer password');
      expect(mail?.text).toContain(`${server().config.appUrl}/password/reset/`);
      expect(mail?.html).toContain(`href="${server().config.appUrl}/password/reset/${token}"`);
      expect(token).toBeTruthy();
    });

    it('answers the same whether or not the account exists, and mails nobody for an unknown one', async () => {
      const user = await createUser(server());
      const known = await new Browser(server()).post('/auth/forgot-password', {
        email: user.email,
      });
      const nobody = uniqueEmail('nobody');
      const unknown = await new Browser(server()).post('/auth/forgot-password', { email: nobody });
      expect(unknown.status).toBe(known.status);
      expect(unknown.json).toEqual(known.json);
      expect(await lastEmailTo(server(), nobody)).toBeUndefined();
    });

    it('refuses a missing or malformed email with 422', async () => {
      const missing = await new Browser(server()).post('/auth/forgot-password', {});
      expect(missing.json.errors.email).toEqual(['The email field is required.']);
      const bad = await new Browser(server()).post('/auth/forgot-password', { email: 'nope' });
      expect(bad.json.errors.email).toEqual(['The email must be a valid email address.']);
    });

    it('after 3 requests for one address, answers 429', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) {
        expect((await new Browser(server()).post('/auth/forgot-password', { email })).status).toBe(
          200,
        );
      }
      const blocked = await new Browser(server()).post('/auth/forgot-password', { email });
      expect(blocked.status).toBe(429);
    });
  });

  describe('POST auth/reset-password', () => {
    it('sets the new password once, ends every session, and the token cannot be reused', async () => {
      const user = await createUser(server());
      const other = await signIn(server(), user);
      const { token } = await requestReset(user.email);
      const payload = {
        token,
        email: user.email,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      };
      const reset = await new Browser(server()).post('/auth/reset-password', payload);
      expect(reset.status).toBe(200);
      expect(reset.json.message).toBe('Your password has been reset!');
      expect((await other.get('/api/v1/users/me')).status).toBe(401);
      await signIn(server(), { email: user.email, password: 'a brand new password' });

      const again = await new Browser(server()).post('/auth/reset-password', {
        ...payload,
        password: 'yet another password',
        password_confirmation: 'yet another password',
      });
      expect(again.status).toBe(422);
      expect(again.json.errors.email).toEqual([
        'This password reset token is invalid or has expired.',
      ]);
      await signIn(server(), { email: user.email, password: 'a brand new password' });
    });

    // Issue 21, finding 7: personal access tokens survived a password reset.
    it('revokes every personal access token of the account', async () => {
      const user = await createUser(server());
      const token = await createAccessToken(await signIn(server(), user), user.password);
      expect(await tokenStatus(server(), token)).toBe(200);
      const { token: resetToken } = await requestReset(user.email);
      const reset = await new Browser(server()).post('/auth/reset-password', {
        token: resetToken,
        email: user.email,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      });
      expect(reset.status).toBe(200);
      expect(await tokenStatus(server(), token)).toBe(401);
    });

    it('refuses a token older than 60 minutes and keeps the old password', async () => {
      const user = await createUser(server());
      const { token } = await requestReset(user.email);
      passTime(server(), RESET_TOKEN_MINUTES * 60_000 + 1000);
      const response = await new Browser(server()).post('/auth/reset-password', {
        token,
        email: user.email,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      });
      expect(response.status).toBe(422);
      await signIn(server(), user);
    });

    it('refuses a token used with another account’s email', async () => {
      const owner = await createUser(server());
      const other = await createUser(server());
      const { token } = await requestReset(owner.email);
      const response = await new Browser(server()).post('/auth/reset-password', {
        token,
        email: other.email,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      });
      expect(response.status).toBe(422);
      await signIn(server(), other);
    });

    it('refuses invalid fields with a message per field', async () => {
      const response = await new Browser(server()).post('/auth/reset-password', {
        email: 'x',
        password: 'short',
        password_confirmation: 'other',
      });
      expect(response.status).toBe(422);
      expect(Object.keys(response.json.errors).sort()).toEqual([
        'email',
        'password',
        'password_confirmation',
        'token',
      ]);
    });
  });

  describe('password confirmation', () => {
    it('is not confirmed at first, then confirmed for the asked window after POST confirm-password', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).json).toEqual(
        {
          confirmed: false,
        },
      );
      const confirm = await browser.post('/auth/user/confirm-password', {
        password: user.password,
      });
      expect(confirm.status).toBe(200);
      expect(confirm.json).toEqual({ confirmed: true });
      expect((await browser.get('/auth/user/confirmed-password-status?seconds=9000')).json).toEqual(
        {
          confirmed: true,
        },
      );
      // A confirmation older than the asked window does not count.
      passTime(server(), 120_000);
      expect(
        (await browser.get('/auth/user/confirmed-password-status?seconds=60')).json.confirmed,
      ).toBe(false);
      expect((await browser.get('/auth/user/confirmed-password-status')).json.confirmed).toBe(true);
      await server()
        .app.db.updateTable('sessions')
        // Older than the longest window: edited, as 2.5 idle hours would end the session too.
        .set({ password_confirmed_at: server().clock.iso(-9001_000) })
        .where('user_id', '=', user.row.id)
        .execute();
      expect((await browser.get('/auth/user/confirmed-password-status')).json.confirmed).toBe(
        false,
      );
    });

    it('refuses a wrong password with a field message, a bad seconds value with 422, and a guest with 401', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const wrong = await browser.post('/auth/user/confirm-password', { password: 'nope' });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors.password).toEqual(['The provided password was incorrect.']);
      const empty = await browser.post('/auth/user/confirm-password', {});
      expect(empty.json.errors.password).toEqual(['The password field is required.']);
      const bad = await browser.get('/auth/user/confirmed-password-status?seconds=abc');
      expect(bad.status).toBe(422);
      expect(bad.json.errors.seconds).toHaveLength(1);
      expect((await new Browser(server()).get('/auth/user/confirmed-password-status')).status).toBe(
        401,
      );
      expect(
        (await new Browser(server()).post('/auth/user/confirm-password', { password: 'x' })).status,
      ).toBe(401);
    });

    it('after 5 wrong passwords, answers 429', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      for (let i = 0; i < 5; i++) {
        expect(
          (await browser.post('/auth/user/confirm-password', { password: 'nope' })).status,
        ).toBe(422);
      }
      expect(
        (await browser.post('/auth/user/confirm-password', { password: user.password })).status,
      ).toBe(429);
    });
  });
});
