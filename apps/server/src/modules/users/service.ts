import type { User, UserDetails } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { permissionsOfUser, rolesOfUser } from '../../kernel/roles/repo';
import { socialProfilesOfUser, tokensOfUser, type UserRow } from '../../kernel/users/repo';
import { unreadCount } from '../notifications/repo';

/**
 * What other modules add to the user as the client sees them, through hooks (they import
 * nothing of this module, nor it of them): billing answers the user's subscriptions.
 */
export interface ClientUserHooks {
  /** The user's subscriptions with their `valid` and `active` flags; none without billing. */
  subscriptionsOf(userId: number): Promise<User['subscriptions']>;
}

export function createClientUserHooks(): ClientUserHooks {
  return { subscriptionsOf: async () => [] };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks of `toClientUser` (see `ClientUserHooks`). */
    clientUser: ClientUserHooks;
  }
}

/** The user as the client sees it (spec §3 "User"): no hashes, secrets or codes. */
export async function toClientUser(app: AppInstance, user: UserRow): Promise<User> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    phone: user.phone,
    email_verified_at: user.email_verified_at,
    banned_at: user.banned_at,
    timezone: user.timezone,
    language: user.language,
    country: user.country,
    unread_notifications_count: await unreadCount(app.db, user.id),
    roles: await rolesOfUser(app.db, user.id),
    permissions: await permissionsOfUser(app, user.id),
    subscriptions: await app.clientUser.subscriptionsOf(user.id),
  };
}

/** `GET users/me` with the requested relations. */
export async function userDetails(
  app: AppInstance,
  user: UserRow,
  relations: readonly string[],
): Promise<UserDetails> {
  const details: UserDetails = {
    ...(await toClientUser(app, user)),
    two_factor_enabled: user.two_factor_confirmed_at !== null,
  };
  if (relations.includes('social_profiles')) {
    details.social_profiles = await socialProfilesOfUser(app.db, user.id);
  }
  if (relations.includes('tokens')) {
    details.tokens = (await tokensOfUser(app.db, user.id)).map((t) => ({
      ...t,
      abilities: JSON.parse(t.abilities) as string[],
    }));
  }
  return details;
}
