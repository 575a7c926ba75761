import type { Kysely } from 'kysely';

/**
 * `upload_reservations`: the bytes an unfinished upload (tus) has reserved against its
 * quota holder's space, from its creation until it becomes an entry, is cancelled or
 * expires. `claimed_at` marks the one request turning it into an entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_reservations')
    .addColumn('upload_key', 'varchar(64)', (col) => col.primaryKey())
    // Whose space the bytes use (see `quotaHolder`); 0 for a claim without a reservation.
    .addColumn('holder_id', 'integer', (col) => col.notNull())
    // Who uploads: `user:{id}` or `visitor:{id}` (file requests), for the cap on unfinished uploads.
    .addColumn('uploader', 'varchar(64)', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('claimed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('upload_reservations_holder_index')
    .on('upload_reservations')
    .columns(['holder_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('upload_reservations_uploader_index')
    .on('upload_reservations')
    .columns(['uploader', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_reservations').execute();
}
