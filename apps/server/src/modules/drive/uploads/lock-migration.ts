import type { Kysely } from 'kysely';

/**
 * `tus_locks`: who writes to an unfinished tus upload right now, across every instance (issue
 * 30). A row is a lease (`expires_at`) its holder renews while it writes; `release_requested`
 * is how a request on another instance asks the holder to stop and hand the upload over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tus_locks')
    .addColumn('upload_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('release_requested', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tus_locks').execute();
}
