import { Navigate, type RouteObject } from 'react-router';
import { RequirePermission } from './layout/RequirePermission';
import { type AdminSection, adminSidebarScreens } from './layout/sections';

export interface AdminRoutesOptions {
  /**
   * Parts of the admin area other features contribute (billing's plans and subscriptions):
   * their routes mount in the admin layout, their items join its sidebar.
   * @default []
   */
  sections?: readonly AdminSection[];
}

/**
 * The admin area (spec §2.4) at `/admin`, as a child of the app's root route: the layout
 * needs admin.access (the dashboard at `/admin` too), each other screen its own permission
 * (users.update, roles.update, files.update, tags.update, localizations.update,
 * logs.view), and each contributed section's routes behind their own (its full-screen ones
 * beside the layout, not in it). Every screen, and
 * the layout itself, loads on demand, so the admin is chunks of its own.
 */
export function adminRoutes({ sections = [] }: AdminRoutesOptions = {}): RouteObject[] {
  const screens = adminSidebarScreens(sections);
  return [
    {
      path: 'admin',
      element: <RequirePermission permission="admin.access" />,
      children: [
        {
          lazy: async () => {
            const { AdminLayout } = await import('./layout/AdminLayout');
            return { element: <AdminLayout screens={screens} /> };
          },
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('./screens/DashboardScreen')).DashboardScreen,
              }),
            },
            {
              path: 'users',
              element: <RequirePermission permission="users.update" />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./screens/UsersScreen')).UsersScreen,
                  }),
                },
                {
                  path: ':userId',
                  lazy: async () => ({
                    Component: (await import('./screens/UserDetailsScreen')).UserDetailsScreen,
                  }),
                },
              ],
            },
            {
              path: 'roles',
              element: <RequirePermission permission="roles.update" />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./screens/RolesScreen')).RolesScreen,
                  }),
                },
                {
                  path: 'new',
                  lazy: async () => ({
                    Component: (await import('./screens/RoleEditorScreen')).RoleEditorScreen,
                  }),
                },
                {
                  path: ':roleId/edit',
                  lazy: async () => ({
                    Component: (await import('./screens/RoleEditorScreen')).RoleEditorScreen,
                  }),
                },
              ],
            },
            {
              path: 'files',
              element: <RequirePermission permission="files.update" />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./screens/FilesScreen')).FilesScreen,
                  }),
                },
              ],
            },
            {
              path: 'tags',
              element: <RequirePermission permission="tags.update" />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./screens/TagsScreen')).TagsScreen,
                  }),
                },
              ],
            },
            {
              path: 'localizations',
              element: <RequirePermission permission="localizations.update" />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./screens/LocalizationsScreen')).LocalizationsScreen,
                  }),
                },
                {
                  path: ':localeId/translate',
                  lazy: async () => ({
                    Component: (await import('./screens/TranslateScreen')).TranslateScreen,
                  }),
                },
              ],
            },
            {
              path: 'logs',
              element: <RequirePermission permission="logs.view" />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./screens/LogsScreen')).LogsScreen,
                  }),
                },
              ],
            },
            {
              path: 'ads',
              element: <RequirePermission permission="settings.update" />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./screens/AdsScreen')).AdsScreen,
                  }),
                },
              ],
            },
            {
              path: 'settings',
              element: <RequirePermission permission="settings.update" />,
              children: [
                { index: true, element: <Navigate to="general" replace /> },
                {
                  path: ':tab',
                  lazy: async () => ({
                    Component: (await import('./settings/SettingsScreen')).SettingsScreen,
                  }),
                },
              ],
            },
            ...sections.flatMap((section) => section.routes),
          ],
        },
        ...sections.flatMap((section) => section.fullScreenRoutes ?? []),
      ],
    },
  ];
}
