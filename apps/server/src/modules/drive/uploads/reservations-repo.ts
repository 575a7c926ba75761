import type { Kysely } from 'kysely';
import type { AppInstance } from '../../../app';
import type { Database } from '../../../platform/db/schema';
import { HttpProblem } from '../../../platform/http/errors';
import { defineMessage } from '../../../platform/i18n/define-message';
import type { Clock } from '../../../platform/time/clock';
import { type RoomRequest, withRoomFor } from '../quota';
import { toNumber } from '../repo';
import { liveSince, reservations } from './reserved-repo';

type AnyDb = Kysely<Database>;

/** Unfinished uploads one uploader may hold at once (each is a file staged on the server). */
export const MAX_UNFINISHED_UPLOADS = 100;
export const TOO_MANY_UPLOADS = defineMessage(
  'You have too many unfinished uploads. Let them finish, or cancel some, and try again.',
);

/**
 * A claim is a lease: its holder renews it while it turns the upload into a file, and one not
 * renewed for this long belongs to a request that died (its instance was killed, say):
 * another may take the upload.
 */
export const CLAIM_LEASE = {
  leaseMs: 15_000,
  renewMs: 5_000,
  /** How long a finish waits for a claim held elsewhere to end before it gives up. */
  waitMs: 20_000,
  pollMs: 250,
};

/**
 * Reserves an upload's announced length against its holder's quota, atomically with the
 * check (two uploads cannot both take the last free bytes), and refuses a further
 * unfinished upload past {@link MAX_UNFINISHED_UPLOADS} (429).
 */
export async function reserveUpload(
  app: AppInstance,
  upload: { key: string; uploader: string } & Omit<RoomRequest, 'exceptUpload'>,
): Promise<void> {
  await withRoomFor(app, upload, async (trx) => {
    const open = await reservations(trx)
      .selectFrom('upload_reservations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('uploader', '=', upload.uploader)
      .where('created_at', '>', liveSince(app.clock))
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    if (toNumber(open?.count) >= MAX_UNFINISHED_UPLOADS) {
      throw new HttpProblem(429, TOO_MANY_UPLOADS);
    }
    await reservations(trx)
      .insertInto('upload_reservations')
      .values({
        upload_key: upload.key,
        holder_id: upload.holderId,
        uploader: upload.uploader,
        bytes: upload.bytes,
        created_at: app.clock.iso(),
        claimed_at: null,
      })
      .execute();
  });
}

/**
 * Marks a finished upload as being turned into an entry. False when another request has
 * it (several `tus/entries` for one key: one wins, the others are told it is gone).
 */
export async function claimUpload(db: AnyDb, key: string, clock: Clock): Promise<boolean> {
  const now = clock.iso();
  const stale = clock.iso(-CLAIM_LEASE.leaseMs);
  const claimed = await reservations(db)
    .updateTable('upload_reservations')
    .set({ claimed_at: now })
    .where('upload_key', '=', key)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return true;
  // An upload begun before reservations existed has no row: the first to write one wins.
  const inserted = await reservations(db)
    .insertInto('upload_reservations')
    .values({
      upload_key: key,
      holder_id: 0,
      uploader: '',
      bytes: 0,
      created_at: now,
      claimed_at: now,
    })
    .onConflict((oc) => oc.column('upload_key').doNothing())
    .returning('upload_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Gives an upload's reserved bytes back (it became an entry, was refused or cancelled). */
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

/**
 * Runs `finish` holding the claim on upload `key`, renewed until it ends. A claim another
 * request holds is waited for: when its holder finishes, or dies and its lease runs out, this
 * one may go on. It goes on only if the upload is still there (`stillThere`, asked once the
 * claim is had: a finished upload is gone). Null, with nothing run, when the claim was not had
 * within `CLAIM_LEASE.waitMs` or the upload went.
 */
export async function whileClaimed<T>(
  db: AnyDb,
  key: string,
  clock: Clock,
  stillThere: () => Promise<boolean>,
  finish: () => Promise<T>,
): Promise<T | null> {
  const giveUpAt = performance.now() + CLAIM_LEASE.waitMs;
  while (!(await claimUpload(db, key, clock))) {
    if (performance.now() >= giveUpAt) return null;
    await sleep(CLAIM_LEASE.pollMs);
  }
  if (!(await stillThere())) {
    await releaseUpload(db, key);
    return null;
  }
  const renew = setInterval(() => {
    reservations(db)
      .updateTable('upload_reservations')
      .set({ claimed_at: clock.iso() })
      .where('upload_key', '=', key)
      .where('claimed_at', 'is not', null)
      .execute()
      .catch(() => {});
  }, CLAIM_LEASE.renewMs);
  renew.unref();
  try {
    return await finish();
  } finally {
    clearInterval(renew);
  }
}

export async function releaseUpload(db: AnyDb, key: string): Promise<void> {
  await reservations(db).deleteFrom('upload_reservations').where('upload_key', '=', key).execute();
}

/** Drops the reservations of uploads tus has expired (run with its hourly clean-up). */
export async function releaseExpiredUploads(db: AnyDb, clock: Clock): Promise<void> {
  await reservations(db)
    .deleteFrom('upload_reservations')
    .where('created_at', '<=', liveSince(clock))
    .execute();
}
