import {
  type ServerSettingKey,
  type ServerSettingValues,
  serverSettingFields,
} from '@coffer/contract';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { readServerSettingRows } from './repo';

export type ServerSettingsStore = ReturnType<typeof createServerSettingsStore>;

/**
 * The server's own settings (issue 26): the environment's values (README "Configuration")
 * as defaults, overridden key by key from the `settings` table, read on every call so a
 * change applies on the next request of every instance, without a restart. Never sent to a
 * browser: `GET settings` shows them without the secrets.
 */
export function createServerSettingsStore(db: Db, config: Config) {
  const defaults = serverSettingDefaults(config);

  async function all(): Promise<ServerSettingValues> {
    const values: Record<string, unknown> = { ...defaults };
    for (const row of await readServerSettingRows(db)) {
      // A row of a key that no longer exists, or of a value its schema now refuses, is skipped.
      const schema = serverSettingFields[row.key as ServerSettingKey];
      const parsed = schema?.safeParse(JSON.parse(row.value));
      if (parsed?.success) values[row.key] = parsed.data;
    }
    return values as ServerSettingValues;
  }

  return {
    defaults,
    all,
    async get<K extends ServerSettingKey>(key: K): Promise<ServerSettingValues[K]> {
      return (await all())[key];
    },
  };
}

/** What the environment sets, as server settings. */
export function serverSettingDefaults(config: Config): ServerSettingValues {
  const { clients } = config.social;
  const s3 = config.storage.s3;
  return {
    'site.demo': config.demo,
    'auth.single_device_login': false,
    'auth.blocked_email_domains': [],
    'social.google.client_id': clients.google.clientId ?? '',
    'social.google.client_secret': clients.google.clientSecret ?? '',
    'social.facebook.client_id': clients.facebook.clientId ?? '',
    'social.facebook.client_secret': clients.facebook.clientSecret ?? '',
    'social.twitter.client_id': clients.twitter.clientId ?? '',
    'social.twitter.client_secret': clients.twitter.clientSecret ?? '',
    'social.envato.client_id': clients.envato.clientId ?? '',
    'social.envato.client_secret': clients.envato.clientSecret ?? '',
    'recaptcha.secret_key': config.humanCheck.recaptchaSecretKey ?? '',
    'drive.versions.max_count': 50,
    'drive.versions.max_age_days': 90,
    'storage.driver': config.storage.driver,
    's3.endpoint': s3?.endpoint ?? '',
    's3.region': s3?.region ?? 'us-east-1',
    's3.bucket': s3?.bucket ?? '',
    's3.access_key': s3?.accessKey ?? '',
    's3.secret_key': s3?.secretKey ?? '',
    's3.path_style': s3?.pathStyle ?? false,
    'mail.driver': config.mail.host ? 'smtp' : 'log',
    'mail.host': config.mail.host ?? '',
    'mail.port': config.mail.port,
    'mail.encryption': config.mail.encryption,
    'mail.username': config.mail.username ?? '',
    'mail.password': config.mail.password ?? '',
    'mail.from_address': config.mail.from.address,
    'mail.from_name': config.mail.from.name ?? '',
    'mail.contact_address': '',
    // REDIS_URL at start puts everything on Redis; the admin's settings switch it live.
    'redis.url': config.redisUrl ?? '',
    'cache.driver': config.redisUrl ? 'redis' : 'memory',
    'queue.driver': config.redisUrl ? 'redis' : 'in-process',
    'realtime.driver': config.redisUrl ? 'redis' : 'in-process',
    'logging.level': config.debug ? 'debug' : 'info',
    'logging.error_endpoint': '',
    'billing.stripe.public_key': '',
    'billing.stripe.secret_key': '',
    'billing.stripe.webhook_secret': '',
    'billing.paypal.client_id': '',
    'billing.paypal.secret': '',
    'billing.paypal.webhook_id': '',
  };
}
