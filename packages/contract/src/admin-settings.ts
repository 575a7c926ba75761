import { z } from 'zod';
import { adminSettingsApi } from './api/admin-settings';
import { messageResponseSchema } from './auth';
import {
  cacheDrivers,
  cookieNoticeActions,
  dateFormats,
  homepageTypes,
  logLevels,
  mailDrivers,
  mailEncryptions,
  queueDrivers,
  REGISTRATION_FIELDS_MAX,
  realtimeDrivers,
  storageDrivers,
} from './constants/settings';
import { bindSchemas } from './endpoint';
import { landingContentSchema, seoTemplatesSchema } from './landing';
import { AD_CODE_MAX_LENGTH, settingsSchema } from './settings';

/*
 * The admin's settings (spec §2.4 settings, issue 26), as flat maps of dotted keys: `client`
 * keys are those of the bootstrap data's `settings` (every open browser gets them on its next
 * bootstrap fetch); `server` keys change what the server does on its next request and never
 * leave it, except as what `GET settings` shows. Secret server keys are write-only.
 */

const bool = z.boolean({ error: 'Choose yes or no.' });
const text = (max = 255) =>
  z.string({ error: 'Enter a text.' }).trim().max(max, 'The text is too long.');
const url = z.url({ error: 'Enter a valid URL.' });
const optionalUrl = z.union([z.literal(''), url]);
/** `redis://[user:password@]host[:port][/db]`, or `rediss://` over TLS; empty: none. */
const redisUrl = z.union([
  z.literal(''),
  z
    .string({ error: 'Enter a Redis URL.' })
    .trim()
    .max(2000, 'The URL is too long.')
    .regex(/^rediss?:\/\/[^\s]+$/, 'Enter a redis:// or rediss:// URL.'),
]);
// Loose on purpose: `no-reply@localhost` (the default sender) is a working address.
const email = z
  .string({ error: 'Enter a valid email address.' })
  .trim()
  .regex(/^[^\s@]+@[^\s@]+$/, 'Enter a valid email address.');
const optionalEmail = z.union([z.literal(''), email]);
const bytes = z
  .number({ error: 'Enter a number.' })
  .int('Enter a whole number.')
  .positive('Enter a number above 0.');
const extension = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{1,16}$/, 'An extension holds letters and digits only, without the dot.');
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, 'Enter a domain name, like example.com.');

/** An IANA time zone (`Europe/Paris`), or `auto` for the browser's own. */
export const timeZoneSettingSchema = z
  .string({ error: 'Choose a time zone.' })
  .refine((zone) => zone === 'auto' || isTimeZone(zone), 'Choose a time zone.');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The client settings the admin edits, by dotted key (names as in the bootstrap data). */
export const clientSettingFields = {
  base_url: url,
  'homepage.type': z.enum(homepageTypes, { error: 'Choose a homepage.' }),
  'homepage.value': text(),
  'themes.default_id': z.number().int().nullable(),
  'themes.user_change': bool,
  'billing.enable': bool,
  'billing.test_gateway.enable': bool,
  'billing.stripe.enable': bool,
  'billing.paypal.enable': bool,
  'dates.default_timezone': timeZoneSettingSchema,
  'dates.format': z.enum(dateFormats, { error: 'Choose a date format.' }),
  'i18n.enable': bool,
  'i18n.default_locale': z.string().trim().min(2, 'Choose a language.').max(16),
  require_email_confirmation: bool,
  'registration.disable': bool,
  'registration.policies': settingsSchema.shape.registration.shape.policies.max(10),
  'registration.fields': settingsSchema.shape.registration.shape.fields
    .max(REGISTRATION_FIELDS_MAX, 'At most 10 extra fields.')
    .refine(
      (fields) => new Set(fields.map((field) => field.id)).size === fields.length,
      'Each extra field needs an id of its own.',
    ),
  'social.compact_buttons': bool,
  'social.google.enable': bool,
  'social.facebook.enable': bool,
  'social.twitter.enable': bool,
  'social.envato.enable': bool,
  'recaptcha.site_key': text(),
  'recaptcha.enable.register': bool,
  'recaptcha.enable.contact': bool,
  'recaptcha.enable.unsubscribe': bool,
  'recaptcha.enable.link_creation': bool,
  'cookie_notice.enable': bool,
  'cookie_notice.position': z.enum(['top', 'bottom'], { error: 'Choose top or bottom.' }),
  'cookie_notice.button.label': text(50).min(1, 'Enter a label.'),
  'cookie_notice.button.action': z.enum(cookieNoticeActions),
  'cookie_notice.policy_url': optionalUrl,
  'drive.default_view': z.enum(['list', 'grid'], { error: 'Choose list or grid.' }),
  'drive.share_notifications': bool,
  'drive.suggest_emails': bool,
  'drive.trash_retention_days': z
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'Keep trashed files at least one day.')
    .max(3650, 'Keep trashed files at most 3650 days.'),
  'uploads.max_size': bytes.nullable(),
  'uploads.available_space': z.number().int().min(0, 'Enter 0 or more.').nullable(),
  'uploads.chunk_size': bytes
    .min(256 * 1024, 'A chunk is at least 256 KB.')
    .max(100 * 1024 * 1024, 'A chunk is at most 100 MB.'),
  'uploads.allowed_extensions': z.array(extension).max(500),
  'uploads.blocked_extensions': z.array(extension).max(500),
  'ads.disable': bool,
  'ads.drive': z.string().max(AD_CODE_MAX_LENGTH, 'The ad code is too long.'),
  'ads.file-preview': z.string().max(AD_CODE_MAX_LENGTH, 'The ad code is too long.'),
  'ads.landing-top': z.string().max(AD_CODE_MAX_LENGTH, 'The ad code is too long.'),
  'realtime.enable': bool,
  'analytics.tracking_id': text(64).regex(/^[\w-]*$/, 'Letters, digits and dashes only.'),
  ...siteSettingFields(),
} as const;

/** The landing page's fields (`landing.*`) and the head tags' templates (`seo.*`), by dotted key. */
function siteSettingFields() {
  const landing = landingContentSchema.shape;
  const actions = landing.actions.shape;
  const seo = seoTemplatesSchema.shape;
  return {
    'landing.headerTitle': landing.headerTitle,
    'landing.headerSubtitle': landing.headerSubtitle,
    'landing.headerImage': landing.headerImage,
    'landing.headerImageOpacity': landing.headerImageOpacity,
    'landing.headerOverlayColor1': landing.headerOverlayColor1,
    'landing.headerOverlayColor2': landing.headerOverlayColor2,
    'landing.actions.cta1': actions.cta1,
    'landing.actions.cta2': actions.cta2,
    'landing.actions.cta3': actions.cta3,
    'landing.primaryFeatures': landing.primaryFeatures,
    'landing.secondaryFeatures': landing.secondaryFeatures,
    'landing.footerImage': landing.footerImage,
    'landing.footerTitle': landing.footerTitle,
    'landing.footerSubtitle': landing.footerSubtitle,
    'seo.landing.title': seo.landing.shape.title,
    'seo.landing.description': seo.landing.shape.description,
    'seo.custom_page.title': seo.custom_page.shape.title,
    'seo.custom_page.description': seo.custom_page.shape.description,
    'seo.pricing.title': seo.pricing.shape.title,
    'seo.pricing.description': seo.pricing.shape.description,
    'seo.link_page.title': seo.link_page.shape.title,
    'seo.link_page.description': seo.link_page.shape.description,
  } as const;
}

/** The server settings the admin edits, by dotted key; their defaults come from the environment. */
export const serverSettingFields = {
  'site.demo': bool,
  'auth.single_device_login': bool,
  'auth.blocked_email_domains': z.array(domain).max(1000),
  'social.google.client_id': text(),
  'social.google.client_secret': text(),
  'social.facebook.client_id': text(),
  'social.facebook.client_secret': text(),
  'social.twitter.client_id': text(),
  'social.twitter.client_secret': text(),
  'social.envato.client_id': text(),
  'social.envato.client_secret': text(),
  'recaptcha.secret_key': text(),
  /** Earlier versions kept per file (null: no limit); the retention job drops the oldest. */
  'drive.versions.max_count': z
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'Keep at least one version, or leave it empty for no limit.')
    .max(1000, 'Keep at most 1000 versions.')
    .nullable(),
  /** Days an earlier version is kept (null: no limit). */
  'drive.versions.max_age_days': z
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'Keep versions at least one day, or leave it empty for no limit.')
    .max(3650, 'Keep versions at most 3650 days.')
    .nullable(),
  'storage.driver': z.enum(storageDrivers, { error: 'Choose where files are stored.' }),
  's3.endpoint': optionalUrl,
  's3.region': text(64),
  's3.bucket': text(63),
  's3.access_key': text(),
  's3.secret_key': text(),
  's3.path_style': bool,
  'mail.driver': z.enum(mailDrivers, { error: 'Choose how email is sent.' }),
  'mail.host': text(),
  'mail.port': z
    .number({ error: 'Enter a port.' })
    .int()
    .min(1, 'Enter a port.')
    .max(65_535, 'Enter a port.'),
  'mail.encryption': z.enum(mailEncryptions, { error: 'Choose an encryption.' }),
  'mail.username': text(),
  'mail.password': text(),
  'mail.from_address': email,
  'mail.from_name': text(100),
  'mail.contact_address': optionalEmail,
  'redis.url': redisUrl,
  'cache.driver': z.enum(cacheDrivers, { error: 'Choose where the cache is kept.' }),
  'queue.driver': z.enum(queueDrivers, { error: 'Choose how jobs are queued.' }),
  'realtime.driver': z.enum(realtimeDrivers, { error: 'Choose how live events travel.' }),
  'logging.level': z.enum(logLevels, { error: 'Choose a level.' }),
  'logging.error_endpoint': optionalUrl,
  'billing.stripe.public_key': text(),
  'billing.stripe.secret_key': text(),
  'billing.stripe.webhook_secret': text(),
  'billing.paypal.client_id': text(),
  'billing.paypal.secret': text(),
  'billing.paypal.webhook_id': text(),
} as const;

export type ClientSettingKey = keyof typeof clientSettingFields;
export type ServerSettingKey = keyof typeof serverSettingFields;

/** Write-only server keys: `GET settings` says whether each is set, never its value. */
export const secretSettingKeys = [
  'social.google.client_secret',
  'social.facebook.client_secret',
  'social.twitter.client_secret',
  'social.envato.client_secret',
  'recaptcha.secret_key',
  's3.secret_key',
  'mail.password',
  // It may hold a password (`redis://:secret@host`).
  'redis.url',
  'logging.error_endpoint',
  'billing.stripe.secret_key',
  'billing.stripe.webhook_secret',
  'billing.paypal.secret',
] as const satisfies readonly ServerSettingKey[];
export type SecretSettingKey = (typeof secretSettingKeys)[number];

export function isSecretSetting(key: string): key is SecretSettingKey {
  return (secretSettingKeys as readonly string[]).includes(key);
}

export type ClientSettingValues = {
  [K in ClientSettingKey]: z.output<(typeof clientSettingFields)[K]>;
};
export type ServerSettingValues = {
  [K in ServerSettingKey]: z.output<(typeof serverSettingFields)[K]>;
};
/** What `GET settings` shows of the server settings: every key but the secrets. */
export type VisibleServerSettings = Omit<ServerSettingValues, SecretSettingKey>;

const clientChanges = z.strictObject(clientSettingFields).partial();
const serverChanges = z
  .strictObject({
    ...serverSettingFields,
    // A secret is cleared with null; left out, it keeps its value.
    ...(Object.fromEntries(
      secretSettingKeys.map((key) => [key, serverSettingFields[key].nullable()]),
    ) as { [K in SecretSettingKey]: z.ZodNullable<(typeof serverSettingFields)[K]> }),
  })
  .partial();

/** `POST settings`: the keys to change; unknown keys and wrong types get 422. */
export const updateSettingsPayloadSchema = z.strictObject({
  client: clientChanges.optional(),
  server: serverChanges.optional(),
});
export type UpdateSettingsPayload = z.input<typeof updateSettingsPayloadSchema>;

const visibleServerFields = Object.fromEntries(
  Object.entries(serverSettingFields).filter(([key]) => !isSecretSetting(key)),
) as Omit<typeof serverSettingFields, SecretSettingKey>;

/** `GET settings`: every key's value, and which secrets are set. */
export const adminSettingsResponseSchema = z.object({
  client: z.object(clientSettingFields),
  server: z.object(visibleServerFields),
  secrets: z.record(z.enum(secretSettingKeys), z.boolean()),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/**
 * `POST settings/storage/test`, `POST settings/mail/test` and `POST settings/redis/test`:
 * settings not saved yet (over the saved ones), tried for real: an object written and removed,
 * an SMTP login and a test email to the admin, a Redis PING. A failure is 422 with a field message.
 */
export const settingsCheckPayloadSchema = z.strictObject({ server: serverChanges.default({}) });
export type SettingsCheckPayload = z.input<typeof settingsCheckPayloadSchema>;

export const adminSettingsEndpoints = bindSchemas(adminSettingsApi, {
  get: {
    summary: 'Every setting the admin edits (secrets: only whether set)',
    response: adminSettingsResponseSchema,
  },
  update: {
    summary: 'Change settings: checked as a whole, saved together or not at all',
    body: updateSettingsPayloadSchema,
    response: adminSettingsResponseSchema,
  },
  testStorage: {
    summary: 'Write and remove an object with the given storage settings',
    body: settingsCheckPayloadSchema,
    response: messageResponseSchema,
  },
  testMail: {
    summary: 'Send a test email to the admin with the given mail settings',
    body: settingsCheckPayloadSchema,
    response: messageResponseSchema,
  },
  testRedis: {
    summary: 'Connect to the given Redis URL and PING it',
    body: settingsCheckPayloadSchema,
    response: messageResponseSchema,
  },
  clearCache: {
    summary: 'Drop every cached value (memory or Redis, whichever is in use)',
    response: messageResponseSchema,
  },
});
