import { authEndpoints as endpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { findUserById, updateUser } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { LIMITS, limit, passwordConfirmedWithin } from './service';
import {
  newRecoveryCodes,
  newTwoFactorSecret,
  remainingRecoveryCodes,
  twoFactorQr,
  useTotpCode,
} from './two-factor';

/** Turning two-factor on or off, and its recovery codes: each needs a recent password confirmation. */
export function twoFactorRoutes(app: AppInstance) {
  const guarded = { preHandler: [requireConfirmedPassword] };

  route(
    app,
    endpoints.enableTwoFactor,
    async ({ request }) => {
      const user = request.user!;
      if (user.two_factor_confirmed_at) {
        throw new HttpProblem(422, 'Two-factor authentication is already enabled.');
      }
      const secret = newTwoFactorSecret();
      await updateUser(
        app.db,
        user.id,
        {
          two_factor_secret: secret,
          two_factor_recovery_codes: null,
          two_factor_confirmed_at: null,
        },
        app.clock.iso(),
      );
      const site = (await app.settings.get('branding')).site_name;
      return { secret, ...(await twoFactorQr(secret, site, user.email)) };
    },
    guarded,
  );

  route(
    app,
    endpoints.confirmTwoFactor,
    async ({ request, body: { code } }) => {
      const user = request.user!;
      if (!user.two_factor_secret || user.two_factor_confirmed_at) {
        throw new HttpProblem(422, 'Start setting up two-factor authentication first.');
      }
      if (!(await useTotpCode(app.db, user, code, app.clock.nowMs()))) {
        const message = defineMessage('The provided two factor authentication code was invalid.');
        throw new HttpProblem(422, message, { code: [message] });
      }
      const { codes, stored } = newRecoveryCodes();
      await updateUser(
        app.db,
        user.id,
        {
          two_factor_confirmed_at: app.clock.iso(),
          two_factor_recovery_codes: stored,
        },
        app.clock.iso(),
      );
      return { recovery_codes: codes };
    },
    // Attempts are counted before the code is read.
    {
      preHandler: [
        ...guarded.preHandler,
        async (request: FastifyRequest) =>
          limit(app, LIMITS.twoFactorSetup(request.ip, request.user!.id)),
      ],
    },
  );

  route(
    app,
    endpoints.recoveryCodesStatus,
    async ({ request }) => {
      const user = request.user!;
      return {
        enabled: user.two_factor_confirmed_at !== null,
        remaining: remainingRecoveryCodes(user.two_factor_recovery_codes),
      };
    },
    guarded,
  );

  route(
    app,
    endpoints.regenerateRecoveryCodes,
    async ({ request }) => {
      const user = request.user!;
      if (!user.two_factor_confirmed_at) {
        throw new HttpProblem(422, 'Two-factor authentication is not enabled.');
      }
      const { codes, stored } = newRecoveryCodes();
      await updateUser(app.db, user.id, { two_factor_recovery_codes: stored }, app.clock.iso());
      return { recovery_codes: codes };
    },
    guarded,
  );

  route(
    app,
    endpoints.disableTwoFactor,
    async ({ request }) => {
      await updateUser(
        app.db,
        request.user!.id,
        {
          two_factor_secret: null,
          two_factor_recovery_codes: null,
          two_factor_confirmed_at: null,
        },
        app.clock.iso(),
      );
      const user = await findUserById(app.db, request.user!.id);
      return { two_factor_enabled: user?.two_factor_confirmed_at !== null };
    },
    guarded,
  );
}

/** A route guard: the session's password was confirmed within the confirmation window. */
export async function requireConfirmedPassword(request: FastifyRequest): Promise<void> {
  if (!passwordConfirmedWithin(request.session, request.server.clock.nowMs())) {
    throw new HttpProblem(403, 'Please confirm your password first.');
  }
}
