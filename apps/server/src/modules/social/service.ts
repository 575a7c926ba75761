import type { SocialService } from '@coffer/contract';
import { assignDefaultRoles } from '../../kernel/roles/repo';
import { findUserById, insertUser, type UserRow } from '../../kernel/users/repo';
import type { Db } from '../../platform/db/database';
import { randomToken, sha256 } from '../../platform/security/tokens';
import type { Clock } from '../../platform/time/clock';
import type { SocialProfile } from './providers';
import {
  deleteExpiredPendingLinks,
  deleteProfileLink,
  deleteServiceLinkOf,
  insertPendingLink,
  insertProfileLink,
  pendingLinkById,
  profileLink,
  profileLinksOf,
} from './repo';

/** How long a REQUEST_PASSWORD answer waits for the password (`secure/auth/social/connect`). */
export const PENDING_LINK_MINUTES = 15;

/** The account a service profile is linked to, if any. */
export async function linkedUser(db: Db, profile: SocialProfile): Promise<UserRow | undefined> {
  const link = await profileLink(db, profile.service, profile.id);
  return link ? findUserById(db, link.user_id) : undefined;
}

/**
 * Links a profile to a user, replacing the user's earlier link to the same service.
 * The service's tokens are not kept: sign-in needs them only once, and a stored token
 * would be one more secret to leak.
 */
export async function linkProfile(
  db: Db,
  userId: number,
  profile: SocialProfile,
  now: string,
): Promise<void> {
  await db.transaction().execute((trx) => replaceLink(trx, userId, profile, now));
}

/** A new account (role `users`) from a profile with a vouched-for email, linked in the same transaction. */
export async function createUserFromProfile(
  db: Db,
  profile: SocialProfile & { email: string },
  now: string,
): Promise<UserRow> {
  const user = await db.transaction().execute(async (trx) => {
    const created = await insertUser(
      trx,
      {
        email: profile.email,
        name: profile.name,
        image: profile.image,
        // The account can only be entered through the service until its owner sets a password.
        email_verified_at: now,
      },
      now,
    );
    await assignDefaultRoles(trx, created.id);
    await replaceLink(trx, created.id, profile, now);
    return created;
  });
  return user;
}

/** Keeps a profile waiting for the password of `userId`; answers the token for the visitor's cookie. */
export async function storePendingLink(
  db: Db,
  userId: number,
  profile: SocialProfile,
  clock: Clock,
): Promise<string> {
  const token = randomToken();
  await deleteExpiredPendingLinks(db, clock.iso());
  await insertPendingLink(db, {
    id: sha256(token),
    user_id: userId,
    service: profile.service,
    profile: JSON.stringify(profile),
    expires_at: clock.iso(PENDING_LINK_MINUTES * 60_000),
  });
  return token;
}

/** The unexpired pending link of a cookie token. */
export async function findPendingLink(
  db: Db,
  token: string | undefined,
  now: string,
): Promise<{ id: string; userId: number; profile: SocialProfile } | null> {
  if (!token) return null;
  const row = await pendingLinkById(db, sha256(token), now);
  if (!row) return null;
  return { id: row.id, userId: row.user_id, profile: JSON.parse(row.profile) as SocialProfile };
}

/**
 * Removes a user's link to a service. Refused (false) when it is the account's last way
 * in: no password and no other linked service.
 */
export async function unlinkProfile(
  db: Db,
  user: UserRow,
  service: SocialService,
): Promise<'unlinked' | 'not-linked' | 'last-sign-in-method'> {
  const links = await profileLinksOf(db, user.id);
  const link = links.find((l) => l.service === service);
  if (!link) return 'not-linked';
  if (!user.password && links.length === 1) return 'last-sign-in-method';
  await deleteProfileLink(db, link.id);
  return 'unlinked';
}

async function replaceLink(
  trx: Db,
  userId: number,
  profile: SocialProfile,
  now: string,
): Promise<void> {
  await deleteServiceLinkOf(trx, userId, profile.service);
  await insertProfileLink(trx, {
    user_id: userId,
    service: profile.service,
    service_id: profile.id,
    username: profile.username,
    created_at: now,
  });
}
