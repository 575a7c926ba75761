import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { sharingDb } from './repo';

/*
 * `pending_shares`: shares waiting for an address no account has proven (pending.ts), and
 * listed or withdrawn by whoever shares (invitations.ts).
 */

type AnyDb = Kysely<Database>;

/** A waiting share's rights, who made it, and the hash of its claim link's token. */
export interface PendingShareValues {
  edit: number;
  download: number;
  sharer_id: number;
  token_hash: string;
}

/** Records the share waiting for `email`, or updates the one already waiting. */
export async function savePendingShare(
  db: AnyDb,
  entryId: number,
  email: string,
  values: PendingShareValues,
  now: string,
): Promise<void> {
  await sharingDb(db)
    .insertInto('pending_shares')
    .values({ entry_id: entryId, email, ...values, created_at: now })
    .onConflict((oc) => oc.columns(['entry_id', 'email']).doUpdateSet(values))
    .execute();
}

/** The shares waiting for `email`, with their entry's owner. */
export function pendingSharesForEmail(db: AnyDb, email: string) {
  return sharingDb(db)
    .selectFrom('pending_shares as p')
    .innerJoin('file_entries as e', 'e.id', 'p.entry_id')
    .selectAll('p')
    .select('e.owner_id')
    .where('p.email', '=', email)
    .execute();
}

export async function deletePendingShare(db: AnyDb, id: number): Promise<void> {
  await sharingDb(db).deleteFrom('pending_shares').where('id', '=', id).execute();
}

/** Withdraws the share waiting for `email` on the entry; answers how many rows went. */
export async function withdrawPendingShare(
  db: AnyDb,
  entryId: number,
  email: string,
): Promise<number> {
  const gone = await sharingDb(db)
    .deleteFrom('pending_shares')
    .where('entry_id', '=', entryId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/** The address a claim link's token was sent to, if the share still waits. */
export function findPendingShareByToken(db: AnyDb, tokenHash: string) {
  return sharingDb(db)
    .selectFrom('pending_shares')
    .select('email')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The shares waiting on an entry, newest first. */
export function pendingSharesOfEntry(db: AnyDb, entryId: number) {
  return sharingDb(db)
    .selectFrom('pending_shares')
    .select(['email', 'edit', 'download', 'created_at'])
    .where('entry_id', '=', entryId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
