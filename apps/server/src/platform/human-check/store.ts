import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { DB } from '../db/tables.generated';
import type { Clock } from '../time/clock';

type HumanCheckTables = Pick<DB, 'human_check_tokens' | 'server_secrets'>;

/** How long a pass from `recaptcha/verify` stays good for the guarded call that follows. */
export const PASS_TTL_SECONDS = 5 * 60;

function tables(db: Db) {
  return db.withTables<HumanCheckTables>();
}

/**
 * Records `id` as used until `expiresAt`; false when it was already recorded, which is
 * what makes a solved challenge work once even across instances (the primary key decides).
 */
export async function spendOnce(
  db: Db,
  clock: Clock,
  id: string,
  expiresAt: Date,
): Promise<boolean> {
  await dropExpired(db, clock);
  const result = await tables(db)
    .insertInto('human_check_tokens')
    .values({ id, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A random pass for one later guarded call; only its hash is stored. */
export async function issuePass(db: Db, clock: Clock): Promise<string> {
  const pass = randomBytes(24).toString('base64url');
  await spendOnce(db, clock, passId(pass), new Date(clock.iso(PASS_TTL_SECONDS * 1000)));
  return pass;
}

/** Uses up a pass; true only for an unexpired pass that was not redeemed before. */
export async function redeemPass(db: Db, clock: Clock, pass: string): Promise<boolean> {
  const result = await tables(db)
    .deleteFrom('human_check_tokens')
    .where('id', '=', passId(pass))
    .where('expires_at', '>', clock.iso())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A secret generated on first use and shared through the database by every instance. */
export async function storedSecret(db: Db, name: string): Promise<string> {
  const t = tables(db);
  const found = await t
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return found.value;
  // Two instances starting together may both generate one: the first insert wins and
  // both read it back.
  await t
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await t
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

function passId(pass: string): string {
  return `pass:${createHash('sha256').update(pass).digest('hex')}`;
}

async function dropExpired(db: Db, clock: Clock): Promise<void> {
  await tables(db)
    .deleteFrom('human_check_tokens')
    .where('expires_at', '<=', clock.iso())
    .execute();
}
