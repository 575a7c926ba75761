import {
  socialEndpoints as endpoints,
  type SocialAuthMessage,
  type SocialAuthStatus,
  type SocialService,
  socialServiceParamsSchema,
  socialServices,
} from '@coffer/contract';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { isSecureRequest, XSRF_COOKIE, XSRF_HEADER } from '../../kernel/sessions';
import { findUserByEmail, findUserById, type UserRow } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import type { MessageValues } from '../../platform/i18n/catalogue';
import { defineMessage } from '../../platform/i18n/define-message';
import { requestLanguage } from '../../platform/i18n/request-language';
import { verifyPassword } from '../../platform/security/passwords';
import { safeEqual } from '../../platform/security/tokens';
import { liftExpiredBan } from '../auth/authenticate';
import { isBlockedEmail } from '../auth/registration';
import { limit, proveEmail, startSession } from '../auth/service';
import { buildBootstrapData } from '../bootstrap/service';
import { POPUP_SCRIPT, sendPopupResult } from './popup';
import { type SocialProfile, socialProvider } from './providers';
import { deletePendingLink } from './repo';
import {
  createUserFromProfile,
  findPendingLink,
  linkedUser,
  linkProfile,
  PENDING_LINK_MINUTES,
  storePendingLink,
  unlinkProfile,
} from './service';

/** The OAuth round trip in flight: state, PKCE verifier, service and why it started. */
const FLOW_COOKIE = 'social_oauth';
/** Names the pending link that waits for the account password after REQUEST_PASSWORD. */
const PENDING_COOKIE = 'social_pending';
const COOKIE_PATH = '/secure/auth/social';
const FLOW_MINUTES = 10;
const MINUTE = 60_000;

const LABELS: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

const flowSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  service: z.enum(socialServices),
  intent: z.enum(['login', 'connect']),
});
const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/**
 * Social sign-in (spec §4): popup routes that go to the service and back, ending in a
 * page that posts the `social-auth` message to the opener; linking to an existing
 * account by its password; and unlinking.
 */
export function socialRoutes(app: AppInstance) {
  // The opener is the app at base_url (bootstrap's base_url is the configured app URL).
  // Its texts and error message in the request's language, `values` filling the message.
  const popup = async (
    reply: FastifyReply,
    status: SocialAuthStatus,
    callbackData?: SocialAuthMessage['callbackData'],
    values?: MessageValues,
  ) => {
    const language = await requestLanguage(app, reply.request);
    const translate = (message: string) => app.catalogue.translate(language, message, values);
    const origin = new URL(app.config.appUrl).origin;
    return sendPopupResult(reply, origin, status, callbackData, { language, translate });
  };

  route(app, endpoints.popupScript, async ({ reply }) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(POPUP_SCRIPT),
  );

  for (const [intent, endpoint] of [
    ['login', endpoints.loginPopup],
    ['connect', endpoints.connectPopup],
  ] as const) {
    route(app, endpoint, async ({ request, reply, params: rawParams }) => {
      const params = socialServiceParamsSchema.safeParse(rawParams);
      if (!params.success) return popup(reply, 'ERROR');
      const { service } = params.data;
      if (intent === 'login' && request.user) {
        return popup(reply, 'ALREADY_LOGGED_IN', {
          bootstrapData: await buildBootstrapData(app, request),
        });
      }
      if (intent === 'connect' && !request.user) {
        return popup(reply, 'ERROR', {
          errorMessage: defineMessage('Sign in first to connect an account.'),
        });
      }
      const provider = await enabledProvider(app, service);
      if (!provider) {
        return popup(
          reply,
          'ERROR',
          { errorMessage: defineMessage('{service} sign-in is not available.') },
          { service: LABELS[service] },
        );
      }
      const flow = { state: generateState(), verifier: generateCodeVerifier(), service, intent };
      reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
        ...cookieOptions(app, request),
        maxAge: FLOW_MINUTES * 60,
      });
      return reply.redirect(provider.authorizationUrl(flow.state, flow.verifier).toString());
    });
  }

  route(app, endpoints.callback, async ({ request, reply, params: rawParams }) => {
    const flow = readFlow(request);
    reply.clearCookie(FLOW_COOKIE, cookieOptions(app, request));
    const params = socialServiceParamsSchema.safeParse(rawParams);
    const query = callbackQuery.safeParse(request.query);
    if (
      !flow ||
      !params.success ||
      !query.success ||
      flow.service !== params.data.service ||
      !query.data.state ||
      !safeEqual(query.data.state, flow.state)
    ) {
      return popup(reply, 'ERROR');
    }
    const { service } = flow;
    const provider = await enabledProvider(app, service);
    if (!provider || query.data.error || !query.data.code) return popup(reply, 'ERROR');

    let profile: SocialProfile;
    try {
      profile = await provider.fetchProfile(
        await provider.exchangeCode(query.data.code, flow.verifier),
      );
    } catch (error) {
      request.log.warn({ err: error, service }, 'social sign-in failed at the provider');
      return popup(reply, 'ERROR');
    }

    const linked = await linkedUser(app.db, profile);
    if (flow.intent === 'connect') return connectToSignedInUser(request, reply, profile, linked);
    if (request.user) {
      return popup(reply, 'ALREADY_LOGGED_IN', {
        bootstrapData: await buildBootstrapData(app, request),
      });
    }
    if (linked) return signIn(request, reply, linked);

    if (!profile.email) {
      return popup(
        reply,
        'ERROR',
        {
          errorMessage: defineMessage(
            '{service} did not share a verified email address. Sign up with your email, then connect {service} from your account settings.',
          ),
        },
        { service: LABELS[service] },
      );
    }
    const existing = await findUserByEmail(app.db, profile.email);
    if (existing) {
      if (!existing.password) {
        return popup(
          reply,
          'ERROR',
          {
            errorMessage: defineMessage(
              'An account with this email already exists. Sign in the way you did before, then connect {service} from your account settings.',
            ),
          },
          { service: LABELS[service] },
        );
      }
      const token = await storePendingLink(app.db, existing.id, profile, app.clock);
      reply.setCookie(PENDING_COOKIE, token, {
        ...cookieOptions(app, request),
        maxAge: PENDING_LINK_MINUTES * 60,
      });
      return popup(reply, 'REQUEST_PASSWORD');
    }
    if ((await app.settings.all()).registration.disable) {
      return popup(reply, 'ERROR', {
        errorMessage: defineMessage('Registration is currently disabled.'),
      });
    }
    if (await isBlockedEmail(app, profile.email)) {
      return popup(reply, 'ERROR', {
        errorMessage: defineMessage('Accounts with this email domain are not accepted.'),
      });
    }
    const created = await createUserFromProfile(
      app.db,
      { ...profile, email: profile.email },
      app.clock.iso(),
    );
    // The provider vouched for the address: the shares and invites that waited for it arrive.
    await proveEmail(app, created);
    return signIn(request, reply, created);
  });

  route(
    app,
    endpoints.connect,
    async ({ request, reply, body: { password } }) => {
      const pending = await findPendingLink(
        app.db,
        request.cookies[PENDING_COOKIE],
        app.clock.iso(),
      );
      if (!pending) {
        throw new HttpProblem(422, 'This sign-in has expired. Please try again.');
      }
      await limit(app, [
        { key: `social-connect:ip:${request.ip}`, max: 30, windowMs: MINUTE },
        { key: `social-connect:user:${pending.userId}`, max: 5, windowMs: MINUTE },
      ]);
      const user = await findUserById(app.db, pending.userId);
      if (!user || !(await verifyPassword(user.password, password))) {
        const message = defineMessage('The provided password was incorrect.');
        throw new HttpProblem(422, message, { password: [message] });
      }
      refuseUnusable(await liftExpiredBan(app, user));
      const linked = await linkedUser(app.db, pending.profile);
      if (linked && linked.id !== user.id) {
        throw new HttpProblem(422, ALREADY_LINKED, undefined, {
          service: LABELS[pending.profile.service],
        });
      }
      await linkProfile(app.db, user.id, pending.profile, app.clock.iso());
      await deletePendingLink(app.db, pending.id);
      reply.clearCookie(PENDING_COOKIE, cookieOptions(app, request));
      return { bootstrapData: await startSession(app, request, reply, user, true) };
    },
    // Checked here too because the global check only covers calls that carry a session.
    { preHandler: [async (request: FastifyRequest) => requireXsrf(request)] },
  );

  route(app, endpoints.disconnect, async ({ request, params: { service } }) => {
    const result = await unlinkProfile(app.db, request.user!, service);
    if (result === 'not-linked') {
      throw new HttpProblem(404, 'Your account is not connected to {service}.', undefined, {
        service: LABELS[service],
      });
    }
    if (result === 'last-sign-in-method') {
      throw new HttpProblem(
        422,
        'Set a password before disconnecting {service}: it is the only way into your account.',
        undefined,
        { service: LABELS[service] },
      );
    }
    return { success: true };
  });

  async function connectToSignedInUser(
    request: FastifyRequest,
    reply: FastifyReply,
    profile: SocialProfile,
    linked: UserRow | undefined,
  ) {
    const user = request.user;
    if (!user)
      return popup(reply, 'ERROR', {
        errorMessage: defineMessage('Sign in first to connect an account.'),
      });
    if (linked && linked.id !== user.id) {
      return popup(
        reply,
        'ERROR',
        { errorMessage: ALREADY_LINKED },
        { service: LABELS[profile.service] },
      );
    }
    await linkProfile(app.db, user.id, profile, app.clock.iso());
    return popup(reply, 'SUCCESS', { bootstrapData: await buildBootstrapData(app, request) });
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    try {
      refuseUnusable(await liftExpiredBan(app, user));
    } catch (error) {
      // A refusal's message, in the popup's language by the same catalogue.
      return popup(reply, 'ERROR', { errorMessage: (error as Error).message });
    }
    const bootstrapData = await startSession(app, request, reply, user, true);
    return popup(reply, 'SUCCESS', { bootstrapData });
  }
}

/** The provider of a service that is switched on in settings and has an OAuth app configured. */
async function enabledProvider(app: AppInstance, service: SocialService) {
  const settings = await app.settings.all();
  if (!settings.social[service].enable) return null;
  const redirectUri = `${app.config.appUrl}/secure/auth/social/${service}/callback`;
  const server = await app.serverSettings.all();
  const keys = {
    clientId: server[`social.${service}.client_id`],
    clientSecret: server[`social.${service}.client_secret`],
  };
  return socialProvider(app.config, service, keys, redirectUri);
}

/**
 * A suspended account stays out; so does one with two-factor sign-in, whose second
 * factor a social sign-in would skip.
 */
function refuseUnusable(user: UserRow): void {
  if (user.banned_at) throw new HttpProblem(403, 'Your account has been suspended.');
  if (user.two_factor_confirmed_at) {
    throw new HttpProblem(
      403,
      'This account uses two-factor authentication. Sign in with your password and code.',
    );
  }
}

const ALREADY_LINKED = defineMessage(
  'This {service} account is already connected to another user.',
);

function readFlow(request: FastifyRequest) {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function requireXsrf(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
    throw new HttpProblem(403, 'CSRF token mismatch. Please reload the page.');
  }
}

function cookieOptions(app: AppInstance, request: FastifyRequest) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries Lax cookies.
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, app.config.appUrl),
  };
}
