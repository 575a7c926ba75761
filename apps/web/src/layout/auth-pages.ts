import { matchPath } from 'react-router';

/** The guest-only auth screens, which bring their own logo instead of the navbar. */
export const AUTH_PAGE_PATTERNS = [
  '/login',
  '/register',
  '/register/:inviteType/:inviteId',
  '/workspace/join/login/:inviteId?',
  '/workspace/join/register/:inviteId?',
  '/forgot-password',
  '/password/reset/:token',
] as const;

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The signed-in drive's pages, whose sidebar holds the workspace switcher (so the navbar
 * leaves it out there). The public link pages under `/drive/s/` are not among them.
 */
export function isDriveAppPage(pathname: string): boolean {
  return (
    (pathname === '/drive' || pathname.startsWith('/drive/')) &&
    !pathname.startsWith('/drive/s/') &&
    !pathname.startsWith('/drive/r/')
  );
}
