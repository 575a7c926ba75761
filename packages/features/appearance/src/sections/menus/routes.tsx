import type { RouteObject } from 'react-router';

/**
 * The menus section's screens, under the editor (`/admin/appearance/…`): the list, a menu's
 * editor and an item's editor. Each loads with its route.
 */
export const menusRoutes: RouteObject[] = [
  {
    path: 'menus',
    lazy: async () => ({ Component: (await import('./MenusScreen')).MenusScreen }),
  },
  {
    path: 'menus/:menuIndex',
    lazy: async () => ({ Component: (await import('./MenuEditorScreen')).MenuEditorScreen }),
  },
  {
    path: 'menus/:menuIndex/items/:menuItemIndex',
    lazy: async () => ({
      Component: (await import('./MenuItemEditorScreen')).MenuItemEditorScreen,
    }),
  },
];
