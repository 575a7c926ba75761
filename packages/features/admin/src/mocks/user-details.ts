import {
  type AdminUserDetails,
  accountApi,
  adminUserDetailsApi,
  adminUsersApi,
  type PermissionCatalogueEntry,
  rolesApi,
} from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { adminUserFixtures, permissionCatalogueFixture } from './fixtures';

/** Grace Hopper's page: a direct grant, two browsers (the first the admin's), one token. */
export function userDetailsFixture(overrides: Partial<AdminUserDetails> = {}): AdminUserDetails {
  const row = adminUserFixtures()[1]!;
  return {
    ...row,
    timezone: 'Europe/Paris',
    language: 'fr',
    extra_fields: [
      { id: 'company', label: 'Company', value: 'Remington Rand' },
      { id: 'newsletter', label: 'Send me the newsletter', value: true },
    ],
    permissions: [{ name: 'logs.view', restrictions: [] }],
    sessions: [
      {
        id: 11,
        ip: '203.0.113.7',
        user_agent: 'Firefox on Linux',
        last_activity: '2026-11-20T09:30:00.000Z',
        current: false,
      },
      {
        id: 12,
        ip: '198.51.100.4',
        user_agent: 'Safari on iPhone',
        last_activity: '2026-11-18T17:05:00.000Z',
        current: false,
      },
    ],
    tokens: [
      {
        id: 21,
        name: 'Backup script',
        last_used_at: '2026-11-19T02:00:00.000Z',
        created_at: '2026-10-01T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** MSW handlers of one user's page, over an in-memory copy of `user`. */
export function userDetailsHandlers(
  user: AdminUserDetails = userDetailsFixture(),
  catalogue: PermissionCatalogueEntry[] = permissionCatalogueFixture,
) {
  let current = { ...user };
  const answer = () => ({ user: current });
  const found = (id: string) => Number(id) === current.id;
  return [
    mockEndpoint(rolesApi.permissions, () => ({ permissions: catalogue })),
    mockEndpoint(adminUserDetailsApi.show, ({ params }) =>
      found(params.id) ? answer() : mockError(404, 'User not found.'),
    ),
    mockEndpoint(adminUserDetailsApi.updatePermissions, ({ body }) => {
      current = {
        ...current,
        permissions: (body.permissions ?? []).map((p) => ({
          name: p.name,
          restrictions: (p.restrictions ?? []).map((r) => ({ name: r.name, value: r.value })),
        })),
      };
      return answer();
    }),
    mockEndpoint(adminUserDetailsApi.signOutSession, ({ params }) => {
      current = {
        ...current,
        sessions: current.sessions.filter((s) => s.id !== Number(params.sessionId)),
      };
      return answer();
    }),
    mockEndpoint(accountApi.valueLists, () => ({
      localizations: [
        { language: 'en', name: 'English' },
        { language: 'fr', name: 'Français' },
      ],
      timezones: [
        { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
        { value: 'Europe/Paris', label: 'Europe/Paris' },
      ],
    })),
    mockEndpoint(adminUsersApi.update, ({ body }) => {
      const { timezone = current.timezone, language = current.language } = body;
      current = { ...current, timezone, language };
      // The page's user is the list's row with more fields, which the answer may carry.
      return { user: current };
    }),
    mockEndpoint(adminUserDetailsApi.confirmEmail, () => {
      current = { ...current, email_verified_at: '2026-11-27T10:00:00.000Z' };
      return answer();
    }),
    mockEndpoint(adminUserDetailsApi.deleteToken, ({ params }) => {
      current = {
        ...current,
        tokens: current.tokens.filter((t) => t.id !== Number(params.tokenId)),
      };
      return answer();
    }),
  ];
}
