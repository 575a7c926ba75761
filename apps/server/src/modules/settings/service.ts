import {
  type AdminSettingsResponse,
  type ClientSettingKey,
  clientSettingFields,
  isSecretSetting,
  type ServerSettingKey,
  type ServerSettingValues,
  type Settings,
  secretSettingKeys,
  settingsSchema,
  type UpdateSettingsPayload,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { SERVER_KEY_PREFIX, writeSettings } from '../../kernel/settings/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { probeRedis } from '../../platform/redis';
import { probeStorage } from '../../platform/storage/probe';
import { probeMail } from './mail-check';

/** Told to every instance after a save, so each applies what it keeps in memory (the log level). */
export const SETTINGS_CHANGED_CHANNEL = 'settings.changed';

const STORAGE_KEYS = new Set<string>([
  'storage.driver',
  's3.endpoint',
  's3.region',
  's3.bucket',
  's3.access_key',
  's3.secret_key',
  's3.path_style',
]);

/** The keys whose change means Redis is tried again before saving. */
const REDIS_KEYS = new Set<string>([
  'redis.url',
  'cache.driver',
  'queue.driver',
  'realtime.driver',
]);

/** Whether the cache, the queue or live events go through Redis with these settings. */
export function usesRedis(values: ServerSettingValues): boolean {
  return (
    values['cache.driver'] === 'redis' ||
    values['queue.driver'] === 'redis' ||
    values['realtime.driver'] === 'redis'
  );
}

/** What `GET settings` answers: every key's value, the secrets only as set or not. */
export async function adminSettings(app: AppInstance): Promise<AdminSettingsResponse> {
  const settings = await app.settings.all();
  const client = Object.fromEntries(
    // `homepage.value` is the only optional one: no value is an empty field.
    Object.keys(clientSettingFields).map((key) => [key, valueAt(settings, key) ?? defaultOf(key)]),
  ) as AdminSettingsResponse['client'];
  const values = await app.serverSettings.all();
  const server = Object.fromEntries(
    Object.entries(values).filter(([key]) => !isSecretSetting(key)),
  ) as AdminSettingsResponse['server'];
  const secrets = Object.fromEntries(
    secretSettingKeys.map((key) => [key, values[key] !== '']),
  ) as AdminSettingsResponse['secrets'];
  return { client, server, secrets };
}

function defaultOf(key: string): unknown {
  return key === 'homepage.value' ? '' : null;
}

function valueAt(settings: Settings, key: string): unknown {
  let node: unknown = settings;
  for (const segment of key.split('.')) node = (node as Record<string, unknown>)[segment];
  return node;
}

type ServerChanges = NonNullable<UpdateSettingsPayload['server']>;

/**
 * The server settings with unsaved changes on top: a secret left out keeps its value, one
 * sent as null is cleared.
 */
export function withServerChanges(
  current: ServerSettingValues,
  changes: ServerChanges,
): ServerSettingValues {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) next[key] = value ?? '';
  }
  return next as ServerSettingValues;
}

/**
 * Saves an admin's changes: the whole result is checked first (required fields of the chosen
 * drivers, then the storage and the SMTP server tried with the new values), then every key is
 * written in one transaction, so nothing is half-saved.
 */
export async function updateSettings(
  app: AppInstance,
  payload: UpdateSettingsPayload,
): Promise<void> {
  const clientChanges = Object.entries(payload.client ?? {}).filter(
    ([, value]) => value !== undefined,
  ) as Array<[ClientSettingKey, unknown]>;
  const serverChanges = Object.entries(payload.server ?? {}).filter(
    ([, value]) => value !== undefined,
  ) as Array<[ServerSettingKey, unknown]>;

  const settings = await app.settings.all();
  const merged = structuredClone(settings) as unknown as Record<string, unknown>;
  for (const [key, value] of clientChanges) setAt(merged, key, value);
  if (!settingsSchema.safeParse(merged).success) {
    throw new HttpProblem(422, 'These settings do not fit together.');
  }

  const current = await app.serverSettings.all();
  const next = withServerChanges(current, payload.server ?? {});
  assertDriverFields(next);
  const changed = (keys: (key: string) => boolean) =>
    serverChanges.some(([key]) => keys(key) && current[key] !== next[key]);
  if (next['storage.driver'] === 's3' && changed((key) => STORAGE_KEYS.has(key))) {
    await probeStorage(next);
  }
  if (next['mail.driver'] === 'smtp' && changed((key) => key.startsWith('mail.'))) {
    await probeMail(next);
  }
  if (usesRedis(next) && changed((key) => REDIS_KEYS.has(key))) {
    await probeRedis(next['redis.url']);
  }

  await writeSettings(
    app.db,
    [
      ...clientChanges,
      ...serverChanges.map(([key, value]) => [`${SERVER_KEY_PREFIX}${key}`, value ?? ''] as const),
    ],
    app.clock.iso(),
  );
  await app.events.publish(SETTINGS_CHANGED_CHANNEL, {
    keys: [...clientChanges, ...serverChanges].map(([key]) => key),
  });
}

/** A driver's fields that cannot be empty once it is chosen. */
function assertDriverFields(next: ServerSettingValues): void {
  const errors: Record<string, string[]> = {};
  if (next['storage.driver'] === 's3' && !next['s3.bucket']) {
    errors['server.s3.bucket'] = [defineMessage('Enter the bucket’s name.')];
  }
  if (next['mail.driver'] === 'smtp' && !next['mail.host']) {
    errors['server.mail.host'] = [defineMessage('Enter the SMTP server’s host name.')];
  }
  if (usesRedis(next) && !next['redis.url']) {
    errors['server.redis.url'] = [defineMessage('Enter the Redis server’s URL.')];
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpProblem(422, 'Some settings are missing.', errors);
  }
}

function setAt(target: Record<string, unknown>, key: string, value: unknown): void {
  const path = key.split('.');
  let node = target;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}
