import { type AdminSection, RequirePermission } from '@coffer/admin';
import type { RouteObject } from 'react-router';
import { APPEARANCE_TEXT } from './messages';
import { landingRoutes } from './sections/landing/routes';
import { menusRoutes } from './sections/menus/routes';
import { themesRoutes } from './sections/themes/routes';

/** The editor's own sections (spec §2.4); the themes, menus and landing page's join them. */
const sectionRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./editor/SectionsList')).SectionsList }),
  },
  {
    path: 'general',
    lazy: async () => ({
      Component: (await import('./sections/general/GeneralScreen')).GeneralScreen,
    }),
  },
  {
    path: 'seo-settings',
    lazy: async () => ({ Component: (await import('./sections/seo/SeoScreen')).SeoScreen }),
  },
  {
    path: 'custom-code',
    lazy: async () => ({
      Component: (await import('./sections/custom-code/CustomCodeScreen')).CustomCodeScreen,
    }),
  },
  {
    path: 'landing-page',
    lazy: async () => ({
      Component: (await import('./editor/SectionsList')).LandingSectionsList,
    }),
  },
  ...themesRoutes,
  ...menusRoutes,
  ...landingRoutes,
];

/**
 * The appearance editor's part of the admin area, for `adminRoutes({ sections })`: the
 * Appearance sidebar item and the editor at `/admin/appearance`, full screen (outside the
 * admin layout), behind `appearance.update`. The editor and each section load with their
 * routes.
 */
export const appearanceAdminSection: AdminSection = {
  screens: [
    {
      path: '/admin/appearance',
      permission: 'appearance.update',
      label: APPEARANCE_TEXT.appearance,
    },
  ],
  routes: [],
  fullScreenRoutes: [
    {
      path: 'appearance',
      element: <RequirePermission permission="appearance.update" />,
      children: [
        {
          lazy: async () => ({
            Component: (await import('./editor/AppearanceEditor')).AppearanceEditorScreen,
          }),
          children: sectionRoutes,
        },
      ],
    },
  ],
};
