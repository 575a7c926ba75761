import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { DB } from '../../../platform/db/tables.generated';

type AnyDb = Kysely<Database>;

function locks(db: AnyDb) {
  return db.withTables<Pick<DB, 'tus_locks'>>();
}

/**
 * Takes upload `id`'s lease for `holder` when nobody holds it or the holder's lease ran out
 * (one statement: two instances cannot both take it). True when `holder` has it now.
 */
export async function takeLease(
  db: AnyDb,
  id: string,
  holder: string,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  const row = await locks(db)
    .insertInto('tus_locks')
    .values({ upload_id: id, holder, expires_at: expiresAt, release_requested: 0 })
    .onConflict((oc) =>
      oc
        .column('upload_id')
        .doUpdateSet({ holder, expires_at: expiresAt, release_requested: 0 })
        .where('tus_locks.expires_at', '<', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Asks whoever holds upload `id` to let go of it. */
export async function requestRelease(db: AnyDb, id: string): Promise<void> {
  await locks(db)
    .updateTable('tus_locks')
    .set({ release_requested: 1 })
    .where('upload_id', '=', id)
    .execute();
}

/** Extends `holder`'s lease of upload `id`. */
export async function renewLease(
  db: AnyDb,
  id: string,
  holder: string,
  expiresAt: string,
): Promise<void> {
  await locks(db)
    .updateTable('tus_locks')
    .set({ expires_at: expiresAt })
    .where('upload_id', '=', id)
    .where('holder', '=', holder)
    .execute();
}

/** Whether a request asked `holder` to let go of upload `id`. */
export async function releaseRequested(db: AnyDb, id: string, holder: string): Promise<boolean> {
  const row = await locks(db)
    .selectFrom('tus_locks')
    .select('release_requested')
    .where('upload_id', '=', id)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return row?.release_requested === 1;
}

export async function dropLease(db: AnyDb, id: string, holder: string): Promise<void> {
  await locks(db)
    .deleteFrom('tus_locks')
    .where('upload_id', '=', id)
    .where('holder', '=', holder)
    .execute();
}
