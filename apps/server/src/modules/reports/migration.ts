import type { Kysely } from 'kysely';

/**
 * The dashboard's page loads: one row per day and route pattern, a counter and nothing
 * else (no address, user or query string), so the count needs no consent. The index on
 * `file_entries.created_at` keeps the period's uploads and folders a range scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('route', 'varchar(191)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_views_day_route_primary', ['day', 'route'])
    .execute();
  await db.schema
    .createIndex('file_entries_created_at_index')
    .on('file_entries')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('file_entries_created_at_index').execute();
  await db.schema.dropTable('page_views').execute();
}
