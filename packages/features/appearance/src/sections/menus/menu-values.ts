import { ADMIN_SIDEBAR_POSITION } from '@coffer/admin';
import type { Menu, MenuItem } from '@coffer/contract';
import { defineMessage } from '@coffer/core';

/**
 * The positions the app shows a menu at (its navbar, user menu, footers, the admin sidebar and
 * the custom pages' bar), each with the page the frame shows while such a menu is edited.
 */
export const MENU_POSITIONS = [
  { id: 'navbar', label: defineMessage('Navbar'), preview: '/drive' },
  { id: 'auth-dropdown', label: defineMessage('User menu'), preview: '/drive' },
  { id: 'footer', label: defineMessage('Footer'), preview: '/drive' },
  {
    id: 'auth-page-footer',
    label: defineMessage('Footer of the sign-in pages'),
    preview: '/login',
  },
  { id: ADMIN_SIDEBAR_POSITION, label: defineMessage('Admin sidebar'), preview: '/admin' },
  { id: 'custom-page-navbar', label: defineMessage('Bar of the custom pages'), preview: '/drive' },
] as const;

/** The page that shows a menu: its first known position's, else the drive's. */
export function menuPreviewPath(menu: Pick<Menu, 'positions'> | undefined): string {
  for (const position of menu?.positions ?? []) {
    const known = MENU_POSITIONS.find((p) => p.id === position);
    if (known) return known.preview;
  }
  return '/drive';
}

/** An id no other menu or item of `taken` has. */
export function freshId(prefix: string, taken: readonly { id: string }[]): string {
  for (let n = taken.length + 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!taken.some((entry) => entry.id === id)) return id;
  }
}

export function newMenu(menus: Menu[], name: string): Menu {
  return { id: freshId('menu', menus), name, positions: [], items: [] };
}

export function newMenuItem(items: MenuItem[], label: string): MenuItem {
  return { id: freshId('item', items), type: 'route', label, action: '/' };
}

/**
 * The items with `ids` moved before or after the item `targetId`, in their order; the
 * others keep theirs. Dropped on one of the moved items: nothing changes.
 */
export function moveItems<T extends { id: string }>(
  items: readonly T[],
  ids: ReadonlySet<string>,
  targetId: string,
  position: 'before' | 'after',
): T[] {
  if (ids.has(targetId)) return [...items];
  const moved = items.filter((item) => ids.has(item.id));
  const rest = items.filter((item) => !ids.has(item.id));
  const at = rest.findIndex((item) => item.id === targetId);
  if (at < 0 || moved.length === 0) return [...items];
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moved, ...rest.slice(index)];
}

/**
 * A settings condition's value as typed: `true`/`false` a boolean, a number a number, any
 * other text itself (the menu shows the item when the setting equals it).
 */
export function conditionValue(text: string): string | boolean | number {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}
