import type { AdminUser, BootstrapData, PermissionCatalogueEntry, Role } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';

/** The admin's own account: admin.access, users.update and roles.update. */
export function adminBootstrap(
  permissions = ['admin.access', 'users.update', 'roles.update'],
): BootstrapData {
  return bootstrapFixture({
    user: userFixture({
      roles: [{ id: 1, name: 'admin' }],
      permissions: permissions.map((name) => ({ name, restrictions: [] })),
    }),
  });
}

const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Pauling',
  'Margaret Hamilton',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Frances Allen',
  'John McCarthy',
  'Radia Perlman',
  'Ken Thompson',
  'Hedy Lamarr',
  'Dennis Ritchie',
  'Annie Easley',
  'Tim Berners-Lee',
  'Shafi Goldwasser',
  'Niklaus Wirth',
  'Jean Sammet',
];

/**
 * Admin user list rows: `count` users, the first an admin, the fourth suspended, every third
 * (the first included) subscribed.
 */
export function adminUserFixtures(count = NAMES.length): AdminUser[] {
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[i % NAMES.length] ?? 'Someone';
    const day = String((i % 27) + 1).padStart(2, '0');
    return {
      id: i + 1,
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}${i >= NAMES.length ? i : ''}@example.com`,
      image: null,
      email_verified_at: i % 5 === 2 ? null : `2026-01-${day}T09:00:00.000Z`,
      banned_at: i === 3 ? '2026-02-01T10:00:00.000Z' : null,
      ban_until: null,
      ban_comment: null,
      created_at: `2026-01-${day}T08:00:00.000Z`,
      last_active_at: i % 4 === 1 ? null : `2026-02-${day}T12:00:00.000Z`,
      roles: i === 0 ? [{ id: 1, name: 'admin' }] : [{ id: 2, name: 'users' }],
      subscribed: i % 3 === 0,
    };
  });
}

/** The permissions a role can grant, as the server lists them. */
export const permissionCatalogueFixture: PermissionCatalogueEntry[] = [
  { name: 'admin.access', group: 'admin', restrictions: [] },
  { name: 'users.update', group: 'admin', restrictions: [] },
  { name: 'roles.update', group: 'admin', restrictions: [] },
  { name: 'files.create', group: 'files', restrictions: ['max_files', 'max_space'] },
  { name: 'files.view', group: 'files', restrictions: [] },
  { name: 'files.delete', group: 'files', restrictions: [] },
  { name: 'workspaces.create', group: 'workspaces', restrictions: ['count'] },
  { name: 'api.access', group: 'api', restrictions: [] },
];

/** The site's roles: admin, the default users role, the guests role and a workspace role. */
export function roleFixtures(): Role[] {
  return [
    {
      id: 1,
      name: 'admin',
      description: 'Runs the site',
      type: 'sitewide',
      default: false,
      guests: false,
      users_count: 1,
      permissions: [{ name: 'admin.access', restrictions: [] }],
      created_at: '2026-01-01T08:00:00.000Z',
    },
    {
      id: 2,
      name: 'users',
      description: null,
      type: 'sitewide',
      default: true,
      guests: false,
      users_count: 19,
      permissions: [
        {
          name: 'files.create',
          restrictions: [
            { name: 'max_files', value: 1000 },
            { name: 'max_space', value: null },
          ],
        },
        { name: 'files.view', restrictions: [] },
      ],
      created_at: '2026-01-01T08:00:00.000Z',
    },
    {
      id: 3,
      name: 'guests',
      description: null,
      type: 'sitewide',
      default: false,
      guests: true,
      users_count: 0,
      permissions: [{ name: 'files.view', restrictions: [] }],
      created_at: '2026-01-01T08:00:00.000Z',
    },
    {
      id: 4,
      name: 'editors',
      description: 'Edit in a workspace',
      type: 'workspace',
      default: false,
      guests: false,
      users_count: 3,
      permissions: [],
      created_at: '2026-01-05T08:00:00.000Z',
    },
  ];
}
