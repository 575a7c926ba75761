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
