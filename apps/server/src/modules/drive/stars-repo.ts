import type { Kysely } from 'kysely';
import { keptIdSet } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { driveDb } from './repo';

type AnyDb = Kysely<Database>;

/** How many starred entries of a user `starredAmong` keeps the ids of (beyond: asks per page). */
const KEPT_STARS = 2000;

/**
 * The entries among `entryIds` that the user starred. On SQLite the ids of all the user's
 * stars are kept until the database changes (starring is a write), so a page asks nothing.
 */
export async function starredAmong(
  db: AnyDb,
  userId: number,
  entryIds: number[],
): Promise<Set<number>> {
  const stars = () =>
    driveDb(db).selectFrom('file_entry_stars').select('entry_id').where('user_id', '=', userId);
  const kept = await keptIdSet(db, `drive.stars:${userId}`, KEPT_STARS, async (limit) =>
    (await stars().limit(limit).execute()).map((s) => s.entry_id),
  );
  if (kept) return new Set(entryIds.filter((id) => kept.has(id)));
  if (entryIds.length === 0) return new Set();
  return new Set(
    (await stars().where('entry_id', 'in', entryIds).execute()).map((s) => s.entry_id),
  );
}

export async function starEntries(
  db: AnyDb,
  userId: number,
  entryIds: number[],
  now: string,
): Promise<void> {
  if (entryIds.length === 0) return;
  await driveDb(db)
    .insertInto('file_entry_stars')
    .values(entryIds.map((id) => ({ user_id: userId, entry_id: id, created_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'entry_id']).doNothing())
    .execute();
}

export async function unstarEntries(db: AnyDb, userId: number, entryIds: number[]): Promise<void> {
  if (entryIds.length === 0) return;
  await driveDb(db)
    .deleteFrom('file_entry_stars')
    .where('user_id', '=', userId)
    .where('entry_id', 'in', entryIds)
    .execute();
}
