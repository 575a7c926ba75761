import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * `pending_shares`: a share with an email address that no account has proven yet (none
 * registered, or registered and unverified). It becomes a `file_entry_shares` row when an
 * account proves the address; until then nobody gets the entry (issue 21).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `serial` on PostgreSQL; on SQLite an integer primary key is the self-incrementing rowid.
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('pending_shares')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(191)', (col) => col.notNull())
    .addColumn('edit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('download', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sharer_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // sha256 of the token in the emailed claim link (opening it proves the address).
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('pending_shares_entry_email_unique', ['entry_id', 'email'])
    .execute();
  await db.schema
    .createIndex('pending_shares_email_index')
    .on('pending_shares')
    .column('email')
    .execute();
  await db.schema
    .createIndex('pending_shares_token_index')
    .on('pending_shares')
    .column('token_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_shares').execute();
}
