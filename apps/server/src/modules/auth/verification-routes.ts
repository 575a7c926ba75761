import { authEndpoints as endpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { normalizeEmail } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { safeEqual, sha256 } from '../../platform/security/tokens';
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
      const row = await app.db
        .selectFrom('email_verification_codes')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row || Date.parse(row.expires_at) <= app.clock.nowMs()) {
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
    {
      preHandler: [
        async (request: FastifyRequest) =>
          limit(app, LIMITS.verifyEmail(request.ip, request.user!.id)),
      ],
    },
  );
}
