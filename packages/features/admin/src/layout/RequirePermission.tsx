import { permissionRedirect, useBootstrap, useSettings } from '@coffer/core';
import { Navigate, Outlet } from 'react-router';

export interface RequirePermissionProps {
  /** The permission the route needs (spec §6). */
  permission: string;
}

/**
 * Opens its child routes only for a visitor holding `permission`: a guest goes to `/login`,
 * a signed-in user to `/pricing` or `/404` as `permissionRedirect` decides, before any call.
 */
export function RequirePermission({ permission }: RequirePermissionProps) {
  const redirect = usePermissionRedirect(permission);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

/** Where a visitor without `permission` must go, or null when they hold it. */
export function usePermissionRedirect(permission: string): string | null {
  const user = useBootstrap((data) => data.user);
  const guestPermissions = useBootstrap((data) => data.guest_permissions);
  const settings = useSettings();
  return permissionRedirect({
    user,
    guest_permissions: guestPermissions,
    permission,
    billingEnabled: settings.billing.enable,
  });
}
