import type { Kysely } from 'kysely';

/**
 * Creates the two listing indexes: a folder's entries by name and by last change, each
 * ending in the id (the tie-break of every page) and, from 0031 on, the entry type.
 */
export async function createListingIndexes(
  db: Kysely<unknown>,
  trailing: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex('file_entries_parent_name_index')
    .on('file_entries')
    .columns(['parent_id', 'deleted_at', 'name', ...trailing])
    .execute();
  await db.schema
    .createIndex('file_entries_parent_updated_index')
    .on('file_entries')
    .columns(['parent_id', 'deleted_at', 'updated_at', ...trailing])
    .execute();
}

export async function dropListingIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('file_entries_parent_updated_index').execute();
  await db.schema.dropIndex('file_entries_parent_name_index').execute();
}

/**
 * Listing indexes: a folder's page ordered by name or by last change (the two usual
 * orders) is read from the index in order, so a 10,000-entry folder is not sorted per page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createListingIndexes(db, ['id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListingIndexes(db);
}
