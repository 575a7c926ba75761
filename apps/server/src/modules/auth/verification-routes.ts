import {
  resendEmailVerificationPayloadSchema,
  validateEmailVerificationPayloadSchema,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { safeEqual, sha256 } from '../../platform/security/tokens';
import { requireUser } from '../roles/service';
import { normalizeEmail } from '../users/repo';
import {
  LIMITS,
  limit,
  proveEmail,
  sendVerificationCode,
  VERIFICATION_MAX_ATTEMPTS,
} from './service';

/** Verifying the account's email address with a 6-digit emailed code. */
export function verificationRoutes(app: AppInstance) {
  app.post('/api/v1/resend-email-verification', { preHandler: requireUser }, async (request) => {
    const user = request.user!;
    await limit(app, LIMITS.resendVerification(request.ip, user.id));
    const { email } = validate(resendEmailVerificationPayloadSchema, request.body);
    if (normalizeEmail(email) !== user.email) {
      const message = 'This is not the email address of your account.';
      throw new HttpProblem(422, message, { email: [message] });
    }
    if (user.email_verified_at) {
      const message = 'This email address is already verified.';
      throw new HttpProblem(422, message, { email: [message] });
    }
    await sendVerificationCode(app, user);
    return { message: 'Email sent' };
  });

  app.post(
    '/api/v1/validate-email-verification-otp',
    { preHandler: requireUser },
    async (request) => {
      const user = request.user!;
      await limit(app, LIMITS.verifyEmail(request.ip, user.id));
      const { code } = validate(validateEmailVerificationPayloadSchema, request.body);
      const refuse = (message: string): never => {
        throw new HttpProblem(422, message, { code: [message] });
      };
      if (user.email_verified_at) refuse('This email address is already verified.');
      const row = await app.db
        .selectFrom('email_verification_codes')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row || Date.parse(row.expires_at) <= Date.now()) {
        refuse('This code has expired. Please request a new one.');
      }
      if (!safeEqual(row!.code_hash, sha256(code))) {
        const attempts = row!.attempts + 1;
        if (attempts >= VERIFICATION_MAX_ATTEMPTS) {
          await app.db.deleteFrom('email_verification_codes').where('id', '=', row!.id).execute();
          refuse('Too many wrong codes. Please request a new one.');
        }
        await app.db
          .updateTable('email_verification_codes')
          .set({ attempts })
          .where('id', '=', row!.id)
          .execute();
        refuse('This code is invalid.');
      }
      await app.db.deleteFrom('email_verification_codes').where('user_id', '=', user.id).execute();
      await proveEmail(app, user);
      return { message: 'Email verified.' };
    },
  );
}
