import type { Db } from '../../platform/db/database';

/**
 * Server settings share the `settings` table with the client ones, their keys prefixed: the
 * client store never reads them, so they cannot reach the bootstrap data.
 */
export const SERVER_KEY_PREFIX = 'server:';

/** The client settings' overrides (every row but the server ones). */
export function readSettingRows(db: Db) {
  return db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'not like', `${SERVER_KEY_PREFIX}%`)
    .execute();
}

/** The server settings' overrides, their keys without the prefix. */
export async function readServerSettingRows(db: Db) {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'like', `${SERVER_KEY_PREFIX}%`)
    .execute();
  return rows.map((row) => ({ key: row.key.slice(SERVER_KEY_PREFIX.length), value: row.value }));
}

/** Stores a setting's override; `now` is the ISO time it is changed at. */
export async function writeSetting(db: Db, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/**
 * Stores several overrides at once, all or none; a null value removes the override (the
 * default applies again).
 */
export async function writeSettings(
  db: Db,
  entries: ReadonlyArray<readonly [key: string, value: unknown]>,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of entries) {
      if (value === null) await deleteSetting(trx, key);
      else await writeSetting(trx, key, JSON.stringify(value), now);
    }
  });
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}
