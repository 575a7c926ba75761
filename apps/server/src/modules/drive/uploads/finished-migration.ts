import type { Kysely } from 'kysely';

/**
 * `finished_uploads`: which entry each finished tus upload became, written in the
 * transaction that makes the entry. A finish retried after its answer was lost (its instance
 * died after the commit) is answered with that entry instead of a second file or a 422.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('finished_uploads')
    .addColumn('upload_key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('file_entry_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('finished_uploads_created_index')
    .on('finished_uploads')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('finished_uploads').execute();
}
