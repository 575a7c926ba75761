import type { User } from '@coffer/contract';
import { hasPermission, isSubscribed, type Visitor } from '../permissions/permissions';
import {
  type AuthRedirects,
  defaultAuthRedirects,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PRICING_PATH,
  redirectUriFor,
} from './redirects';

export interface GuestOnlyContext {
  user: User | null;
  /** The path of the guest-only page being opened. */
  pathname: string;
  /** While the appearance editor previews guest pages, signed-in admins must see them. */
  appearanceEditorActive?: boolean;
  redirects?: AuthRedirects;
}

/** Guest-only routes (login, register…) bounce a signed-in user to their redirect uri. */
export function guestOnlyRedirect({
  user,
  pathname,
  appearanceEditorActive = false,
  redirects = defaultAuthRedirects,
}: GuestOnlyContext): string | null {
  if (!user || appearanceEditorActive) return null;
  const target = redirectUriFor(user, redirects);
  if (target !== pathname) return target;
  const secondary = redirects.secondaryRedirectUri;
  return secondary && secondary !== pathname ? secondary : null;
}

/** Routes that need a login send guests to `/login`. */
export function authRequiredRedirect(user: User | null): string | null {
  return user ? null : LOGIN_PATH;
}

export interface PermissionGuardContext extends Visitor {
  permission: string;
  billingEnabled: boolean;
}

/**
 * A route guarded by a permission (spec §6): a guest without it goes to `/login`;
 * a signed-in user without it goes to `/pricing` when billing is on and they have
 * no subscription (buying a plan may grant it), otherwise to `/404`.
 */
export function permissionRedirect(context: PermissionGuardContext): string | null {
  if (hasPermission(context, context.permission)) return null;
  if (!context.user) return LOGIN_PATH;
  return context.billingEnabled && !isSubscribed(context.user) ? PRICING_PATH : NOT_FOUND_PATH;
}
