import type { BootstrapData, Permission, User } from '@coffer/contract';

/**
 * Who is looking: the signed-in user, or nobody (then the guest role's permissions apply).
 * The bootstrap data itself is a Visitor.
 */
export type Visitor = Pick<BootstrapData, 'user' | 'guest_permissions'>;

export type RestrictionValue = Permission['restrictions'][number]['value'];

/** The permission that grants every other permission (spec §6). */
export const ADMIN_PERMISSION = 'admin';

/** The user's permissions, or the guest role's while nobody is signed in. */
export function visitorPermissions(visitor: Visitor): Permission[] {
  return visitor.user ? visitor.user.permissions : visitor.guest_permissions;
}

export function hasPermission(visitor: Visitor, name: string): boolean {
  return visitorPermissions(visitor).some(
    (permission) => permission.name === name || permission.name === ADMIN_PERMISSION,
  );
}

/** Roles are matched by id, never by name: admins may rename roles. */
export function hasRole(user: User | null, roleId: number): boolean {
  return user?.roles.some((role) => role.id === roleId) ?? false;
}

/** Subscribed means any of the user's subscriptions is valid (spec §6). */
export function isSubscribed(user: User | null): boolean {
  return user?.subscriptions.some((subscription) => subscription.valid) ?? false;
}

/** Menu conditions ask for an active subscription rather than a valid one (spec §5). */
export function hasActiveSubscription(user: User | null): boolean {
  return user?.subscriptions.some((subscription) => subscription.active) ?? false;
}

/**
 * The value of one restriction of one permission, as the visitor holds it;
 * `undefined` when the visitor lacks the permission or it has no such restriction.
 */
export function getRestrictionValue(
  visitor: Visitor,
  permission: string,
  restriction: string,
): RestrictionValue | undefined {
  return visitorPermissions(visitor)
    .find((held) => held.name === permission)
    ?.restrictions.find((held) => held.name === restriction)?.value;
}
