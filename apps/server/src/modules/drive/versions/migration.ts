import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * File versions (issue 32): `file_entry_versions` keeps the earlier bytes of a file whose
 * content an upload replaced (or a restore swapped out), with who uploaded them and when.
 * `file_entries.uploaded_by` / `uploaded_at` say the same of the current content, so it
 * can become a version in turn (null: the entry's owner, at its creation).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('file_entry_versions')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('file_entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('storage_driver', 'varchar(16)')
    .addColumn('storage_key', 'varchar(255)', (col) => col.notNull())
    .addColumn('file_size', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('mime', 'varchar(191)')
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'varchar(32)', (col) => col.notNull())
    // When these bytes stopped being the current content (the retention's clock).
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('file_entry_versions_entry_index')
    .on('file_entry_versions')
    .columns(['file_entry_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('file_entry_versions_created_index')
    .on('file_entry_versions')
    .column('created_at')
    .execute();
  await db.schema.alterTable('file_entries').addColumn('uploaded_by', 'integer').execute();
  await db.schema.alterTable('file_entries').addColumn('uploaded_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_entry_versions').execute();
  await db.schema.alterTable('file_entries').dropColumn('uploaded_at').execute();
  await db.schema.alterTable('file_entries').dropColumn('uploaded_by').execute();
}
