import type { Db } from '../../platform/db/database';

/**
 * Writes whole settings sections, all or none: each section's row replaces it, and the rows
 * of keys inside it (`landing.headerTitle`, saved by the admin settings) go, so what the
 * editor saved is what every page reads.
 */
export async function replaceSettingSections(
  db: Db,
  sections: ReadonlyArray<readonly [key: string, value: unknown]>,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of sections) {
      await trx
        .deleteFrom('settings')
        .where((eb) => eb.or([eb('key', '=', key), eb('key', 'like', `${key}.%`)]))
        .execute();
      await trx
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .execute();
    }
  });
}

/** A stored setting's JSON value, or undefined when it has no row. */
export async function readSettingValue(db: Db, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}
