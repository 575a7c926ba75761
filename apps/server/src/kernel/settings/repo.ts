import type { Db } from '../../platform/db/database';

export function readSettingRows(db: Db) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

/** Stores a setting's override; `now` is the ISO time it is changed at. */
export async function writeSetting(db: Db, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}
