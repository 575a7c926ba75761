import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { DB } from '../../../platform/db/tables.generated';
import type { Clock } from '../../../platform/time/clock';
import { toNumber } from '../repo';
import { TUS_EXPIRATION_MS } from './tus';

type AnyDb = Kysely<Database>;

/** `upload_reservations` (migration in ./migration.ts): bytes unfinished uploads hold. */
export type ReservationTables = Pick<DB, 'upload_reservations'>;

/** The database (or a transaction) with the reservations table typed. */
export function reservations(db: AnyDb) {
  return db.withTables<ReservationTables>();
}

/** Reservations younger than this are live: older ones belong to uploads tus has expired. */
export function liveSince(clock: Clock): string {
  return clock.iso(-TUS_EXPIRATION_MS);
}

/** Bytes the holder's unfinished uploads have reserved (`exceptUpload` left out). */
export async function reservedBytes(
  db: AnyDb,
  holderId: number,
  clock: Clock,
  exceptUpload?: string,
): Promise<number> {
  let query = reservations(db)
    .selectFrom('upload_reservations')
    .select((eb) => eb.fn.sum<number | string | null>('bytes').as('bytes'))
    .where('holder_id', '=', holderId)
    .where('created_at', '>', liveSince(clock));
  if (exceptUpload) query = query.where('upload_key', '!=', exceptUpload);
  return toNumber((await query.executeTakeFirst())?.bytes);
}
