import {
  type AdminSettingsResponse,
  accountApi,
  adminSettingsApi,
  isSecretSetting,
  type SecretSettingKey,
  type SettingsCheckPayload,
  secretSettingKeys,
  systemApi,
  type UpdateSettingsPayload,
  updateSettingsPayloadSchema,
} from '@coffer/contract';
import { siteSettingValuesFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';
import { adminBootstrap } from './fixtures';

/** A site's settings as `GET settings` shows them: SMTP, local storage, two secrets set. */
export function settingsFixture(): AdminSettingsResponse {
  return {
    client: {
      base_url: 'https://files.example.com',
      'homepage.type': 'loginPage',
      'homepage.value': '',
      'themes.default_id': null,
      'themes.user_change': true,
      'billing.enable': false,
      'billing.test_gateway.enable': false,
      'billing.stripe.enable': false,
      'billing.paypal.enable': false,
      'dates.default_timezone': 'auto',
      'dates.format': 'medium',
      'i18n.enable': true,
      'i18n.default_locale': 'en',
      require_email_confirmation: false,
      'registration.disable': false,
      'registration.policies': [
        {
          id: 'terms',
          item: {
            id: 'terms-link',
            type: 'route',
            label: 'Terms of service',
            action: '/pages/terms',
          },
        },
      ],
      'registration.fields': [{ id: 'company', label: 'Company', type: 'text', required: false }],
      'social.compact_buttons': false,
      'social.google.enable': true,
      'social.facebook.enable': false,
      'social.twitter.enable': false,
      'social.envato.enable': false,
      'recaptcha.site_key': '',
      'recaptcha.enable.register': true,
      'recaptcha.enable.contact': true,
      'recaptcha.enable.unsubscribe': false,
      'recaptcha.enable.link_creation': false,
      'cookie_notice.enable': true,
      'cookie_notice.position': 'bottom',
      'cookie_notice.button.label': 'OK',
      'cookie_notice.button.action': 'dismiss',
      'cookie_notice.policy_url': '',
      'drive.default_view': 'list',
      'drive.share_notifications': true,
      'drive.suggest_emails': true,
      'drive.trash_retention_days': 30,
      'uploads.max_size': 2 * 1024 ** 3,
      'uploads.available_space': 10 * 1024 ** 3,
      'uploads.chunk_size': 8 * 1024 ** 2,
      'uploads.allowed_extensions': [],
      'uploads.blocked_extensions': ['exe', 'bat'],
      'ads.disable': false,
      'ads.drive': '',
      'ads.file-preview': '',
      'ads.landing-top': '',
      'analytics.tracking_id': '',
      'realtime.enable': true,
      ...siteSettingValuesFixture(),
    },
    server: {
      'site.demo': false,
      'auth.single_device_login': false,
      'auth.blocked_email_domains': ['mailinator.com'],
      'social.google.client_id': '1234-coffer.apps.googleusercontent.com',
      'social.facebook.client_id': '',
      'social.twitter.client_id': '',
      'social.envato.client_id': '',
      'drive.versions.max_count': 50,
      'drive.versions.max_age_days': 90,
      'storage.driver': 'local',
      's3.endpoint': '',
      's3.region': '',
      's3.bucket': '',
      's3.access_key': '',
      's3.path_style': false,
      'mail.driver': 'smtp',
      'mail.host': 'smtp.example.com',
      'mail.port': 587,
      'mail.encryption': 'starttls',
      'mail.username': 'coffer',
      'mail.from_address': 'no-reply@example.com',
      'mail.from_name': 'Coffer',
      'mail.contact_address': '',
      'cache.driver': 'memory',
      'queue.driver': 'in-process',
      'realtime.driver': 'in-process',
      'logging.level': 'info',
      'billing.stripe.public_key': '',
      'billing.paypal.client_id': '',
      'billing.paypal.webhook_id': '',
    },
    secrets: Object.fromEntries(
      secretSettingKeys.map((key) => [
        key,
        key === 'mail.password' || key === 'social.google.client_secret',
      ]),
    ) as Record<SecretSettingKey, boolean>,
  };
}

export interface SettingsMockOptions {
  settings?: AdminSettingsResponse;
  /** Never answer `GET settings` (the loading state). */
  pending?: boolean;
  /** Field errors the storage test answers with (422). */
  storageErrors?: Record<string, string[]>;
  /** Field errors the Redis test and a save that switches to Redis answer with (422). */
  redisErrors?: Record<string, string[]>;
}

/** What the settings mocks were sent, newest last: stories assert on it. */
export const settingsRequests: {
  updates: UpdateSettingsPayload[];
  checks: Array<{ kind: 'storage' | 'mail' | 'redis'; body: SettingsCheckPayload }>;
  /** How many times 'Clear cache' was called. */
  cacheClears: number;
} = { updates: [], checks: [], cacheClears: 0 };

/**
 * MSW handlers of the settings calls over one in-memory copy. The save is checked with the
 * contract's own schema, so an invalid value (a site URL that is no URL) gets the server's
 * 422 with `client.base_url`-style field names; secrets only say whether they are set.
 */
export function settingsHandlers({
  settings = settingsFixture(),
  pending = false,
  storageErrors,
  redisErrors,
}: SettingsMockOptions = {}) {
  let current = structuredClone(settings);
  settingsRequests.updates = [];
  settingsRequests.checks = [];
  settingsRequests.cacheClears = 0;
  return [
    mockEndpoint(adminSettingsApi.get, async () => {
      if (pending) await delay('infinite');
      return current;
    }),
    mockEndpoint(adminSettingsApi.update, ({ body }) => {
      settingsRequests.updates.push(body);
      const checked = updateSettingsPayloadSchema.safeParse(body);
      if (!checked.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of checked.error.issues) {
          const field = issue.path.join('.');
          errors[field] = [...(errors[field] ?? []), issue.message];
        }
        return mockError(422, 'The given data was invalid.', errors);
      }
      const { client = {}, server = {} } = checked.data;
      // As the server does: Redis is tried before a save that uses it, and nothing is saved.
      if (redisErrors && Object.values(server).includes('redis')) {
        return mockError(422, 'Coffer could not reach Redis with these settings.', redisErrors);
      }
      const secrets = { ...current.secrets };
      const visible: Record<string, unknown> = { ...current.server };
      for (const [key, value] of Object.entries(server)) {
        if (isSecretSetting(key)) secrets[key] = value !== null && value !== '';
        else visible[key] = value;
      }
      current = {
        client: { ...current.client, ...client },
        server: visible as AdminSettingsResponse['server'],
        secrets,
      };
      return current;
    }),
    // The fresh bootstrap data a save of client settings fetches: the admin's, with them.
    mockEndpoint(systemApi.bootstrapData, () => {
      const data = adminBootstrap(['admin.access', 'settings.update']);
      for (const [key, value] of Object.entries(current.client)) {
        const parts = key.split('.');
        let node = data.settings as unknown as Record<string, unknown>;
        for (const part of parts.slice(0, -1)) {
          node[part] ??= {};
          node = node[part] as Record<string, unknown>;
        }
        node[parts.at(-1) as string] = value;
      }
      return data;
    }),
    // The languages the default language is chosen from, as the account's select lists them.
    mockEndpoint(accountApi.valueLists, () => ({
      localizations: [
        { language: 'en', name: 'English' },
        { language: 'fr', name: 'Français' },
      ],
    })),
    mockEndpoint(adminSettingsApi.testStorage, async ({ body }) => {
      settingsRequests.checks.push({ kind: 'storage', body });
      await delay(50);
      if (storageErrors) return mockError(422, 'The given data was invalid.', storageErrors);
      return { message: 'Connected: a test file was written and removed.' };
    }),
    mockEndpoint(adminSettingsApi.testRedis, async ({ body }) => {
      settingsRequests.checks.push({ kind: 'redis', body });
      await delay(50);
      if (redisErrors) {
        return mockError(422, 'Coffer could not reach Redis with these settings.', redisErrors);
      }
      return { message: 'Redis answered PONG with these settings.' };
    }),
    mockEndpoint(adminSettingsApi.clearCache, async () => {
      settingsRequests.cacheClears += 1;
      await delay(50);
      return { message: 'The cache was cleared.' };
    }),
    mockEndpoint(adminSettingsApi.testMail, async ({ body }) => {
      settingsRequests.checks.push({ kind: 'mail', body });
      await delay(50);
      return { message: 'A test email was sent to admin@example.com.' };
    }),
  ];
}
