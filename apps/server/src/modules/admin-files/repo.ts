import type { AdminFileFilters, AdminFileOrderColumn, OrderDirection } from '@coffer/contract';
import type { Expression, ExpressionBuilder, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import { driveDb, type EntryRow, toNumber } from '../drive/repo';

type AnyDb = Kysely<Database>;
type EntriesDb = ReturnType<typeof driveDb>;
type EntriesSchema = EntriesDb extends Kysely<infer S> ? S : never;
/** The drive's tables with `file_entries` under the alias the sharing hooks use. */
type AliasedSchema = EntriesSchema & { e: EntriesSchema['file_entries'] };

/** What picks and orders the rows of the admin's file list. */
export interface FileCriteria {
  query?: string;
  filters?: AdminFileFilters;
  orderBy: AdminFileOrderColumn;
  orderDir: OrderDirection;
  /** The drive's "has a public link" condition over the alias `e` (sharing's hook). */
  hasLink: () => RawBuilder<boolean>;
}

const ORDER_COLUMNS = {
  name: 'e.name',
  size: 'e.file_size',
  updated_at: 'e.updated_at',
  created_at: 'e.created_at',
} as const;

/** One page of every entry of the site, each with its owner; never a storage key. */
export async function listFileEntries(
  db: AnyDb,
  criteria: FileCriteria,
  page: { limit: number; offset: number },
) {
  const direction = criteria.orderDir;
  const rows = await driveDb(db)
    .selectFrom('file_entries as e')
    .select([
      'e.id',
      'e.name',
      'e.type',
      'e.mime',
      'e.file_size',
      'e.updated_at',
      'e.created_at',
      'e.deleted_at',
      'e.owner_id',
    ])
    .select(criteria.hasLink().as('has_link'))
    .where(matching(criteria))
    .orderBy(ORDER_COLUMNS[criteria.orderBy], direction)
    .orderBy('e.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    ...row,
    file_size: toNumber(row.file_size),
    // SQLite answers a condition as 0/1, PostgreSQL as a boolean.
    has_link: Boolean(Number(row.has_link)),
  }));
}

export async function countFileEntries(db: AnyDb, criteria: FileCriteria): Promise<number> {
  const row = await driveDb(db)
    .selectFrom('file_entries as e')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(criteria))
    .executeTakeFirst();
  return toNumber(row?.count);
}

/** The entries of these ids (whole rows: the drive's purge needs them). */
export function entriesByIds(db: AnyDb, ids: readonly number[]): Promise<EntryRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return driveDb(db).selectFrom('file_entries').selectAll().where('id', 'in', ids).execute();
}

/** The owners of a page's entries, in one query (never a password or a token). */
export function ownersOf(db: AnyDb, userIds: readonly number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
}

function matching(criteria: FileCriteria) {
  return (eb: ExpressionBuilder<AliasedSchema, 'e'>) => {
    const conditions: Expression<SqlBool>[] = [];
    const { query, filters = {} } = criteria;
    if (query) conditions.push(containsText(eb, query, ['e.name']));
    if (filters.type) conditions.push(eb('e.type', '=', filters.type));
    if (filters.owner !== undefined) conditions.push(eb('e.owner_id', '=', filters.owner));
    if (filters.has_link !== undefined) {
      const linked = eb.and([criteria.hasLink()]);
      conditions.push(filters.has_link ? linked : eb.not(linked));
    }
    if (filters.in_trash !== undefined) {
      conditions.push(eb('e.deleted_at', filters.in_trash ? 'is not' : 'is', null));
    }
    return eb.and(conditions);
  };
}
