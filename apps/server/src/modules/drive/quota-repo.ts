import { type ExpressionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';
import { driveDb, toNumber } from './repo';

type AnyDb = Kysely<Database>;
type DriveSchema = ReturnType<typeof driveDb> extends Kysely<infer S> ? S : never;

/** The entries an account holds: its personal ones and those of workspaces it owns. */
function heldBy(holderId: number) {
  return (eb: ExpressionBuilder<DriveSchema, 'file_entries'>) =>
    eb.or([
      eb.and([eb('owner_id', '=', holderId), eb('workspace_id', '=', 0)]),
      eb(
        'workspace_id',
        'in',
        sql<number>`(select id from workspaces where owner_id = ${holderId})`,
      ),
    ]);
}

/**
 * Bytes of the files an account holds (its personal ones and those of workspaces it owns),
 * their earlier versions included.
 */
export async function storedBytesOf(db: AnyDb, holderId: number): Promise<number> {
  const row = await driveDb(db)
    .selectFrom('file_entries')
    .select(sql<number | string | null>`sum(file_size)`.as('used'))
    .where('type', '!=', 'folder')
    .where(heldBy(holderId))
    .executeTakeFirst();
  const versions = await driveDb(db)
    .withTables<Pick<DB, 'file_entry_versions'>>()
    .selectFrom('file_entry_versions as v')
    .select(sql<number | string | null>`sum(v.file_size)`.as('used'))
    .where(
      'v.file_entry_id',
      'in',
      driveDb(db).selectFrom('file_entries').select('id').where(heldBy(holderId)),
    )
    .executeTakeFirst();
  return toNumber(row?.used) + toNumber(versions?.used);
}

/** How many files an account holds (folders aside), counted as {@link storedBytesOf} counts bytes. */
export async function storedFilesOf(db: AnyDb, holderId: number): Promise<number> {
  const row = await driveDb(db)
    .selectFrom('file_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('type', '!=', 'folder')
    .where(heldBy(holderId))
    .executeTakeFirst();
  return toNumber(row?.count);
}

/** The account's own quota in bytes (`users.available_space`); null when it has none. */
export async function spaceOverrideOf(db: AnyDb, userId: number): Promise<number | null> {
  const user = await driveDb(db)
    .selectFrom('users')
    .select('available_space')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.available_space != null ? toNumber(user.available_space) : null;
}

/**
 * Locks a user's row until the transaction ends (PostgreSQL `for update`; SQLite runs one
 * write transaction at a time, so it needs none).
 */
export async function lockUserRow(trx: AnyDb, userId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select id from users where id = ${userId} for update`.execute(trx);
  }
}
