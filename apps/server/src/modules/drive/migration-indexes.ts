import type { Kysely } from 'kysely';

/**
 * Listing indexes: a folder's page ordered by name or by last change (the two usual
 * orders) is read from the index in order, so a 10,000-entry folder is not sorted per page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('file_entries_parent_name_index')
    .on('file_entries')
    .columns(['parent_id', 'deleted_at', 'name', 'id'])
    .execute();
  await db.schema
    .createIndex('file_entries_parent_updated_index')
    .on('file_entries')
    .columns(['parent_id', 'deleted_at', 'updated_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('file_entries_parent_updated_index').execute();
  await db.schema.dropIndex('file_entries_parent_name_index').execute();
}
