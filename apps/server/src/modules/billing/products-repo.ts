import type { OrderDirection } from '@coffer/contract';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import type { DB } from '../../platform/db/tables.generated';

/** The billing module's tables. */
export type BillingTables = Pick<
  DB,
  | 'products'
  | 'prices'
  | 'product_permissions'
  | 'subscriptions'
  | 'invoices'
  | 'invoice_counters'
  | 'billing_checkouts'
  | 'billing_webhook_events'
  | 'unsubscribe_tokens'
  | 'test_gateway_cards'
>;

type AnyDb = Kysely<Database>;

/** The database (or a transaction) with the billing tables typed. */
export function billingDb(db: AnyDb) {
  return db.withTables<BillingTables>();
}
type BillingSchema = ReturnType<typeof billingDb> extends Kysely<infer S> ? S : never;

export type ProductRow = Selectable<DB['products']>;
export type PriceRow = Selectable<DB['prices']>;
/** The product's columns, as a plan's form writes them. */
export type ProductColumns = Omit<ProductRow, 'id' | 'created_at' | 'updated_at'>;
export type PriceColumns = Pick<PriceRow, 'amount' | 'currency' | 'interval' | 'interval_count'>;

/** What picks and orders the rows of the admin's plan list. */
export interface PlanCriteria {
  query?: string;
  filters?: { hidden?: boolean; free?: boolean };
  orderBy: 'position' | 'name' | 'created_at' | 'subscribers_count';
  orderDir: OrderDirection;
}

/** One page of the admin's plans (every plan when `page` is not given). */
export function listProducts(
  db: AnyDb,
  criteria: PlanCriteria,
  page?: { limit: number; offset: number },
) {
  const direction = criteria.orderDir;
  let query = billingDb(db).selectFrom('products').selectAll().where(matching(criteria));
  query =
    criteria.orderBy === 'subscribers_count'
      ? query.orderBy((eb) => subscribersCount(eb), direction)
      : query.orderBy(`products.${criteria.orderBy}`, direction);
  query = query.orderBy('products.id', direction);
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countProducts(db: AnyDb, criteria: PlanCriteria): Promise<number> {
  const row = await billingDb(db)
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(criteria))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The plans of the pricing page: hidden ones out, by position. */
export function listPublicProducts(db: AnyDb) {
  return billingDb(db)
    .selectFrom('products')
    .selectAll()
    .where('hidden', '=', 0)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findProduct(db: AnyDb, id: number) {
  return billingDb(db).selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The free plan non-subscribers fall back to: the first product marked free, by position. */
export function findFreeProduct(db: AnyDb) {
  return billingDb(db)
    .selectFrom('products')
    .selectAll()
    .where('free', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
}

/** The prices of these products, each flagged `locked` when a subscription uses it. */
export async function pricesOfProducts(db: AnyDb, productIds: readonly number[]) {
  if (!productIds.length) return [];
  return billingDb(db)
    .selectFrom('prices')
    .selectAll()
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('subscriptions')
            .select('subscriptions.id')
            .whereRef('subscriptions.price_id', '=', 'prices.id'),
        )
        .as('locked'),
    )
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('id')
    .execute();
}

export function findPrice(db: AnyDb, id: number) {
  return billingDb(db).selectFrom('prices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The permissions of these products (restrictions as a JSON map). */
export async function permissionsOfProducts(db: AnyDb, productIds: readonly number[]) {
  if (!productIds.length) return [];
  return billingDb(db)
    .selectFrom('product_permissions')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('name')
    .execute();
}

/** How many subscriptions that have not expired each of these products has. */
export async function subscriberCounts(
  db: AnyDb,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await billingDb(db)
    .selectFrom('subscriptions')
    .select(['product_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('product_id', 'in', productIds)
    .where('status', '!=', 'expired')
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.count)]));
}

export async function insertProduct(db: AnyDb, columns: ProductColumns, now: string) {
  const row = await billingDb(db)
    .insertInto('products')
    .values({ ...columns, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: AnyDb, id: number, columns: ProductColumns, now: string) {
  await billingDb(db)
    .updateTable('products')
    .set({ ...columns, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a plan with its prices, permissions and (ended) subscriptions and their invoices. */
export async function deleteProduct(db: AnyDb, id: number): Promise<void> {
  const t = billingDb(db);
  const subscriptions = t.selectFrom('subscriptions').select('id').where('product_id', '=', id);
  await t.deleteFrom('invoices').where('subscription_id', 'in', subscriptions).execute();
  await t.deleteFrom('subscriptions').where('product_id', '=', id).execute();
  await t.deleteFrom('billing_checkouts').where('product_id', '=', id).execute();
  await t.deleteFrom('product_permissions').where('product_id', '=', id).execute();
  await t.deleteFrom('prices').where('product_id', '=', id).execute();
  await t.deleteFrom('products').where('id', '=', id).execute();
}

export async function insertPrice(
  db: AnyDb,
  productId: number,
  price: PriceColumns,
  now: string,
): Promise<number> {
  const row = await billingDb(db)
    .insertInto('prices')
    .values({ ...price, product_id: productId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a price's terms; its ids at the gateways no longer match them and are dropped. */
export async function updatePrice(db: AnyDb, id: number, price: PriceColumns): Promise<void> {
  await billingDb(db)
    .updateTable('prices')
    .set({ ...price, stripe_price_id: null, paypal_plan_id: null })
    .where('id', '=', id)
    .execute();
}

export async function deletePrices(db: AnyDb, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await billingDb(db).deleteFrom('billing_checkouts').where('price_id', 'in', ids).execute();
  await billingDb(db).deleteFrom('prices').where('id', 'in', ids).execute();
}

/** Keeps the id a gateway gave a price (a Stripe price, a PayPal plan). */
export async function setGatewayPriceId(
  db: AnyDb,
  priceId: number,
  gateway: 'stripe' | 'paypal',
  gatewayPriceId: string,
): Promise<void> {
  const column = gateway === 'stripe' ? 'stripe_price_id' : 'paypal_plan_id';
  await billingDb(db)
    .updateTable('prices')
    .set({ [column]: gatewayPriceId })
    .where('id', '=', priceId)
    .execute();
}

/** The local price a gateway's price id names. */
export function priceByGatewayId(db: AnyDb, gateway: string, gatewayPriceId: string) {
  const column = gateway === 'stripe' ? 'stripe_price_id' : 'paypal_plan_id';
  return billingDb(db)
    .selectFrom('prices')
    .selectAll()
    .where(column, '=', gatewayPriceId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The plan's permissions become exactly `permissions`. */
export async function replaceProductPermissions(
  db: AnyDb,
  productId: number,
  permissions: ReadonlyArray<{ name: string; restrictions: string }>,
): Promise<void> {
  await billingDb(db)
    .deleteFrom('product_permissions')
    .where('product_id', '=', productId)
    .execute();
  if (!permissions.length) return;
  await billingDb(db)
    .insertInto('product_permissions')
    .values(permissions.map((p) => ({ ...p, product_id: productId })))
    .execute();
}

/** The subscriptions of a product that have not expired, with their end (the caller decides validity). */
export function liveSubscriptionsOfProduct(db: Db, productId: number) {
  return billingDb(db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('product_id', '=', productId)
    .where('status', '!=', 'expired')
    .execute();
}

function subscribersCount(eb: ExpressionBuilder<BillingSchema, 'products'>) {
  return eb
    .selectFrom('subscriptions')
    .select((s) => s.fn.countAll<number | string>().as('count'))
    .whereRef('subscriptions.product_id', '=', 'products.id')
    .where('subscriptions.status', '!=', 'expired');
}

function matching(criteria: PlanCriteria) {
  return (eb: ExpressionBuilder<BillingSchema, 'products'>) => {
    const conditions: Expression<SqlBool>[] = [];
    const { query, filters = {} } = criteria;
    if (query) {
      conditions.push(
        containsText(eb, query, ['products.name', "coalesce(products.description, '')"]),
      );
    }
    if (filters.hidden !== undefined) conditions.push(eb('hidden', '=', filters.hidden ? 1 : 0));
    if (filters.free !== undefined) conditions.push(eb('free', '=', filters.free ? 1 : 0));
    return eb.and(conditions);
  };
}
