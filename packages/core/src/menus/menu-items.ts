import type { Menu, MenuItem, Settings, User } from '@coffer/contract';
import {
  hasActiveSubscription,
  hasPermission,
  hasRole,
  type Visitor,
} from '../permissions/permissions';

/** Stands for the signed-in user's id in a menu item's action (`/users/{currentUserId}/files`). */
export const CURRENT_USER_ID_PLACEHOLDER = '{currentUserId}';

export interface MenuContext extends Visitor {
  settings: Settings;
}

/**
 * Spec §5: an item shows only if it has an action, the visitor holds every listed
 * role and permission, every settings condition matches, and the subscription
 * status matches (missing always matches; 'subscribed' needs an active
 * subscription; any other value needs none).
 */
export function isMenuItemVisible(item: MenuItem, context: MenuContext): boolean {
  if (!item.action) return false;
  if (!(item.roles ?? []).every((roleId) => hasRole(context.user, roleId))) return false;
  if (!(item.permissions ?? []).every((name) => hasPermission(context, name))) return false;
  const conditions = Object.entries(item.settings ?? {});
  if (!conditions.every(([key, expected]) => settingAt(context.settings, key) === expected)) {
    return false;
  }
  if (!item.subscriptionStatus) return true;
  const subscribed = hasActiveSubscription(context.user);
  return item.subscriptionStatus === 'subscribed' ? subscribed : !subscribed;
}

/** The items of a menu the visitor may see, with the current-user placeholder filled in. */
export function visibleMenuItems(menu: Menu, context: MenuContext): MenuItem[] {
  return menu.items
    .filter((item) => isMenuItemVisible(item, context))
    .map((item) => ({ ...item, action: menuItemAction(item, context.user) }));
}

/** The first menu the admin placed at a position (navbar, footer, auth-dropdown…). */
export function menuAtPosition(
  settings: Pick<Settings, 'menus'>,
  position: string,
): Menu | undefined {
  return settings.menus.find((menu) => menu.positions.includes(position));
}

/**
 * The item's action with the placeholder replaced by the signed-in user's id.
 * For a guest the action is returned unchanged: such items are normally limited
 * to signed-in roles, and an unreplaced placeholder 404s instead of leaking data.
 */
export function menuItemAction(
  item: Pick<MenuItem, 'action'>,
  user: Pick<User, 'id'> | null,
): string {
  return user ? item.action.replaceAll(CURRENT_USER_ID_PLACEHOLDER, String(user.id)) : item.action;
}

/** Reads a dotted settings key (`billing.enable`); undefined when any step is missing. */
function settingAt(settings: Settings, dottedKey: string): unknown {
  let value: unknown = settings;
  for (const step of dottedKey.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step))
      return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}
