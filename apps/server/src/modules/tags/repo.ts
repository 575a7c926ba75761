import type {
  FileEntryTag,
  OrderDirection,
  TagFilters,
  TagOrderColumn,
  TagType,
} from '@coffer/contract';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import type { DB } from '../../platform/db/tables.generated';
import { driveDb, toNumber } from '../drive/repo';

/** The tag module's tables. */
export type TagTables = Pick<DB, 'tags' | 'file_entry_tag'>;

type AnyDb = Kysely<Database>;

/** The database (or a transaction) with the tag tables typed. */
export function tagsDb(db: AnyDb) {
  return driveDb(db).withTables<TagTables>();
}
type TagsDb = ReturnType<typeof tagsDb>;

/** What picks and orders the rows of the admin's tag list. */
export interface TagCriteria {
  query?: string;
  filters?: TagFilters;
  orderBy: TagOrderColumn;
  orderDir: OrderDirection;
}

/** One page of the tag list, each with the number of entries carrying it. */
export async function listTags(
  db: AnyDb,
  criteria: TagCriteria,
  page: { limit: number; offset: number },
) {
  const direction = criteria.orderDir;
  let query = tagsDb(db)
    .selectFrom('tags')
    .select(['tags.id', 'tags.name', 'tags.display_name', 'tags.type', 'tags.created_at'])
    .select((eb) => entriesCount(eb).as('entries_count'))
    .where(matching(criteria));
  query =
    criteria.orderBy === 'entries_count'
      ? query.orderBy((eb) => entriesCount(eb), direction)
      : query.orderBy(`tags.${criteria.orderBy}`, direction);
  const rows = await query
    .orderBy('tags.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(presentTag);
}

export async function countTags(db: AnyDb, criteria: TagCriteria): Promise<number> {
  const row = await tagsDb(db)
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(criteria))
    .executeTakeFirst();
  return toNumber(row?.count);
}

export async function findTag(db: AnyDb, id: number) {
  const row = await tagsDb(db)
    .selectFrom('tags')
    .select(['tags.id', 'tags.name', 'tags.display_name', 'tags.type', 'tags.created_at'])
    .select((eb) => entriesCount(eb).as('entries_count'))
    .where('tags.id', '=', id)
    .executeTakeFirst();
  return row && presentTag(row);
}

/** The tags of these ids (what a bulk delete names). */
export function tagsByIds(db: AnyDb, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return tagsDb(db).selectFrom('tags').select(['id', 'type']).where('id', 'in', ids).execute();
}

/** Another tag with this name. */
export async function tagNameTaken(db: AnyDb, name: string, exceptId = 0): Promise<boolean> {
  const row = await tagsDb(db)
    .selectFrom('tags')
    .select('id')
    .where('name', '=', name)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTag(
  db: AnyDb,
  tag: { name: string; display_name: string | null; type: TagType },
  now: string,
): Promise<number> {
  const row = await tagsDb(db)
    .insertInto('tags')
    .values({ ...tag, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTag(
  db: AnyDb,
  id: number,
  changes: { name?: string; display_name?: string | null; type?: TagType },
): Promise<void> {
  if (!Object.keys(changes).length) return;
  await tagsDb(db).updateTable('tags').set(changes).where('id', '=', id).execute();
}

/** Deletes the tags; their entries' links go with them (cascade, and explicitly for SQLite
 * connections opened without foreign keys). */
export async function deleteTags(db: AnyDb, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tagsDb(db).deleteFrom('file_entry_tag').where('tag_id', 'in', ids).execute();
  await tagsDb(db).deleteFrom('tags').where('id', 'in', ids).execute();
}

/** The tags of these entries, in one query (a page's worth of ids at most). */
export function tagsOfEntries(db: AnyDb, entryIds: readonly number[]) {
  if (!entryIds.length) return Promise.resolve([]);
  return tagsDb(db)
    .selectFrom('file_entry_tag')
    .innerJoin('tags', 'tags.id', 'file_entry_tag.tag_id')
    .select(['file_entry_tag.file_entry_id', 'tags.id', 'tags.name', 'tags.display_name'])
    .where('file_entry_tag.file_entry_id', 'in', entryIds)
    .orderBy('tags.name')
    .execute();
}

/** The tags of these entries by entry, in one query (the drive's `tagsOf` hook). */
export async function tagsByEntry(
  db: AnyDb,
  entryIds: readonly number[],
): Promise<Map<number, FileEntryTag[]>> {
  const byEntry = new Map<number, FileEntryTag[]>();
  for (const { file_entry_id, ...tag } of await tagsOfEntries(db, entryIds)) {
    const tags = byEntry.get(file_entry_id);
    if (tags) tags.push(tag);
    else byEntry.set(file_entry_id, [tag]);
  }
  return byEntry;
}

/** Tags entries (tests and the drive's future tagging). */
export async function tagEntries(db: AnyDb, tagId: number, entryIds: readonly number[]) {
  if (!entryIds.length) return;
  await tagsDb(db)
    .insertInto('file_entry_tag')
    .values(entryIds.map((file_entry_id) => ({ file_entry_id, tag_id: tagId })))
    .execute();
}

function presentTag<T extends { type: string; entries_count: number | string | null }>(row: T) {
  return { ...row, type: row.type as TagType, entries_count: toNumber(row.entries_count) };
}

function entriesCount(eb: ExpressionBuilder<TagsDbSchema, 'tags'>) {
  return eb
    .selectFrom('file_entry_tag')
    .select((s) => s.fn.countAll<number | string>().as('count'))
    .whereRef('file_entry_tag.tag_id', '=', 'tags.id');
}

type TagsDbSchema = TagsDb extends Kysely<infer S> ? S : never;

function matching(criteria: TagCriteria) {
  return (eb: ExpressionBuilder<TagsDbSchema, 'tags'>) => {
    const conditions: Expression<SqlBool>[] = [];
    const { query, filters = {} } = criteria;
    if (query) {
      conditions.push(containsText(eb, query, ['tags.name', "coalesce(tags.display_name, '')"]));
    }
    if (filters.type) conditions.push(eb('tags.type', '=', filters.type));
    return eb.and(conditions);
  };
}
