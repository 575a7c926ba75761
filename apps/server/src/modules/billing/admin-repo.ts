import type { OrderDirection, SubscriptionFilters } from '@coffer/contract';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import { billingDb } from './products-repo';

type AnyDb = Kysely<Database>;

/** What picks and orders the rows of the admin's subscription list and its CSV export. */
export interface SubscriptionCriteria {
  query?: string;
  filters?: SubscriptionFilters;
  orderBy: 'created_at' | 'renews_at' | 'ends_at' | 'status';
  orderDir: OrderDirection;
}

/** The subscriber's, plan's and price's columns beside the subscription's. */
const JOINED_COLUMNS = [
  'u.name as user_name',
  'u.email as user_email',
  'u.image as user_image',
  'p.name as product_name',
  'pr.product_id as price_product_id',
  'pr.amount as price_amount',
  'pr.currency as price_currency',
  'pr.interval as price_interval',
  'pr.interval_count as price_interval_count',
] as const;

/** One page of the admin's subscriptions with their subscriber, plan and price (all of them without `page`). */
export function listAdminSubscriptions(
  db: AnyDb,
  criteria: SubscriptionCriteria,
  page?: { limit: number; offset: number },
) {
  const direction = criteria.orderDir;
  let query = matching(db, criteria)
    .selectAll('s')
    .select(JOINED_COLUMNS)
    .orderBy(`s.${criteria.orderBy}`, direction)
    .orderBy('s.id', direction);
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export type AdminSubscriptionRow = Awaited<ReturnType<typeof listAdminSubscriptions>>[number];

export async function countAdminSubscriptions(
  db: AnyDb,
  criteria: SubscriptionCriteria,
): Promise<number> {
  const row = await matching(db, criteria)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One subscription as the admin's list shows it. */
export function findAdminSubscription(db: AnyDb, id: number) {
  return joined(db).selectAll('s').select(JOINED_COLUMNS).where('s.id', '=', id).executeTakeFirst();
}

/** Whether an account exists. */
export async function userExists(db: AnyDb, id: number): Promise<boolean> {
  const row = await billingDb(db)
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

function joined(db: AnyDb) {
  return billingDb(db)
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('prices as pr', 'pr.id', 's.price_id');
}

/** The list's rows: searched by the subscriber's name or email, filtered. */
function matching(db: AnyDb, criteria: SubscriptionCriteria) {
  return joined(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    const { query, filters = {} } = criteria;
    if (query) conditions.push(containsText(eb, query, ['u.name', 'u.email']));
    if (filters.status) conditions.push(eb('s.status', '=', filters.status));
    if (filters.gateway) conditions.push(eb('s.gateway', '=', filters.gateway));
    if (filters.product_id) conditions.push(eb('s.product_id', '=', filters.product_id));
    return eb.and(conditions);
  });
}
