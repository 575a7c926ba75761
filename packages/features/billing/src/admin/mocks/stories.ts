import { adminBootstrap } from '@coffer/admin/mocks';
import { withAdminSections } from '@coffer/admin/mocks/stories';
import { billingAdminSection } from '../section';

/** Billing's admin: plans, subscriptions, and the users list the user picker searches. */
export const BILLING_ADMIN_PERMISSIONS = [
  'admin.access',
  'plans.update',
  'subscriptions.update',
  'users.update',
];

/**
 * A billing admin screen story's meta: in the admin layout whose sidebar holds billing's
 * items, full screen, at `route`, signed in with `permissions`.
 */
export function billingAdminMeta(route: string, permissions = BILLING_ADMIN_PERMISSIONS) {
  const bootstrap = adminBootstrap(permissions);
  // The admin's own zone, so the subscription editor's times read the same on any machine.
  if (bootstrap.user) bootstrap.user = { ...bootstrap.user, timezone: 'Europe/Paris' };
  return {
    decorators: [withAdminSections([billingAdminSection])],
    parameters: { layout: 'fullscreen', route, bootstrap },
  };
}
