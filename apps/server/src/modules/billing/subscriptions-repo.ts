import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';
import { type BillingTables, billingDb } from './products-repo';

type AnyDb = Kysely<Database>;

export type SubscriptionRow = Selectable<DB['subscriptions']>;
export type NewSubscription = Omit<Insertable<DB['subscriptions']>, 'id'>;
export type SubscriptionChanges = Omit<Updateable<DB['subscriptions']>, 'id' | 'created_at'>;
export type InvoiceRow = Selectable<DB['invoices']>;

export function findSubscription(db: AnyDb, id: number) {
  return billingDb(db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export function subscriptionsByIds(db: AnyDb, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return billingDb(db).selectFrom('subscriptions').selectAll().where('id', 'in', ids).execute();
}

/** A user's subscriptions, newest first (expired ones included: `limit` bounds them). */
export function subscriptionsOfUser(db: AnyDb, userId: number, limit = 50) {
  return billingDb(db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A user's subscriptions that have not expired, newest first. */
export function liveSubscriptionsOfUser(db: AnyDb, userId: number) {
  return billingDb(db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'expired')
    .orderBy('id', 'desc')
    .execute();
}

export function subscriptionByGatewayId(db: AnyDb, gateway: string, gatewayId: string) {
  return billingDb(db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('gateway_id', '=', gatewayId)
    .executeTakeFirst();
}

export async function insertSubscription(db: AnyDb, row: NewSubscription): Promise<number> {
  const inserted = await billingDb(db)
    .insertInto('subscriptions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateSubscription(
  db: AnyDb,
  id: number,
  changes: SubscriptionChanges,
): Promise<void> {
  await billingDb(db).updateTable('subscriptions').set(changes).where('id', '=', id).execute();
}

/** Deletes subscriptions with their invoices. */
export async function deleteSubscriptions(db: AnyDb, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await billingDb(db).deleteFrom('invoices').where('subscription_id', 'in', ids).execute();
  await billingDb(db).deleteFrom('subscriptions').where('id', 'in', ids).execute();
}

/** The test gateway's subscriptions whose period ended by `now` and that renew. */
export function dueTestRenewals(db: AnyDb, now: string, limit: number) {
  return billingDb(db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('gateway', '=', 'test')
    .where('status', 'in', ['active', 'trialing'])
    .where('renews_at', '<=', now)
    .orderBy('renews_at')
    .limit(limit)
    .execute();
}

/**
 * Subscriptions that stop now: any whose `ends_at` has come (a cancel's grace period), and
 * past-due ones whose failed renewal (`renews_at`) is older than `graceStart`.
 */
export function dueExpiries(db: AnyDb, now: string, graceStart: string, limit: number) {
  return billingDb(db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '!=', 'expired')
    .where((eb) =>
      eb.or([
        eb('ends_at', '<=', now),
        eb.and([eb('status', '=', 'past_due'), eb('renews_at', '<=', graceStart)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The permissions of these products, for a subscriber's grants. */
export function grantsOfProducts(db: AnyDb, productIds: readonly number[]) {
  if (!productIds.length) return Promise.resolve([]);
  return billingDb(db)
    .selectFrom('product_permissions')
    .select(['name', 'restrictions'])
    .where('product_id', 'in', productIds)
    .execute();
}

/** Products' storage (bytes; null: the site's default). */
export function spaceOfProducts(db: AnyDb, productIds: readonly number[]) {
  if (!productIds.length) return Promise.resolve([]);
  return billingDb(db)
    .selectFrom('products')
    .select(['id', 'available_space'])
    .where('id', 'in', productIds)
    .execute();
}

// Invoices

/**
 * Adds an invoice numbered `YYYY-NNNNNN`, the next of its year on this site: the year's
 * counter moves in the same statement that reads it, so two invoices never share a number.
 * Call it inside the transaction that writes the rest of the change.
 */
export async function insertInvoice(
  db: AnyDb,
  invoice: Omit<Insertable<DB['invoices']>, 'id' | 'uuid' | 'number'>,
): Promise<InvoiceRow> {
  const year = new Date(invoice.created_at).getUTCFullYear();
  const counter = await billingDb(db)
    .insertInto('invoice_counters')
    .values({ year, last: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet((eb) => ({ last: eb('invoice_counters.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  const number = `${year}-${String(counter.last).padStart(6, '0')}`;
  return billingDb(db)
    .insertInto('invoices')
    .values({ ...invoice, uuid: randomUUID(), number })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function invoiceByGatewayId(db: AnyDb, subscriptionId: number, gatewayId: string) {
  return billingDb(db)
    .selectFrom('invoices')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('gateway_id', '=', gatewayId)
    .executeTakeFirst();
}

export async function updateInvoice(
  db: AnyDb,
  id: number,
  changes: Pick<Updateable<DB['invoices']>, 'paid' | 'amount' | 'period_start' | 'period_end'>,
): Promise<void> {
  await billingDb(db).updateTable('invoices').set(changes).where('id', '=', id).execute();
}

/** A user's invoices, newest first. */
export function invoicesOfUser(db: AnyDb, userId: number, limit = 100) {
  return billingDb(db)
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest invoice of a subscription (its current period, when paid). */
export function latestInvoiceOf(db: AnyDb, subscriptionId: number) {
  return billingDb(db)
    .selectFrom('invoices')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function invoiceByUuid(db: AnyDb, uuid: string) {
  return billingDb(db)
    .selectFrom('invoices')
    .selectAll()
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

// Checkouts waiting for the browser or the buyer

export async function insertCheckout(
  db: AnyDb,
  checkout: Insertable<DB['billing_checkouts']>,
): Promise<void> {
  await billingDb(db)
    .insertInto('billing_checkouts')
    .values(checkout)
    .onConflict((oc) => oc.columns(['gateway', 'gateway_id']).doNothing())
    .execute();
}

export function findCheckout(db: AnyDb, gateway: string, gatewayId: string) {
  return billingDb(db)
    .selectFrom('billing_checkouts')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('gateway_id', '=', gatewayId)
    .executeTakeFirst();
}

export async function deleteCheckout(db: AnyDb, gateway: string, gatewayId: string) {
  await billingDb(db)
    .deleteFrom('billing_checkouts')
    .where('gateway', '=', gateway)
    .where('gateway_id', '=', gatewayId)
    .execute();
}

// Webhook events and unsubscribe links, each used once

/** Records a gateway's event id; false when it was recorded before (a replay). */
export async function recordWebhookEvent(
  db: AnyDb,
  gateway: string,
  eventId: string,
  now: string,
): Promise<boolean> {
  const result = await billingDb(db)
    .insertInto('billing_webhook_events')
    .values({ gateway, event_id: eventId, received_at: now })
    .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Records an unsubscribe link's nonce as used; false when it was used before. */
export async function spendUnsubscribeToken(
  db: AnyDb,
  nonce: string,
  userId: number,
  now: string,
): Promise<boolean> {
  const result = await billingDb(db)
    .insertInto('unsubscribe_tokens')
    .values({ nonce, user_id: userId, used_at: now })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets an event id whose changes could not be applied (the gateway's retry may). */
export async function forgetWebhookEvent(db: AnyDb, gateway: string, eventId: string) {
  await billingDb(db)
    .deleteFrom('billing_webhook_events')
    .where('gateway', '=', gateway)
    .where('event_id', '=', eventId)
    .execute();
}

/**
 * The user at hand has a subscription that grants its plan now: `isValid` in SQL (stored
 * times are UTC ISO strings, so they compare as text), on `subscriptions(user_id)`.
 * `graceStart`: a past-due renewal after it still grants the plan.
 */
export function validSubscriptionExists(
  eb: ExpressionBuilder<Database & BillingTables, 'users'>,
  now: string,
  graceStart: string,
) {
  return eb.exists(
    eb
      .selectFrom('subscriptions')
      .select('subscriptions.id')
      .whereRef('subscriptions.user_id', '=', 'users.id')
      .where('subscriptions.status', '!=', 'expired')
      .where((s) =>
        s.or([s('subscriptions.ends_at', 'is', null), s('subscriptions.ends_at', '>', now)]),
      )
      // A cancelled one runs to its end date; without one it is over.
      .where((s) =>
        s.or([
          s('subscriptions.status', '!=', 'cancelled'),
          s('subscriptions.ends_at', 'is not', null),
        ]),
      )
      // A failed renewal keeps the plan for the grace period.
      .where((s) =>
        s.or([
          s('subscriptions.status', '!=', 'past_due'),
          s('subscriptions.renews_at', 'is', null),
          s('subscriptions.renews_at', '>', graceStart),
        ]),
      ),
  );
}
