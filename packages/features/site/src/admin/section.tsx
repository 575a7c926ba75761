import { type AdminSection, RequirePermission } from '@coffer/admin';
import { SITE_TEXT } from '../messages';

const editor = async () => ({
  Component: (await import('./CustomPageEditorScreen')).CustomPageEditorScreen,
});

/**
 * The site's part of the admin area (spec §2.4 custom-pages…), for `adminRoutes({ sections })`:
 * the Custom pages sidebar item and its screens, behind `custom_pages.update`. The screens
 * and the rich-text editor load with their routes, so nothing of them reaches another page.
 */
export const siteAdminSection: AdminSection = {
  screens: [
    {
      path: '/admin/custom-pages',
      permission: 'custom_pages.update',
      label: SITE_TEXT.customPages,
    },
  ],
  after: '/admin/tags',
  routes: [
    {
      path: 'custom-pages',
      element: <RequirePermission permission="custom_pages.update" />,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./CustomPagesScreen')).CustomPagesScreen,
          }),
        },
        { path: 'new', lazy: editor },
        { path: ':pageId/edit', lazy: editor },
      ],
    },
  ],
};
