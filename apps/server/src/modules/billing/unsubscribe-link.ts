import { createHmac, randomBytes } from 'node:crypto';
import type { AppInstance } from '../../app';
import { storedSecret } from '../../platform/human-check/store';
import { safeEqual } from '../../platform/security/tokens';

/** How long an emailed unsubscribe link works (once). */
export const UNSUBSCRIBE_LINK_DAYS = 30;
const SECRET_NAME = 'billing_unsubscribe_hmac';

interface LinkClaims {
  /** The account the link cancels for. */
  userId: number;
  /** Its single use is recorded under this. */
  nonce: string;
  expiresAt: number;
}

/**
 * The `/unsubscribe?token=…` link of a billing email: the account and a nonce, signed with
 * HMAC-SHA256 under a secret kept in the database (shared by every instance). It cancels
 * only that account's plan, once, within UNSUBSCRIBE_LINK_DAYS.
 */
export async function unsubscribeLink(app: AppInstance, userId: number): Promise<string> {
  const claims = {
    u: userId,
    n: randomBytes(16).toString('base64url'),
    e: app.clock.nowMs() + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60_000,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const token = `${payload}.${await sign(app, payload)}`;
  return `${app.config.appUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** What a token says when its signature holds and it has not expired; null otherwise. */
export async function readUnsubscribeToken(
  app: AppInstance,
  token: string,
): Promise<LinkClaims | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, await sign(app, payload))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      n?: unknown;
      e?: unknown;
    };
    if (typeof claims.u !== 'number' || typeof claims.n !== 'string') return null;
    if (typeof claims.e !== 'number' || claims.e <= app.clock.nowMs()) return null;
    return { userId: claims.u, nonce: claims.n, expiresAt: claims.e };
  } catch {
    return null;
  }
}

async function sign(app: AppInstance, payload: string): Promise<string> {
  const secret = await storedSecret(app.db, SECRET_NAME);
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
