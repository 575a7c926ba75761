import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * `file_requests` (upload-only links on a folder; password stored as an argon2 hash),
 * `file_request_visitors` (who uploads, known by the sha256 of their cookie token) and
 * `file_request_uploads` (which file each visitor sent, and whether the owner was told).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `serial` on PostgreSQL; on SQLite an integer primary key is the self-incrementing rowid.
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('file_requests')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('hash', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('deadline', 'varchar(32)')
    .addColumn('password', 'varchar(255)')
    .addColumn('allow_late_uploads', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('file_requests_entry_index')
    .on('file_requests')
    .column('entry_id')
    .execute();

  await db.schema
    .createTable('file_request_visitors')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().references('file_requests.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('email', 'varchar(191)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('file_request_uploads')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().references('file_requests.id').onDelete('cascade'),
    )
    .addColumn('visitor_id', 'integer', (col) =>
      col.notNull().references('file_request_visitors.id').onDelete('cascade'),
    )
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().unique().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('late', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notified_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // A visitor's own uploads, and their not-yet-announced batch.
  await db.schema
    .createIndex('file_request_uploads_visitor_index')
    .on('file_request_uploads')
    .columns(['visitor_id', 'notified_at'])
    .execute();
  await db.schema
    .createIndex('file_request_uploads_request_index')
    .on('file_request_uploads')
    .column('request_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_request_uploads').execute();
  await db.schema.dropTable('file_request_visitors').execute();
  await db.schema.dropTable('file_requests').execute();
}
