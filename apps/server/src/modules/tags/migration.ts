import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Tags (spec §3 Tag): `tags` (a unique slug-like name, a display name, the type: `label` is
 * the system's, `custom` the admin's) and `file_entry_tag`, which entries carry which tag.
 * Deleting an entry or a tag drops its links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('tags')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('display_name', 'varchar(100)')
    .addColumn('type', 'varchar(16)', (col) => col.notNull().defaultTo('custom'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('file_entry_tag')
    .addColumn('file_entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (col) =>
      col.notNull().references('tags.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('file_entry_tag_pk', ['file_entry_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('file_entry_tag_tag_id_index')
    .on('file_entry_tag')
    .column('tag_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_entry_tag').execute();
  await db.schema.dropTable('tags').execute();
}
