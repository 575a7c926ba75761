import { defineMessage } from '@coffer/core';

/** A screen of the admin area: its path, the permission it needs and its sidebar label. */
export interface AdminScreen {
  path: string;
  permission: string;
  /** A catalogue message, shown with `trans()`. */
  label: string;
}

/**
 * The admin's own screens in sidebar order (spec §2.4, §6): the sidebar's default items.
 * `/admin` is the dashboard, which admin.access opens.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '/admin', permission: 'admin.access', label: defineMessage('Dashboard') },
  { path: '/admin/users', permission: 'users.update', label: defineMessage('Users') },
  { path: '/admin/roles', permission: 'roles.update', label: defineMessage('Roles') },
  { path: '/admin/files', permission: 'files.update', label: defineMessage('Files') },
  { path: '/admin/tags', permission: 'tags.update', label: defineMessage('Tags') },
  {
    path: '/admin/localizations',
    permission: 'localizations.update',
    label: defineMessage('Localizations'),
  },
  { path: '/admin/logs', permission: 'logs.view', label: defineMessage('Logs') },
  { path: '/admin/ads', permission: 'settings.update', label: defineMessage('Ads') },
  { path: '/admin/settings', permission: 'settings.update', label: defineMessage('Settings') },
];

/** Where the admin sidebar's items come from when the admin placed a menu there. */
export const ADMIN_SIDEBAR_POSITION = 'admin-sidebar';
