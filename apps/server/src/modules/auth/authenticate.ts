import type { AccountGateCode, Permission } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { permissionsOfUser } from '../../kernel/roles/repo';
import { hasPermission } from '../../kernel/roles/service';
import {
  findSession,
  isSecureRequest,
  issueXsrfCookie,
  SESSION_COOKIE,
  type Session,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../kernel/sessions';
import { findUserById, type UserRow, updateUser } from '../../kernel/users/repo';
import { readRowThrough } from '../../platform/db/database';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { safeEqual, sha256 } from '../../platform/security/tokens';
import { accessTokenByHash, markAccessTokenUsed } from './repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, by session cookie or personal access token; null for a guest. */
    user: UserRow | null;
    /** The session behind `user` (null for a guest or a token call). */
    session: Session | null;
    permissionsCache: Promise<Permission[]> | undefined;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PATH = /^\/(api|auth|secure)(\/|$)/;
/** WebDAV (HTTP Basic) and Prometheus's scrape (METRICS_TOKEN) sign in their own way. */
const OWN_AUTH_PATH = /^\/(dav|metrics)(\/|$|\?)/;

/**
 * The build's hashed files, the same for everyone: no session lookup and no CSRF cookie for
 * each of a page's 30-odd scripts (the page itself sets the cookie).
 */
const BUILT_ASSET_PATH = /^\/assets\//;

/**
 * Routes a banned or unverified user may still call (spec §4 "Account gating"); an admin
 * signed in as such a user can always go back to their own account.
 */
const ALWAYS_ALLOWED = new Set([
  '/auth/logout',
  '/api/v1/bootstrap-data',
  '/api/v1/users/stop-impersonating',
]);
const ALLOWED_UNVERIFIED = new Set([
  ...ALWAYS_ALLOWED,
  '/api/v1/resend-email-verification',
  '/api/v1/validate-email-verification-otp',
]);

/**
 * Resolves `request.user` before every route, checks the double-submit CSRF token of
 * mutating cookie calls, and applies account gating.
 */
export function authenticate(app: AppInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('permissionsCache', undefined);

  app.addHook('onRequest', async (request, reply) => {
    // Cookies and access tokens play no part there.
    if (OWN_AUTH_PATH.test(request.url) || BUILT_ASSET_PATH.test(request.url)) return;
    const secure = isSecureRequest(request, app.config.appUrl);
    if (!request.cookies[XSRF_COOKIE]) issueXsrfCookie(request, reply, secure);

    const bearer = bearerToken(request);
    if (bearer !== undefined) {
      request.user = await userOfAccessToken(app, bearer);
    } else {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie !== undefined && MUTATING.has(request.method)) checkXsrf(request);
      const session = await findSession(app.db, app.clock, cookie, request.ip);
      if (session && !session.two_factor_pending) {
        request.session = session;
        request.user =
          (await readRowThrough(app.db, `users.byId:${session.user_id}`, () =>
            findUserById(app.db, session.user_id),
          )) ?? null;
      }
    }
    if (request.user) request.user = await liftExpiredBan(app, request.user);
    if (request.user && API_PATH.test(request.url)) await gate(app, request, request.user);
  });
}

/**
 * A suspension whose `ban_until` has passed is over: the columns are cleared on the user's
 * next request (a write, so every kept copy of the row is dropped) and the request goes on
 * as an active account's, the bootstrap data's `banned_at` included.
 */
export async function liftExpiredBan(app: AppInstance, user: UserRow): Promise<UserRow> {
  if (!user.banned_at || !user.ban_until) return user;
  if (Date.parse(user.ban_until) > app.clock.nowMs()) return user;
  const lifted = { banned_at: null, ban_until: null, ban_comment: null };
  await updateUser(app.db, user.id, lifted, app.clock.iso());
  return { ...user, ...lifted };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return header.slice(7).trim();
}

async function userOfAccessToken(app: AppInstance, token: string): Promise<UserRow> {
  const row = await accessTokenByHash(app.db, sha256(token));
  const user = row && (await findUserById(app.db, row.user_id));
  if (!row || !user) throw new HttpProblem(401, 'Unauthenticated.');
  if (!hasPermission(await permissionsOfUser(app, user.id), 'api.access')) {
    throw new HttpProblem(403, 'Your account does not have API access.');
  }
  await markAccessTokenUsed(app.db, row.id, app.clock.iso());
  return user;
}

function checkXsrf(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
    throw new HttpProblem(403, 'CSRF token mismatch. Please reload the page.');
  }
}

async function gate(app: AppInstance, request: FastifyRequest, user: UserRow): Promise<void> {
  const path = request.url.split('?')[0] ?? '';
  if (user.banned_at && !ALWAYS_ALLOWED.has(path)) {
    throw gateProblem(defineMessage('Your account has been suspended.'), 'account_suspended');
  }
  if (!user.email_verified_at && !ALLOWED_UNVERIFIED.has(path)) {
    if (await app.settings.get('require_email_confirmation')) {
      throw gateProblem(defineMessage('Please verify your email address.'), 'email_unverified');
    }
  }
}

/** A 403 of account gating, with the code that tells the client to show the gate's screen. */
function gateProblem(message: string, code: AccountGateCode): HttpProblem {
  const problem = new HttpProblem(403, message);
  problem.code = code;
  return problem;
}
