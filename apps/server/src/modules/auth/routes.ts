import { authEndpoints as endpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSession,
  isSecureRequest,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../kernel/sessions';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
  updateUser,
} from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { requireHumanCheck } from '../../platform/human-check';
import { defineMessage } from '../../platform/i18n/define-message';
import { hashPassword, verifyPassword } from '../../platform/security/passwords';
import { sha256 } from '../../platform/security/tokens';
import { registerAccount } from './registration';
import {
  deletePasswordReset,
  markPasswordConfirmed,
  passwordResetByTokenHash,
  replaceRecoveryCodes,
  revokeAccessTokens,
} from './repo';
import {
  type EmailProvenHook,
  endSession,
  LIMITS,
  limit,
  passwordConfirmedWithin,
  proveEmail,
  sendPasswordReset,
  startSession,
} from './service';
import { useRecoveryCode, useTotpCode } from './two-factor';

/** The session of a sign-in waiting for its second factor, found by the challenge's guard. */
const pendingSignIns = new WeakMap<
  FastifyRequest,
  NonNullable<Awaited<ReturnType<typeof findSession>>>
>();

const BAD_CREDENTIALS = defineMessage('These credentials do not match our records.');
const BAD_RESET_TOKEN = defineMessage('This password reset token is invalid or has expired.');

export function authRoutes(app: AppInstance) {
  app.decorate('emailProven', [] as EmailProvenHook[]);
  route(
    app,
    endpoints.register,
    async ({ request, reply, body: payload }) => {
      await requireHumanCheck(app, request, 'register');
      const { user, status } = await registerAccount(app, payload);
      return { bootstrapData: await startSession(app, request, reply, user, false), status };
    },
    // Counted before the payload is read, so malformed sign-ups use up attempts too.
    { preHandler: [async (request: FastifyRequest) => limit(app, LIMITS.register(request.ip))] },
  );

  route(app, endpoints.login, async ({ request, reply, body: payload }) => {
    const byEmail = payload.phone.includes('@');
    // Limited per normalized identifier, so re-spelling a phone number or an email's case
    // does not buy more attempts.
    const identifier = byEmail ? normalizeEmail(payload.phone) : normalizePhone(payload.phone);
    await limit(app, LIMITS.login(request.ip, identifier));
    const user = byEmail
      ? await findUserByEmail(app.db, identifier)
      : await findUserByPhone(app.db, identifier);
    // Unknown account and wrong password answer alike, in about the same time.
    if (!(await verifyPassword(user?.password ?? null, payload.password)) || !user) {
      throw new HttpProblem(422, BAD_CREDENTIALS, { phone: [BAD_CREDENTIALS] });
    }
    if (user.two_factor_confirmed_at) {
      const { token } = await createSession(app.db, app.clock, request, {
        userId: user.id,
        remember: payload.remember,
        twoFactorPending: true,
      });
      const secure = isSecureRequest(request, app.config.appUrl);
      setSessionCookie(request, reply, token, { remember: false, secure });
      return { two_factor: true as const };
    }
    return { bootstrapData: await startSession(app, request, reply, user, payload.remember) };
  });

  route(
    app,
    endpoints.twoFactorChallenge,
    async ({ request, reply, body: payload }) => {
      const pending = pendingSignIns.get(request)!;
      const user = await findUserById(app.db, pending.user_id);
      if (!user?.two_factor_secret) throw new HttpProblem(401, 'Unauthenticated.');

      if (payload.code !== undefined) {
        if (!(await useTotpCode(app.db, user, payload.code, app.clock.nowMs()))) {
          const message = defineMessage('The provided two factor authentication code was invalid.');
          throw new HttpProblem(422, message, { code: [message] });
        }
      } else {
        const remaining = useRecoveryCode(
          user.two_factor_recovery_codes,
          payload.recovery_code ?? '',
        );
        // Conditional on the list read: two requests racing with one code cannot both win.
        const updated =
          remaining !== null &&
          (await replaceRecoveryCodes(
            app.db,
            user.id,
            user.two_factor_recovery_codes,
            remaining,
            app.clock.iso(),
          ));
        if (!updated || updated.numUpdatedRows === 0n) {
          const message = defineMessage('The provided two factor recovery code was invalid.');
          throw new HttpProblem(422, message, { recovery_code: [message] });
        }
      }
      await deleteSession(app.db, pending.id);
      return {
        bootstrapData: await startSession(app, request, reply, user, pending.remember === 1),
      };
    },
    // The pending sign-in and its attempt count come before the code is read.
    {
      preHandler: [
        async (request: FastifyRequest) => {
          const pending = await findSession(
            app.db,
            app.clock,
            request.cookies[SESSION_COOKIE],
            request.ip,
          );
          if (!pending?.two_factor_pending) {
            throw new HttpProblem(401, 'Your sign-in has expired. Please sign in again.');
          }
          pendingSignIns.set(request, pending);
          await limit(app, LIMITS.twoFactor(request.ip, pending.user_id));
        },
      ],
    },
  );

  route(app, endpoints.logout, async ({ request, reply }) => ({
    bootstrapData: await endSession(app, request, reply),
  }));

  route(app, endpoints.forgotPassword, async ({ request, body: { email } }) => {
    await limit(app, LIMITS.forgot(request.ip, email));
    const user = await findUserByEmail(app.db, email);
    if (user) await sendPasswordReset(app, user);
    return {
      message:
        'If an account exists for that email address, we have emailed a password reset link.',
    };
  });

  route(app, endpoints.resetPassword, async ({ request, body: payload }) => {
    await limit(app, LIMITS.reset(request.ip, payload.email));
    const user = await findUserByEmail(app.db, payload.email);
    const reset = await passwordResetByTokenHash(app.db, sha256(payload.token));
    if (
      !user ||
      !reset ||
      reset.email !== user.email ||
      Date.parse(reset.expires_at) <= app.clock.nowMs()
    ) {
      throw new HttpProblem(422, BAD_RESET_TOKEN, { email: [BAD_RESET_TOKEN] });
    }
    const password = await hashPassword(payload.password);
    await app.db.transaction().execute(async (trx) => {
      // Deleting first makes the token single-use even when two resets race.
      const deleted = await deletePasswordReset(trx, reset.id);
      if (deleted.numDeletedRows === 0n) {
        throw new HttpProblem(422, BAD_RESET_TOKEN, { email: [BAD_RESET_TOKEN] });
      }
      await updateUser(
        trx,
        user.id,
        {
          password,
          // Following the emailed link proves the address.
          email_verified_at: user.email_verified_at ?? app.clock.iso(),
        },
        app.clock.iso(),
      );
      await deleteUserSessions(trx, user.id);
      // Whoever had the old password may have minted tokens with it.
      await revokeAccessTokens(trx, user.id);
    });
    await proveEmail(app, user);
    return { message: 'Your password has been reset!' };
  });

  route(app, endpoints.confirmedPasswordStatus, async ({ request, query: { seconds } }) => ({
    confirmed: passwordConfirmedWithin(request.session, app.clock.nowMs(), seconds),
  }));

  route(
    app,
    endpoints.confirmPassword,
    async ({ request, body: { password } }) => {
      const user = request.user!;
      if (!(await verifyPassword(user.password, password))) {
        const message = defineMessage('The provided password was incorrect.');
        throw new HttpProblem(422, message, { password: [message] });
      }
      const confirmedAt = app.clock.iso();
      await markPasswordConfirmed(app.db, request.session!.id, confirmedAt);
      return { confirmed: true };
    },
    {
      preHandler: [
        async (request: FastifyRequest) => {
          if (!request.session) {
            throw new HttpProblem(403, 'Password confirmation needs a session.');
          }
          await limit(app, LIMITS.confirmPassword(request.ip, request.user!.id));
        },
      ],
    },
  );
}
