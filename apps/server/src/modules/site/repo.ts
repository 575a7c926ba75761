import type { CustomPageFilters, CustomPageOrderColumn, OrderDirection } from '@coffer/contract';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import type { DB } from '../../platform/db/tables.generated';
import { toNumber } from '../drive/repo';

/** The site module's tables. */
export type SiteTables = Pick<DB, 'custom_pages'>;

type AnyDb = Kysely<Database>;

/** The database (or a transaction) with the site's tables typed. */
export function siteDb(db: AnyDb) {
  return db.withTables<SiteTables>();
}

/** What picks and orders the rows of the admin's page list. */
export interface PageCriteria {
  query?: string;
  filters?: CustomPageFilters;
  orderBy: CustomPageOrderColumn;
  orderDir: OrderDirection;
}

const SUMMARY_COLUMNS = ['id', 'slug', 'title', 'type', 'created_at', 'updated_at'] as const;
const PAGE_COLUMNS = [...SUMMARY_COLUMNS, 'body', 'meta_description'] as const;

/** One page of the admin's list, without the bodies. */
export function listPages(
  db: AnyDb,
  criteria: PageCriteria,
  page: { limit: number; offset: number },
) {
  return siteDb(db)
    .selectFrom('custom_pages')
    .select(SUMMARY_COLUMNS)
    .where(matching(criteria))
    .orderBy(criteria.orderBy, criteria.orderDir)
    .orderBy('id', criteria.orderDir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countPages(db: AnyDb, criteria: PageCriteria): Promise<number> {
  const row = await siteDb(db)
    .selectFrom('custom_pages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(criteria))
    .executeTakeFirst();
  return toNumber(row?.count);
}

export function findPageById(db: AnyDb, id: number) {
  return siteDb(db)
    .selectFrom('custom_pages')
    .select(PAGE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findPageBySlug(db: AnyDb, slug: string) {
  return siteDb(db)
    .selectFrom('custom_pages')
    .select(PAGE_COLUMNS)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The ids of these pages that exist (what a bulk delete names). */
export async function existingPageIds(db: AnyDb, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await siteDb(db)
    .selectFrom('custom_pages')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

/** Another page with this slug. */
export async function slugTaken(db: AnyDb, slug: string, exceptId = 0): Promise<boolean> {
  const row = await siteDb(db)
    .selectFrom('custom_pages')
    .select('id')
    .where('slug', '=', slug)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PageValues {
  slug: string;
  title: string;
  body: string;
  meta_description: string | null;
  type: string;
}

export async function insertPage(
  db: AnyDb,
  page: PageValues,
  userId: number,
  now: string,
): Promise<number> {
  const row = await siteDb(db)
    .insertInto('custom_pages')
    .values({ ...page, user_id: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePage(
  db: AnyDb,
  id: number,
  page: PageValues,
  userId: number,
  now: string,
): Promise<void> {
  await siteDb(db)
    .updateTable('custom_pages')
    .set({ ...page, user_id: userId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deletePages(db: AnyDb, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await siteDb(db).deleteFrom('custom_pages').where('id', 'in', ids).execute();
}

/** Every page's slug and last change, for the sitemap (a site has tens of pages, not millions). */
export function sitemapPages(db: AnyDb) {
  return siteDb(db)
    .selectFrom('custom_pages')
    .select(['slug', 'updated_at'])
    .orderBy('id')
    .limit(10_000)
    .execute();
}

/** A shared link's entry name and whether it asks for a password (the link page's head tags). */
export async function linkPageOf(db: AnyDb, hash: string) {
  const row = await db
    .withTables<Pick<DB, 'shareable_links' | 'file_entries'>>()
    .selectFrom('shareable_links')
    .innerJoin('file_entries', 'file_entries.id', 'shareable_links.entry_id')
    .select([
      'file_entries.name',
      'file_entries.deleted_at',
      'shareable_links.password',
      'shareable_links.expires_at',
    ])
    .where('shareable_links.hash', '=', hash)
    .executeTakeFirst();
  return row;
}

function matching(criteria: PageCriteria) {
  return (eb: ExpressionBuilder<Database & SiteTables, 'custom_pages'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (criteria.query) {
      conditions.push(
        containsText(eb, criteria.query, ['custom_pages.title', 'custom_pages.slug']),
      );
    }
    if (criteria.filters?.type)
      conditions.push(eb('custom_pages.type', '=', criteria.filters.type));
    return eb.and(conditions);
  };
}
