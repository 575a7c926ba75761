import { defaultSettings, type Settings, settingsSchema } from '@coffer/contract';
import type { Db } from '../../platform/db/database';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import type { Clock } from '../../platform/time/clock';
import { deleteSetting, readSettingRows, writeSetting } from './repo';

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/**
 * Settings: code defaults (the contract's `defaultSettings`) overridden key by key
 * from the `settings` table, where keys are dotted paths (`billing.enable`).
 */
export function createSettingsStore(db: Db, clock: Clock, overrides: Partial<Settings> = {}) {
  const base = { ...structuredClone(defaultSettings), ...overrides };

  async function all(): Promise<Settings> {
    const rows = await readSettingRows(db);
    return merge(
      base,
      rows.map((row) => [row.key, JSON.parse(row.value) as unknown]),
    );
  }

  return {
    all,
    async get<K extends keyof Settings>(key: K): Promise<Settings[K]> {
      return (await all())[key];
    },
    /** Stores an override after checking that the whole settings object stays valid. */
    async set(key: string, value: unknown): Promise<void> {
      const rows = await readSettingRows(db);
      const next = [
        ...rows.map((row) => [row.key, JSON.parse(row.value)] as const),
        [key, value] as const,
      ];
      const checked = settingsSchema.safeParse(merge(base, next));
      if (!checked.success || !hasPath(base, key)) {
        throw new HttpProblem(
          422,
          'Invalid value for setting "{key}".',
          {
            [key]: [
              checked.success
                ? defineMessage('Unknown setting.')
                : checked.error.issues[0]?.message || defineMessage('Invalid value.'),
            ],
          },
          { key },
        );
      }
      await writeSetting(db, key, JSON.stringify(value), clock.iso());
    },
    async reset(key: string): Promise<void> {
      await deleteSetting(db, key);
    },
  };
}

/**
 * The defaults with the overrides on top. A whole section's row (`landing`, which the
 * appearance editor writes) goes before the rows of keys inside it (`landing.headerTitle`,
 * the admin settings' fields), whatever order the database answers in: the inner key is the
 * later write, since saving a whole section removes the rows inside it.
 */
function merge(base: Settings, entries: Iterable<readonly [string, unknown]>): Settings {
  const result = structuredClone(base) as unknown as Record<string, unknown>;
  const depth = (key: string) => key.split('.').length;
  const ordered = [...entries].sort(([a], [b]) => depth(a) - depth(b));
  for (const [key, value] of ordered) {
    const path = key.split('.');
    let node = result;
    for (const segment of path.slice(0, -1)) {
      const child = node[segment];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) break;
      node = child as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
  }
  return result as unknown as Settings;
}

function hasPath(settings: Settings, key: string): boolean {
  let node: unknown = settings;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(segment in node)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}
