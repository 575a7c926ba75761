import { authEndpoints as endpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { normalizeEmail } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { safeEqual, sha256 } from '../../platform/security/tokens';
import {
  deleteVerificationCode,
  deleteVerificationCodesOf,
  latestVerificationCode,
  setVerificationAttempts,
} from './repo';
import {
  LIMITS,
  limit,
  proveEmail,
  sendVerificationCode,
  VERIFICATION_MAX_ATTEMPTS,
} from './service';

/** Verifying the account's email address with a 6-digit emailed code. */
export function verificationRoutes(app: AppInstance) {
  // Each call counts against the limit before its payload is read.
  route(
    app,
    endpoints.resendVerification,
    async ({ request, body: { email } }) => {
      const user = request.user!;
      if (normalizeEmail(email) !== user.email) {
        const message = defineMessage('This is not the email address of your account.');
        throw new HttpProblem(422, message, { email: [message] });
      }
      if (user.email_verified_at) {
        const message = defineMessage('This email address is already verified.');
        throw new HttpProblem(422, message, { email: [message] });
      }
      await sendVerificationCode(app, user);
      return { message: 'Email sent' };
    },
    {
      preHandler: [
        async (request: FastifyRequest) =>
          limit(app, LIMITS.resendVerification(request.ip, request.user!.id)),
      ],
    },
  );

  route(
    app,
    endpoints.validateVerificationCode,
    async ({ request, body: { code } }) => {
      const user = request.user!;
      const refuse = (message: string): never => {
        throw new HttpProblem(422, message, { code: [message] });
      };
      if (user.email_verified_at) refuse('This email address is already verified.');
      const row = await latestVerificationCode(app.db, user.id);
      if (!row || Date.parse(row.expires_at) <= app.clock.nowMs()) {
        refuse('This code has expired. Please request a new one.');
      }
      if (!safeEqual(row!.code_hash, sha256(code))) {
        const attempts = row!.attempts + 1;
        if (attempts >= VERIFICATION_MAX_ATTEMPTS) {
          await deleteVerificationCode(app.db, row!.id);
          refuse('Too many wrong codes. Please request a new one.');
        }
        await setVerificationAttempts(app.db, row!.id, attempts);
        refuse('This code is invalid.');
      }
      await deleteVerificationCodesOf(app.db, user.id);
      await proveEmail(app, user);
      return { message: 'Email verified.' };
    },
    {
      preHandler: [
        async (request: FastifyRequest) =>
          limit(app, LIMITS.verifyEmail(request.ip, request.user!.id)),
      ],
    },
  );
}
