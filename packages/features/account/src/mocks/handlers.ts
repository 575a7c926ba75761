import {
  type AccessToken,
  accountApi,
  authApi,
  type SocialProfile,
  socialApi,
  type UserDetails,
  type UserSession,
  usersApi,
  type ValueLists,
} from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';

/** The signed-in user the account settings load (`GET users/me?with=…`). */
export function accountUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return { ...userFixture({ name: 'Ada Lovelace' }), two_factor_enabled: false, ...overrides };
}

export const MOCK_SESSIONS: UserSession[] = [
  {
    id: 1,
    browser: 'Firefox',
    os: 'Linux',
    ip: '203.0.113.5',
    last_active: '2026-11-20T09:30:00.000Z',
    is_current_device: true,
  },
  {
    id: 2,
    browser: 'Safari',
    os: 'iOS',
    ip: '198.51.100.7',
    last_active: '2026-11-18T18:05:00.000Z',
    is_current_device: false,
  },
];

export const MOCK_TOKENS: AccessToken[] = [
  {
    id: 1,
    name: 'Backup script',
    abilities: ['*'],
    last_used_at: '2026-11-19T07:00:00.000Z',
    created_at: '2026-10-01T07:00:00.000Z',
  },
];

export const MOCK_PROFILES: SocialProfile[] = [
  { id: 1, service: 'google', username: 'ada', created_at: '2026-10-01T07:00:00.000Z' },
];

const LISTS: ValueLists = {
  localizations: [
    { language: 'en', name: 'English' },
    { language: 'fr', name: 'Français' },
  ],
  timezones: [
    { value: 'Europe/London', label: 'Europe/London' },
    { value: 'Europe/Paris', label: 'Europe/Paris' },
  ],
  countries: [
    { code: 'FR', name: 'France' },
    { code: 'GB', name: 'United Kingdom' },
  ],
};

export const MOCK_TWO_FACTOR_CODE = '123456';
export const MOCK_RECOVERY_CODES = Array.from({ length: 8 }, (_, i) => `code${i}aaaaa-bbbbbbbbbb`);
// A tiny valid SVG data URL stands in for the server's QR code.
// A 1×1 GIF stands in for the stored avatar.
const AVATAR = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const QR =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiLz48L3N2Zz4=';

const invalid = (errors: Record<string, string[]>) =>
  mockError(422, Object.values(errors)[0]?.[0] ?? '', errors);

/** An omitted field of `PUT users/me` stays as it is. */
function unlessOmitted<T>(value: T | undefined, current: T): T {
  return value === undefined ? current : value;
}

/** Every account call answered as a healthy server would. */
export function accountHandlers({
  user = accountUser(),
  sessions = MOCK_SESSIONS,
  tokens = MOCK_TOKENS,
  passwordConfirmed = false,
}: {
  user?: UserDetails;
  sessions?: UserSession[];
  tokens?: AccessToken[];
  passwordConfirmed?: boolean;
} = {}) {
  return [
    mockEndpoint(usersApi.show, () => ({ user })),
    mockEndpoint(accountApi.updateDetails, ({ body }) => {
      if (body.name !== undefined && !body.name.trim()) {
        return invalid({ name: ['The name field is required.'] });
      }
      return {
        user: {
          ...user,
          name: body.name ?? user.name,
          phone: unlessOmitted(body.phone, user.phone),
          timezone: unlessOmitted(body.timezone, user.timezone),
          language: unlessOmitted(body.language, user.language),
          country: unlessOmitted(body.country, user.country),
        },
      };
    }),
    mockEndpoint(accountApi.uploadAvatar, () => ({ user: { ...user, image: AVATAR } })),
    mockEndpoint(accountApi.removeAvatar, () => ({ user: { ...user, image: null } })),
    mockEndpoint(accountApi.valueLists, () => LISTS),
    mockEndpoint(accountApi.changeLocale, ({ body }) => ({
      i18n: { language: body.locale, lines: {} },
    })),
    mockEndpoint(accountApi.sessions, () => ({ sessions })),
    mockEndpoint(accountApi.endOtherSessions, () => ({ success: true })),
    mockEndpoint(accountApi.endSession, () => ({ success: true })),
    mockEndpoint(accountApi.accessTokens, () => ({ tokens })),
    mockEndpoint(accountApi.createAccessToken, ({ body: { tokenName, password } }) => {
      if (!tokenName.trim()) return invalid({ tokenName: ['The token name field is required.'] });
      if (password !== 'correct horse')
        return invalid({ password: ['The provided password was incorrect.'] });
      return {
        token: { ...MOCK_TOKENS[0]!, id: 2, name: tokenName, last_used_at: null },
        plainTextToken: 'plain-token-shown-once-0123456789abcdef',
      };
    }),
    mockEndpoint(accountApi.revokeAccessToken, () => ({ success: true })),
    mockEndpoint(accountApi.changePassword, ({ body }) => {
      if (body.current_password !== 'correct horse') {
        return invalid({
          current_password: ['The provided password does not match your current password.'],
        });
      }
      return { message: 'Password updated' };
    }),
    mockEndpoint(authApi.confirmedPasswordStatus, () => ({ confirmed: passwordConfirmed })),
    mockEndpoint(authApi.confirmPassword, () => ({ confirmed: true })),
    mockEndpoint(authApi.enableTwoFactor, () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      qr_code: QR,
      otpauth_url: 'otpauth://x',
    })),
    mockEndpoint(authApi.confirmTwoFactor, ({ body: { code } }) => {
      if (code !== MOCK_TWO_FACTOR_CODE) {
        return invalid({ code: ['The provided two factor authentication code was invalid.'] });
      }
      return { recovery_codes: MOCK_RECOVERY_CODES };
    }),
    mockEndpoint(authApi.regenerateRecoveryCodes, () => ({ recovery_codes: MOCK_RECOVERY_CODES })),
    mockEndpoint(authApi.disableTwoFactor, () => ({ two_factor_enabled: false })),
    mockEndpoint(socialApi.disconnect, () =>
      mockError(422, 'This is the only way to sign in to this account.'),
    ),
  ];
}

/** `GET users/me` never answers: the page stays in its loading state. */
export const loadingUser = mockEndpoint(usersApi.show, async () => {
  await delay('infinite');
  return undefined;
});

/** Signed-in bootstrap data for the stories, with Google and Facebook sign-in on. */
export function accountBootstrap() {
  return bootstrapFixture({
    user: userFixture({
      name: 'Ada Lovelace',
      permissions: [{ name: 'api.access', restrictions: [] }],
    }),
    settings: settingsFixture({
      social: {
        ...settingsFixture().social,
        google: { enable: true },
        facebook: { enable: true },
      },
    }),
  });
}
