import { describe, expect, it } from 'vitest';
import { type Browser, createUser, lastEmailTo, registerUser, signIn } from '../../../test/auth';
import { describeServer, passTime } from '../../../test/harness';
import { VERIFICATION_CODE_MINUTES } from './service';

describeServer('email verification', (server) => {
  async function unverifiedUser(): Promise<{ browser: Browser; email: string; code: string }> {
    const { browser, email } = await registerUser(server());
    const mail = await lastEmailTo(server(), email);
    return { browser, email, code: mail!.text.match(/\b(\d{6})\b/)![1]! };
  }

  const withConfirmation = (body: () => Promise<void>) => async () => {
    await server().app.settings.set('require_email_confirmation', true);
    try {
      await body();
    } finally {
      await server().app.settings.reset('require_email_confirmation');
    }
  };

  describe('POST api/v1/validate-email-verification-otp', () => {
    it(
      'verifies the email with the emailed code, after which the account is no longer gated',
      withConfirmation(async () => {
        const { browser, code } = await unverifiedUser();
        expect((await browser.get('/api/v1/users/me')).status).toBe(403);
        const response = await browser.post('/api/v1/validate-email-verification-otp', { code });
        expect(response.status).toBe(200);
        const me = await browser.get('/api/v1/users/me');
        expect(me.status).toBe(200);
        expect(me.json.user.email_verified_at).not.toBeNull();
      }),
    );

    it(
      'refuses malformed codes with field messages',
      withConfirmation(async () => {
        const { browser } = await unverifiedUser();
        const empty = await browser.post('/api/v1/validate-email-verification-otp', {});
        expect(empty.json.errors.code).toEqual(['The code field is required.']);
        const long = await browser.post('/api/v1/validate-email-verification-otp', {
          code: '1234567',
        });
        expect(long.json.errors.code).toContain('The code may not be greater than 6 characters.');
        const letters = await browser.post('/api/v1/validate-email-verification-otp', {
          code: 'abcdef',
        });
        expect(letters.json.errors.code).toEqual(['The code must be 6 digits.']);
      }),
    );

    it(
      'invalidates the code after 5 wrong tries, even for the right code afterwards',
      withConfirmation(async () => {
        const { browser, code } = await unverifiedUser();
        const wrongCode = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 4; i++) {
          const r = await browser.post('/api/v1/validate-email-verification-otp', {
            code: wrongCode,
          });
          expect(r.json.errors.code).toEqual(['This code is invalid.']);
        }
        const fifth = await browser.post('/api/v1/validate-email-verification-otp', {
          code: wrongCode,
        });
        expect(fifth.json.errors.code).toEqual(['Too many wrong codes. Please request a new one.']);
        const right = await browser.post('/api/v1/validate-email-verification-otp', { code });
        expect(right.status).toBe(422);
        expect(right.json.errors.code).toEqual([
          'This code has expired. Please request a new one.',
        ]);
      }),
    );

    it(
      'refuses an expired code',
      withConfirmation(async () => {
        const { browser, code } = await unverifiedUser();
        passTime(server(), VERIFICATION_CODE_MINUTES * 60_000 + 1000);
        const response = await browser.post('/api/v1/validate-email-verification-otp', { code });
        expect(response.status).toBe(422);
      }),
    );
  });

  describe('POST api/v1/resend-email-verification', () => {
    it(
      'emails a new code that replaces the old one',
      withConfirmation(async () => {
        const { browser, email, code: oldCode } = await unverifiedUser();
        const response = await browser.post('/api/v1/resend-email-verification', { email });
        expect(response.status).toBe(200);
        expect(response.json.message).toBe('Email sent');
        const newCode = (await lastEmailTo(server(), email))!.text.match(/\b(\d{6})\b/)![1]!;
        if (newCode !== oldCode) {
          const old = await browser.post('/api/v1/validate-email-verification-otp', {
            code: oldCode,
          });
          expect(old.status).toBe(422);
        }
        const ok = await browser.post('/api/v1/validate-email-verification-otp', { code: newCode });
        expect(ok.status).toBe(200);
      }),
    );

    it('refuses a guest with 401, another address and a verified account with 422', async () => {
      const guest = await registerUser(server());
      await guest.browser.post('/auth/logout');
      expect(
        (await guest.browser.post('/api/v1/resend-email-verification', { email: guest.email }))
          .status,
      ).toBe(401);
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const other = await browser.post('/api/v1/resend-email-verification', {
        email: 'x@example.com',
      });
      expect(other.json.errors.email).toEqual(['This is not the email address of your account.']);
      const verified = await browser.post('/api/v1/resend-email-verification', {
        email: user.email,
      });
      expect(verified.json.errors.email).toEqual(['This email address is already verified.']);
    });

    it(
      'after 3 resends in 10 minutes, answers 429',
      withConfirmation(async () => {
        const { browser, email } = await unverifiedUser();
        for (let i = 0; i < 3; i++) {
          expect((await browser.post('/api/v1/resend-email-verification', { email })).status).toBe(
            200,
          );
        }
        expect((await browser.post('/api/v1/resend-email-verification', { email })).status).toBe(
          429,
        );
      }),
    );
  });
});
