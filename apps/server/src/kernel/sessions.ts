import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type Db, readRowThrough } from '../platform/db/database';
import type { SessionsTable } from '../platform/db/schema';
import { randomToken, sha256 } from '../platform/security/tokens';
import type { Clock } from '../platform/time/clock';

export type Session = Selectable<SessionsTable>;

export const SESSION_COOKIE = 'coffer_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** "Stay signed in for a month". */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session login ends after this long without a request. */
export const IDLE_LIMIT_MS = 2 * 60 * 60 * 1000;
/** A login waiting for its two-factor code expires after this long. */
export const TWO_FACTOR_PENDING_MS = 10 * 60 * 1000;
// Writing last_activity on every request would make each read a write.
const TOUCH_EVERY_MS = 60 * 1000;

export interface NewSession {
  userId: number;
  remember: boolean;
  /** Waiting for a two-factor code: the session signs nobody in until it is upgraded. */
  twoFactorPending?: boolean;
}

/** Stores a new session (hashed) and answers the token for the cookie. */
export async function createSession(
  db: Db,
  clock: Clock,
  request: FastifyRequest,
  { userId, remember, twoFactorPending = false }: NewSession,
): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const now = clock.iso();
  const session = await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
      ip: request.ip,
      remember: remember ? 1 : 0,
      two_factor_pending: twoFactorPending ? 1 : 0,
      last_activity: now,
      expires_at: twoFactorPending
        ? clock.iso(TWO_FACTOR_PENDING_MS)
        : remember
          ? clock.iso(REMEMBER_MS)
          : null,
      password_confirmed_at: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/** The live session of a cookie token, or null (an expired or idle one is deleted). */
export async function findSession(
  db: Db,
  clock: Clock,
  token: string | undefined,
  ip: string,
): Promise<Session | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  // Read on every request: kept until the database changes (a sign-out, a revocation or
  // the touch below are writes), so a revoked session is refused from the next request on.
  const session = await readRowThrough(db, `sessions.byToken:${tokenHash}`, () =>
    db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
  );
  if (!session) return null;
  const now = clock.nowMs();
  const expired = session.expires_at
    ? Date.parse(session.expires_at) <= now
    : Date.parse(session.last_activity) + IDLE_LIMIT_MS <= now;
  if (expired) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return null;
  }
  if (now - Date.parse(session.last_activity) > TOUCH_EVERY_MS) {
    const lastActivity = clock.iso();
    await db
      .updateTable('sessions')
      .set({ last_activity: lastActivity, ip })
      .where('id', '=', session.id)
      .execute();
    session.last_activity = lastActivity;
    session.ip = ip;
  }
  return session;
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user, except `keepId` when given. */
export async function deleteUserSessions(db: Db, userId: number, keepId?: number): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** Secure cookies when the site is served over https (directly or behind a proxy). */
export function isSecureRequest(request: FastifyRequest, appUrl: string): boolean {
  return request.protocol === 'https' || appUrl.startsWith('https://');
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  { remember, secure }: { remember: boolean; secure: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // Without maxAge the browser drops the cookie when it closes.
    ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
  request.cookies[SESSION_COOKIE] = token;
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * Sets a fresh double-submit token: readable by the page's script, which echoes it in
 * `X-XSRF-TOKEN`; another site can make the browser send the cookie but cannot read it.
 */
export function issueXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const token = randomToken();
  reply.setCookie(XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure });
  request.cookies[XSRF_COOKIE] = token;
  return token;
}
