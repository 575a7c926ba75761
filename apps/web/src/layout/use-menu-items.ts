import type { MenuItem } from '@coffer/contract';
import { menuAtPosition, useBootstrap, visibleMenuItems } from '@coffer/core';
import { useMemo } from 'react';

/**
 * The items of the menu the admin placed at `position` that the visitor may see (spec §5),
 * with the current-user placeholder in their actions filled in.
 */
export function useMenuItems(position: string): MenuItem[] {
  const settings = useBootstrap((data) => data.settings);
  const user = useBootstrap((data) => data.user);
  const guestPermissions = useBootstrap((data) => data.guest_permissions);
  return useMemo(() => {
    const menu = menuAtPosition(settings, position);
    if (!menu) return [];
    return visibleMenuItems(menu, { settings, user, guest_permissions: guestPermissions });
  }, [settings, user, guestPermissions, position]);
}

/** Link props of a menu item: in-app routes navigate with the router, links as configured. */
export function menuItemLinkProps(item: MenuItem) {
  return {
    href: item.action,
    target: item.type === 'link' ? item.target : undefined,
    rel: item.target === '_blank' ? 'noreferrer' : undefined,
  };
}
