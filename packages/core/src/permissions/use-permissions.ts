import type { User } from '@coffer/contract';
import { useMemo } from 'react';
import { useBootstrap } from '../app/core-context';
import {
  getRestrictionValue,
  hasActiveSubscription,
  hasPermission,
  hasRole,
  isSubscribed,
  type RestrictionValue,
} from './permissions';
import { checkQuota, type QuotaStatus } from './quota';

export interface PermissionsApi {
  user: User | null;
  isLoggedIn: boolean;
  isSubscribed: boolean;
  hasActiveSubscription: boolean;
  hasPermission(name: string): boolean;
  hasRole(roleId: number): boolean;
  getRestrictionValue(permission: string, restriction: string): RestrictionValue | undefined;
  checkQuota(permission: string, restriction: string, currentCount: number): QuotaStatus;
}

/** The permission rules bound to the current visitor from CoreProvider's bootstrap data. */
export function usePermissions(): PermissionsApi {
  const user = useBootstrap((data) => data.user);
  const guestPermissions = useBootstrap((data) => data.guest_permissions);
  return useMemo(() => {
    const visitor = { user, guest_permissions: guestPermissions };
    return {
      user,
      isLoggedIn: user !== null,
      isSubscribed: isSubscribed(user),
      hasActiveSubscription: hasActiveSubscription(user),
      hasPermission: (name) => hasPermission(visitor, name),
      hasRole: (roleId) => hasRole(user, roleId),
      getRestrictionValue: (permission, restriction) =>
        getRestrictionValue(visitor, permission, restriction),
      checkQuota: (permission, restriction, count) =>
        checkQuota(visitor, permission, restriction, count),
    };
  }, [user, guestPermissions]);
}
