import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { findUserByEmail, type UserRow } from '../../../kernel/users/repo';
import { verifyPassword } from '../../../platform/security/passwords';
import { enforceLimits, type Limit } from '../../../platform/security/rate-limit';
import { sha256 } from '../../../platform/security/tokens';
import { liftExpiredBan } from '../../auth/authenticate';
import { accessTokenByHash, markAccessTokenUsed } from '../../auth/repo';

const MINUTE = 60_000;
/** How long a checked account password is trusted without hashing it again (argon2 is slow). */
const PASSWORD_TRUST_MS = 5 * MINUTE;
/** At most this many trusted passwords are kept; the expired ones go first. */
const MAX_TRUSTED = 10_000;

/** A refusal of the credentials: 401 with the Basic challenge. */
export class DavUnauthorized extends Error {}
/** A known account that may not use WebDAV now (suspended, unverified): 403. */
export class DavForbidden extends Error {}

/** Guesses per address and per IP: a right answer clears the address's count. */
export const DAV_AUTH_LIMITS = (ip: string, email: string): Limit[] => [
  { key: `dav-auth:ip:${ip}`, max: 30, windowMs: MINUTE },
  { key: `dav-auth:user:${email}`, max: 10, windowMs: 15 * MINUTE },
];

/** Checked account passwords by a hash of address and password, per instance. */
const trusted = new Map<string, { userId: number; passwordHash: string; until: number }>();

/**
 * The account behind a request's Basic credentials: the address and a personal access
 * token (an app password), or the account's password when two-factor sign-in is off.
 * Tokens are checked first (a hash lookup); a password is hashed once per few minutes.
 * Every verification that is not already trusted counts against `DAV_AUTH_LIMITS`.
 */
export async function davUser(app: AppInstance, request: FastifyRequest): Promise<UserRow> {
  const credentials = basicCredentials(request.headers.authorization);
  if (!credentials) throw new DavUnauthorized('No credentials');
  const email = credentials.email.trim().toLowerCase();
  const user = await findUserByEmail(app.db, email);
  const token = await accessTokenByHash(app.db, sha256(credentials.secret));
  if (user && token && token.user_id === user.id) {
    await markAccessTokenUsed(app.db, token.id, app.clock.iso());
    return usable(app, user);
  }
  const key = createHash('sha256').update(`${email}\u0000${credentials.secret}`).digest('hex');
  const known = trusted.get(key);
  if (known && known.until > app.clock.nowMs() && user?.id === known.userId) {
    if (user.password === known.passwordHash && !user.two_factor_confirmed_at)
      return usable(app, user);
  }
  trusted.delete(key);
  const limits = DAV_AUTH_LIMITS(request.ip, email);
  await enforceLimits(app.rateLimits, limits);
  // Two-factor sign-in makes the password alone not enough: an app password is needed.
  if (!user?.password || user.two_factor_confirmed_at) throw new DavUnauthorized('Refused');
  if (!(await verifyPassword(user.password, credentials.secret))) {
    throw new DavUnauthorized('Refused');
  }
  await app.rateLimits.clear(limits[1]!.key);
  if (trusted.size >= MAX_TRUSTED) {
    const now = app.clock.nowMs();
    for (const [k, v] of trusted) if (v.until <= now) trusted.delete(k);
    if (trusted.size >= MAX_TRUSTED) trusted.clear();
  }
  trusted.set(key, {
    userId: user.id,
    passwordHash: user.password,
    until: app.clock.nowMs() + PASSWORD_TRUST_MS,
  });
  return usable(app, user);
}

async function usable(app: AppInstance, user: UserRow): Promise<UserRow> {
  const fresh = await liftExpiredBan(app, user);
  if (fresh.banned_at) throw new DavForbidden('Your account has been suspended.');
  if (!fresh.email_verified_at && (await app.settings.get('require_email_confirmation'))) {
    throw new DavForbidden('Please verify your email address.');
  }
  return fresh;
}

function basicCredentials(header: string | undefined): { email: string; secret: string } | null {
  if (!header?.toLowerCase().startsWith('basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { email: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
