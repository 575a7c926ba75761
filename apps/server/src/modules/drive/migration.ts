import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The drive: `file_entries` (files and folders), `file_entry_stars`, the text
 * `search_index` (FTS5 on SQLite, tsvector on PostgreSQL), a per-user quota override
 * column on `users`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('file_entries')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('hash', 'varchar(32)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('mime', 'varchar(191)')
    .addColumn('extension', 'varchar(32)')
    .addColumn('file_size', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('parent_id', 'integer', (col) =>
      col.references('file_entries.id').onDelete('cascade'),
    )
    // Ids from the root down to the entry ("3/17/42"); descendants match `path like '3/17/%'`.
    // NOCASE on SQLite lets that LIKE use the index (paths hold only digits and slashes).
    .addColumn('path', 'varchar(2000)', (col) =>
      postgres
        ? col.notNull().defaultTo('')
        : col.notNull().defaultTo('').modifyEnd(sql`collate nocase`),
    )
    .addColumn('owner_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // 0 = the owner's personal space; workspaces cannot be a foreign key because of 0.
    .addColumn('workspace_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('storage_driver', 'varchar(16)')
    .addColumn('storage_key', 'varchar(255)')
    .addColumn('thumbnail', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('file_entries_hash_unique')
    .on('file_entries')
    .column('hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('file_entries_parent_listing_index')
    .on('file_entries')
    .columns(['parent_id', 'deleted_at', 'type', 'name'])
    .execute();
  await db.schema
    .createIndex('file_entries_scope_index')
    .on('file_entries')
    .columns(['workspace_id', 'owner_id', 'deleted_at'])
    .execute();
  await db.schema
    .createIndex('file_entries_owner_index')
    .on('file_entries')
    .column('owner_id')
    .execute();
  await db.schema
    .createIndex('file_entries_updated_at_index')
    .on('file_entries')
    .columns(['workspace_id', 'updated_at'])
    .execute();
  if (postgres) {
    await sql`create index file_entries_path_index on file_entries (path text_pattern_ops)`.execute(
      db,
    );
  } else {
    await db.schema
      .createIndex('file_entries_path_index')
      .on('file_entries')
      .column('path')
      .execute();
  }

  await db.schema
    .createTable('file_entry_stars')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('file_entry_stars_pk', ['user_id', 'entry_id'])
    .execute();
  await db.schema
    .createIndex('file_entry_stars_entry_index')
    .on('file_entry_stars')
    .column('entry_id')
    .execute();

  if (postgres) {
    await db.schema
      .createTable('search_index')
      .addColumn('entry_id', 'integer', (col) =>
        col.primaryKey().references('file_entries.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('document', sql`tsvector`, (col) => col.notNull())
      .execute();
    await sql`create index search_index_document_index on search_index using gin (document)`.execute(
      db,
    );
  } else {
    await sql`create virtual table search_index using fts5(entry_id unindexed, name, description, content, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }

  await db.schema.alterTable('users').addColumn('available_space', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['search_index', 'file_entry_stars', 'file_entries']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('available_space').execute();
}
