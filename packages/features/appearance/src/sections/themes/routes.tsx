import type { RouteObject } from 'react-router';

/**
 * The themes section's screens, under the editor (`/admin/appearance/…`): the list, a theme's
 * editor, its font and its radius. Each loads with its route.
 */
export const themesRoutes: RouteObject[] = [
  {
    path: 'themes',
    lazy: async () => ({ Component: (await import('./ThemesScreen')).ThemesScreen }),
  },
  {
    path: 'themes/:themeIndex',
    lazy: async () => ({ Component: (await import('./ThemeEditorScreen')).ThemeEditorScreen }),
  },
  {
    path: 'themes/:themeIndex/font',
    lazy: async () => ({ Component: (await import('./ThemeFontScreen')).ThemeFontScreen }),
  },
  {
    path: 'themes/:themeIndex/radius',
    lazy: async () => ({ Component: (await import('./ThemeRadiusScreen')).ThemeRadiusScreen }),
  },
];
