import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * WebDAV (issue 31): `dav_properties` holds the dead properties clients set with PROPPATCH
 * (namespace, name, the value as XML), `dav_locks` the LOCKs: a token on an entry, its
 * depth, scope, owner XML and expiry. Both go with their entry (foreign key cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('dav_properties')
    .addColumn('file_entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('namespace', 'varchar(255)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('dav_properties_pkey', ['file_entry_id', 'namespace', 'name'])
    .execute();
  await db.schema
    .createTable('dav_locks')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('file_entry_id', 'integer', (col) =>
      col.notNull().references('file_entries.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // '0' or 'infinity'; 'exclusive' or 'shared'.
    .addColumn('depth', 'varchar(8)', (col) => col.notNull())
    .addColumn('scope', 'varchar(16)', (col) => col.notNull())
    .addColumn('owner', 'text')
    // The URL the lock was taken on (the lockroot the client is told).
    .addColumn('root', 'varchar(2000)', (col) => col.notNull())
    .addColumn('timeout_seconds', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('dav_locks_entry_index')
    .on('dav_locks')
    .column('file_entry_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dav_locks').execute();
  await db.schema.dropTable('dav_properties').execute();
}
