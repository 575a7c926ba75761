import type { Kysely } from 'kysely';

/**
 * `human_check_tokens`: ids of solved proof-of-work challenges and of issued passes, so
 * each works once on every instance; rows are dropped once expired (ISO `expires_at`).
 * `server_secrets`: keys the server generates once when none is configured, shared by all
 * instances through the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('human_check_tokens')
    .addColumn('id', 'varchar(191)', (col) => col.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('human_check_tokens_expires_at_index')
    .on('human_check_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(191)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('human_check_tokens').execute();
}
