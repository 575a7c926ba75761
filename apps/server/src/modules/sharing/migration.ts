import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * `file_entry_shares` (a user's rights on an entry and, through paths, its subtree),
 * `shareable_links` (public links; password stored as an argon2 hash) and
 * `link_access_log` (visits the link owner can read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `serial` on PostgreSQL; on SQLite an integer primary key is the self-incrementing rowid.
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('file_entry_shares')
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('view', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('edit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('download', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('file_entry_shares_pk', ['entry_id', 'user_id'])
    .execute();
  // "Shared with me" and the access rule look shares up by user.
  await db.schema
    .createIndex('file_entry_shares_user_index')
    .on('file_entry_shares')
    .columns(['user_id', 'entry_id'])
    .execute();

  await db.schema
    .createTable('shareable_links')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('hash', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().unique().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('allow_download', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('allow_edit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('password', 'varchar(255)')
    .addColumn('download_limit', 'integer')
    .addColumn('download_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shareable_links_expires_index')
    .on('shareable_links')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('link_access_log')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('link_id', 'integer', (col) =>
      col.notNull().references('shareable_links.id').onDelete('cascade'),
    )
    .addColumn('time', 'varchar(32)', (col) => col.notNull())
    .addColumn('ip_prefix', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('link_access_log_link_index')
    .on('link_access_log')
    .columns(['link_id', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_access_log').execute();
  await db.schema.dropTable('shareable_links').execute();
  await db.schema.dropTable('file_entry_shares').execute();
}
