import type {
  AdminSettingsResponse,
  ClientSettingKey,
  SecretSettingKey,
  ServerSettingKey,
  UpdateSettingsPayload,
} from '@coffer/contract';

/**
 * The settings a tab edits, by dotted key as the API names them: `client` keys reach every
 * browser, `server` keys stay on the server, `secrets` are write-only server keys.
 */
export interface TabKeys {
  client?: readonly ClientSettingKey[];
  server?: readonly Exclude<ServerSettingKey, SecretSettingKey>[];
  secrets?: readonly SecretSettingKey[];
}

/**
 * A tab's form values: `client` and `server` nest the dotted keys (`server.mail.host` is
 * `{ server: { mail: { host } } }`), so a field's name is the key the server's 422 names.
 */
export interface SettingsValues {
  // biome-ignore lint/suspicious/noExplicitAny: a nested map of every key's form value.
  client: Record<string, any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  server: Record<string, any>;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * How a key's stored value is shown in its field and read back: byte counts as megabytes or
 * gigabytes, lists as one item a line, the default theme as an option id.
 */
interface Codec {
  toForm: (value: unknown) => unknown;
  fromForm: (value: unknown) => unknown;
}

const identity: Codec = { toForm: (value) => value, fromForm: (value) => value };

/** Bytes as a number of `unit`s (null: no limit), whole bytes back. */
const inUnits = (unit: number): Codec => ({
  toForm: (value) => (typeof value === 'number' ? value / unit : null),
  fromForm: (value) => (typeof value === 'number' ? Math.round(value * unit) : null),
});

/** A list as lines: read back split on lines, commas and spaces, without leading dots. */
const asLines: Codec = {
  toForm: (value) => (Array.isArray(value) ? value.join('\n') : ''),
  fromForm: (value) =>
    String(value ?? '')
      .split(/[\s,]+/)
      .map((item) => item.replace(/^\./, '').trim().toLowerCase())
      .filter(Boolean),
};

/** The option of the default theme select that stores null: each theme's own default. */
export const AUTOMATIC_THEME = 'automatic';

const themeId: Codec = {
  toForm: (value) => (typeof value === 'number' ? String(value) : AUTOMATIC_THEME),
  fromForm: (value) => (value === AUTOMATIC_THEME || value == null ? null : Number(value)),
};

const codecs: Partial<Record<string, Codec>> = {
  'uploads.max_size': inUnits(MB),
  'uploads.chunk_size': inUnits(MB),
  'uploads.available_space': inUnits(GB),
  'uploads.allowed_extensions': asLines,
  'uploads.blocked_extensions': asLines,
  'auth.blocked_email_domains': asLines,
  'themes.default_id': themeId,
};

const codecOf = (key: string) => codecs[key] ?? identity;

/** The form values of a tab's keys, from the saved settings; secret fields start empty. */
export function formValuesOf(settings: AdminSettingsResponse, keys: TabKeys): SettingsValues {
  const values: SettingsValues = { client: {}, server: {} };
  const client = settings.client as Record<string, unknown>;
  const server = settings.server as Record<string, unknown>;
  for (const key of keys.client ?? [])
    setPath(values.client, key, codecOf(key).toForm(client[key]));
  for (const key of keys.server ?? [])
    setPath(values.server, key, codecOf(key).toForm(server[key]));
  // A secret's field is empty while it keeps its value; null in it clears it.
  for (const key of keys.secrets ?? []) setPath(values.server, key, '');
  return values;
}

/**
 * The payload of a save: only the keys whose value differs from the saved one, and the
 * secrets the admin typed or cleared. Null when nothing changed.
 */
export function changedSettings(
  settings: AdminSettingsResponse,
  keys: TabKeys,
  values: SettingsValues,
): UpdateSettingsPayload | null {
  const client = changes(settings.client, keys.client ?? [], values.client);
  const server = changes(settings.server, keys.server ?? [], values.server);
  for (const key of keys.secrets ?? []) {
    const value = getPath(values.server, key);
    if (value === null || (typeof value === 'string' && value !== '')) server[key] = value;
  }
  const payload: UpdateSettingsPayload = {};
  if (Object.keys(client).length) payload.client = client as UpdateSettingsPayload['client'];
  if (Object.keys(server).length) payload.server = server as UpdateSettingsPayload['server'];
  return payload.client || payload.server ? payload : null;
}

/** The unsaved server values of `keys` (secrets only when typed), for a connection check. */
export function serverValues(keys: TabKeys, values: SettingsValues): Record<string, unknown> {
  const server: Record<string, unknown> = {};
  for (const key of keys.server ?? [])
    server[key] = codecOf(key).fromForm(getPath(values.server, key));
  for (const key of keys.secrets ?? []) {
    const value = getPath(values.server, key);
    if (value === null || (typeof value === 'string' && value !== '')) server[key] = value;
  }
  return server;
}

function changes(saved: object, keys: readonly string[], values: Record<string, unknown>) {
  const changed: Record<string, unknown> = {};
  for (const key of keys) {
    const value = codecOf(key).fromForm(getPath(values, key));
    const before = (saved as Record<string, unknown>)[key];
    if (JSON.stringify(value) !== JSON.stringify(before)) changed[key] = value;
  }
  return changed;
}

function setPath(target: Record<string, unknown>, key: string, value: unknown) {
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1) as string] = value;
}

function getPath(source: Record<string, unknown>, key: string): unknown {
  let node: unknown = source;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}
