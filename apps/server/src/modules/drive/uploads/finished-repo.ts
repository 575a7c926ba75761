import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { DB } from '../../../platform/db/tables.generated';
import type { Clock } from '../../../platform/time/clock';
import { TUS_EXPIRATION_MS } from './tus';

type AnyDb = Kysely<Database>;

/** `finished_uploads` (migration in ./finished-migration.ts). */
const finished = (db: AnyDb) => db.withTables<Pick<DB, 'finished_uploads'>>();

/** Notes, inside the transaction that made it, the entry a tus upload became. */
export async function recordFinishedUpload(
  trx: AnyDb,
  key: string,
  entryId: number,
  clock: Clock,
): Promise<void> {
  await finished(trx)
    .insertInto('finished_uploads')
    .values({ upload_key: key, file_entry_id: entryId, created_at: clock.iso() })
    .execute();
}

/** The entry a finished upload became; null for one not finished (or forgotten). */
export async function finishedEntryId(db: AnyDb, key: string): Promise<number | null> {
  const row = await finished(db)
    .selectFrom('finished_uploads')
    .select('file_entry_id')
    .where('upload_key', '=', key)
    .executeTakeFirst();
  return row?.file_entry_id ?? null;
}

/**
 * Forgets finishes older than an upload may live (run with tus's hourly clean-up): a client
 * retries a finish within that time or not at all.
 */
export async function forgetOldFinishes(db: AnyDb, clock: Clock): Promise<void> {
  await finished(db)
    .deleteFrom('finished_uploads')
    .where('created_at', '<', clock.iso(-TUS_EXPIRATION_MS))
    .execute();
}
