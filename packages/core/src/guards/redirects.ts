import type { User } from '@coffer/contract';
import { ADMIN_PERMISSION } from '../permissions/permissions';

/**
 * Where signed-in people land (spec §2.3: `/drive` for users and for admins).
 * `secondaryRedirectUri` is used instead when the guest-only page the user is on
 * is itself the redirect uri, so the bounce cannot loop.
 */
export interface AuthRedirects {
  redirectUri: string;
  adminRedirectUri: string;
  secondaryRedirectUri?: string;
}

export const defaultAuthRedirects: AuthRedirects = {
  redirectUri: '/drive',
  adminRedirectUri: '/drive',
};

export const LOGIN_PATH = '/login';
export const PRICING_PATH = '/pricing';
export const NOT_FOUND_PATH = '/404';

/** The permission that marks an admin for the post-login landing. */
const ADMIN_ACCESS = 'admin.access';

/** The post-login target of a user. */
export function redirectUriFor(
  user: Pick<User, 'permissions'> | null,
  redirects: AuthRedirects = defaultAuthRedirects,
): string {
  const isAdmin = user?.permissions.some(
    (p) => p.name === ADMIN_ACCESS || p.name === ADMIN_PERMISSION,
  );
  return isAdmin ? redirects.adminRedirectUri : redirects.redirectUri;
}
