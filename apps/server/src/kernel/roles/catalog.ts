import { MAX_FILES_RESTRICTION, MAX_SPACE_RESTRICTION } from '@coffer/contract';

/**
 * Every permission the server knows, by group, with the restrictions it can carry,
 * and what the seeded roles are granted. `admin` grants every permission.
 */
export const PERMISSIONS: ReadonlyArray<{ name: string; group: string; restrictions?: string[] }> =
  [
    { name: 'admin', group: 'admin' },
    { name: 'admin.access', group: 'admin' },
    { name: 'users.update', group: 'admin' },
    { name: 'roles.update', group: 'admin' },
    { name: 'subscriptions.update', group: 'admin' },
    { name: 'plans.update', group: 'admin' },
    { name: 'custom_pages.update', group: 'admin' },
    { name: 'tags.update', group: 'admin' },
    { name: 'localizations.update', group: 'admin' },
    { name: 'files.update', group: 'files' },
    { name: 'settings.update', group: 'admin' },
    { name: 'logs.view', group: 'admin' },
    { name: 'appearance.update', group: 'admin' },
    { name: 'api.access', group: 'api' },
    {
      name: 'files.create',
      group: 'files',
      restrictions: [MAX_FILES_RESTRICTION, MAX_SPACE_RESTRICTION],
    },
    { name: 'files.view', group: 'files' },
    { name: 'files.delete', group: 'files' },
    { name: 'files.download', group: 'files' },
    { name: 'links.view', group: 'links' },
    { name: 'links.create', group: 'links' },
    { name: 'workspaces.create', group: 'workspaces', restrictions: ['count', 'member_count'] },
    { name: 'notifications.subscribe', group: 'notifications' },
  ];

export const ROLE_GUESTS = 'guests';
export const ROLE_USERS = 'users';
export const ROLE_ADMIN = 'admin';

/** Grants of the seeded roles: permission name → restriction values. */
export const ROLE_GRANTS: Record<string, Record<string, Record<string, number | null>>> = {
  [ROLE_GUESTS]: { 'links.view': {} },
  [ROLE_USERS]: {
    'files.create': {},
    'files.view': {},
    'files.update': {},
    'files.delete': {},
    'files.download': {},
    'links.view': {},
    'links.create': {},
    'workspaces.create': { count: 3, member_count: 5 },
    'notifications.subscribe': {},
    'api.access': {},
  },
  [ROLE_ADMIN]: { admin: {} },
};
