import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';

/** What the reports read besides the kernel's users: drive entries and the page loads. */
export type ReportsTables = Pick<DB, 'file_entries' | 'page_views'>;
type Db = Kysely<Database>;

/** The database with the reports' tables typed. */
export function reportsDb(db: Db) {
  return db.withTables<ReportsTables>();
}

/** A half-open time range `[from, to)` as the database stores times (ISO 8601 strings). */
export interface TimeRange {
  from: string;
  to: string;
}

/** A day's count: `YYYY-MM-DD` and how many. */
export interface DayCount {
  day: string;
  count: number;
}

const dayOf = (column: 'created_at') => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Adds one page load of `route` on `day` (one row per day and route). */
export async function incrementPageViews(db: Db, day: string, route: string): Promise<void> {
  await reportsDb(db)
    .insertInto('page_views')
    .values({ day, route, views: 1 })
    .onConflict((conflict) =>
      conflict.columns(['day', 'route']).doUpdateSet({ views: sql`page_views.views + 1` }),
    )
    .execute();
}

/** Accounts created in the range. */
export async function countNewUsers(db: Db, range: TimeRange): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Files (or, with `folders`, folders) created in the range, trashed ones included. */
export async function countNewEntries(db: Db, range: TimeRange, folders: boolean): Promise<number> {
  const row = await reportsDb(db)
    .selectFrom('file_entries')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where('type', folders ? '=' : '!=', 'folder')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Bytes and files per file category, of the files created before `before`. */
export async function storageByType(
  db: Db,
  before: string,
): Promise<Array<{ type: string; bytes: number; count: number }>> {
  const rows = await reportsDb(db)
    .selectFrom('file_entries')
    .select((eb) => [
      'type',
      eb.fn.sum<number | string | null>('file_size').as('bytes'),
      eb.fn.countAll().as('count'),
    ])
    .where('created_at', '<', before)
    .where('type', '!=', 'folder')
    .groupBy('type')
    .execute();
  return rows
    .map((row) => ({ type: row.type, bytes: Number(row.bytes ?? 0), count: Number(row.count) }))
    .sort((a, b) => b.bytes - a.bytes || a.type.localeCompare(b.type));
}

/** Sign-ups per day of the range (days without any are left out). */
export async function dailySignups(db: Db, range: TimeRange): Promise<DayCount[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [dayOf('created_at').as('day'), eb.fn.countAll().as('count')])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(dayOf('created_at'))
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** Files uploaded per day of the range (days without any are left out). */
export async function dailyUploads(db: Db, range: TimeRange): Promise<DayCount[]> {
  const rows = await reportsDb(db)
    .selectFrom('file_entries')
    .select((eb) => [dayOf('created_at').as('day'), eb.fn.countAll().as('count')])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where('type', '!=', 'folder')
    .groupBy(dayOf('created_at'))
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** Page loads per day from `firstDay` to `lastDay`, both included. */
export async function dailyPageViews(
  db: Db,
  firstDay: string,
  lastDay: string,
): Promise<DayCount[]> {
  const rows = await reportsDb(db)
    .selectFrom('page_views')
    .select((eb) => ['day', eb.fn.sum<number | string>('views').as('count')])
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .groupBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** The `limit` most loaded routes from `firstDay` to `lastDay`, most first. */
export async function topRoutes(
  db: Db,
  firstDay: string,
  lastDay: string,
  limit: number,
): Promise<Array<{ route: string; views: number }>> {
  const rows = await reportsDb(db)
    .selectFrom('page_views')
    .select((eb) => ['route', eb.fn.sum<number | string>('views').as('views')])
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .groupBy('route')
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy('route')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ route: row.route, views: Number(row.views) }));
}
