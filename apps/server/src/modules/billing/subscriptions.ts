import type {
  BillingGateway as GatewayName,
  Invoice,
  PaymentMethod,
  Subscription,
  SubscriptionStatus,
} from '@coffer/contract';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../app';
import type { Database } from '../../platform/db/schema';
import { HttpProblem } from '../../platform/http/errors';
import type { GatewayInvoice, GatewaySubscription } from './gateways/gateway';
import { toMajor, toMinor } from './money';
import { presentPrice, presentPublicProduct } from './products';
import { findPrice, findProduct, priceByGatewayId, pricesOfProducts } from './products-repo';
import {
  deleteCheckout,
  findCheckout,
  findSubscription,
  type InvoiceRow,
  insertInvoice,
  insertSubscription,
  invoiceByGatewayId,
  type SubscriptionChanges,
  type SubscriptionRow,
  subscriptionByGatewayId,
  updateInvoice,
  updateSubscription,
} from './subscriptions-repo';

type AnyDb = Kysely<Database>;

/** How long a subscription whose renewal failed keeps its plan before it expires. */
export const PAST_DUE_GRACE_MS = 7 * 24 * 60 * 60_000;

/**
 * It grants its plan now: active, trialing or past due (within the grace period), or
 * cancelled with `ends_at` still ahead; never once `ends_at` has passed.
 */
export function isValid(row: SubscriptionRow, nowMs: number): boolean {
  if (row.status === 'expired') return false;
  if (row.ends_at !== null && Date.parse(row.ends_at) <= nowMs) return false;
  if (row.status === 'cancelled') return row.ends_at !== null;
  if (row.status === 'past_due' && row.renews_at !== null) {
    return Date.parse(row.renews_at) + PAST_DUE_GRACE_MS > nowMs;
  }
  return true;
}

/** It renews: valid and not cancelled. */
export function isActive(row: SubscriptionRow, nowMs: number): boolean {
  return isValid(row, nowMs) && row.status !== 'cancelled';
}

/** The subscription that grants the user's plan now (the newest valid one), if any. */
export function currentOf(rows: SubscriptionRow[], nowMs: number): SubscriptionRow | undefined {
  return rows.find((row) => isValid(row, nowMs));
}

/** The payment method on file, never its number. */
export function paymentMethodOf(row: SubscriptionRow): PaymentMethod | null {
  if (!row.card_brand) return null;
  return {
    gateway: row.gateway as GatewayName,
    brand: row.card_brand,
    last4: row.card_last4,
    exp_month: row.card_exp_month,
    exp_year: row.card_exp_year,
  };
}

/** The columns of a payment method. */
export function paymentMethodColumns(method: PaymentMethod | null): SubscriptionChanges {
  if (!method) return {};
  return {
    card_brand: method.brand,
    card_last4: method.last4,
    card_exp_month: method.exp_month,
    card_exp_year: method.exp_year,
  };
}

/** Subscriptions as their subscriber sees them (plans and prices read once for all). */
export async function presentSubscriptions(
  app: AppInstance,
  rows: SubscriptionRow[],
): Promise<Subscription[]> {
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const prices = (await pricesOfProducts(app.db, productIds)).map(presentPrice);
  const now = app.clock.nowMs();
  const out: Subscription[] = [];
  for (const row of rows) {
    const product = await findProduct(app.db, row.product_id);
    const price = prices.find((p) => p.id === row.price_id);
    if (!product || !price) continue;
    out.push({
      id: row.id,
      user_id: row.user_id,
      product: presentPublicProduct(
        product,
        prices.filter((p) => p.product_id === product.id),
      ),
      price,
      gateway: row.gateway as GatewayName,
      status: row.status as SubscriptionStatus,
      valid: isValid(row, now),
      active: isActive(row, now),
      renews_at: row.renews_at,
      ends_at: row.ends_at,
      trial_ends_at: row.trial_ends_at,
      created_at: row.created_at,
    });
  }
  return out;
}

export async function presentSubscription(
  app: AppInstance,
  row: SubscriptionRow,
): Promise<Subscription> {
  const [subscription] = await presentSubscriptions(app, [row]);
  if (!subscription) throw new HttpProblem(404, 'Not found.');
  return subscription;
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    uuid: row.uuid,
    number: row.number,
    subscription_id: row.subscription_id,
    amount: toMajor(row.amount, row.currency),
    currency: row.currency,
    paid: row.paid === 1,
    period_start: row.period_start,
    period_end: row.period_end,
    created_at: row.created_at,
  };
}

/**
 * The columns a gateway's report sets. A cancel whose end has come is an expiry; the
 * gateway's `incomplete` (a payment not confirmed yet) changes no status.
 */
function reportedColumns(report: GatewaySubscription, now: string): SubscriptionChanges {
  const columns: SubscriptionChanges = {
    renews_at: report.renewsAt,
    ends_at: report.endsAt,
    trial_ends_at: report.trialEndsAt,
    ...paymentMethodColumns(report.paymentMethod),
    updated_at: now,
  };
  if (report.status === 'incomplete') return columns;
  const ended = report.endsAt !== null && report.endsAt <= now;
  columns.status = report.status === 'cancelled' && ended ? 'expired' : report.status;
  if (columns.status === 'expired') columns.ends_at = report.endsAt ?? now;
  return columns;
}

/**
 * Writes what a gateway reports of a subscription we keep: its status and dates, its price
 * (found by the gateway's price id; unknown ones leave it), the payment method and the
 * invoices (added, or updated by their gateway id).
 */
export async function applyReport(
  app: AppInstance,
  db: AnyDb,
  row: SubscriptionRow,
  report: GatewaySubscription,
): Promise<void> {
  const changes = reportedColumns(report, app.clock.iso());
  if (report.gatewayPriceId) {
    const price = await priceByGatewayId(db, row.gateway, report.gatewayPriceId);
    if (price) Object.assign(changes, { price_id: price.id, product_id: price.product_id });
  }
  await updateSubscription(db, row.id, changes);
  // Oldest first, so their numbers follow their order.
  for (const invoice of [...report.invoices].reverse()) await saveInvoice(app, db, row, invoice);
}

/**
 * Keeps a subscription a gateway started for `target` (a checkout), or updates the one it
 * is already kept as (a webhook may have come first); `created` tells which. Its webhook and
 * the browser's `done` call may keep it at the same moment: the checkout's row is deleted
 * first, so the second waits for the first's commit (PostgreSQL's row lock; SQLite runs one
 * writing transaction at a time) and then finds the subscription it made.
 */
export async function recordGatewaySubscription(
  app: AppInstance,
  target: { userId: number; productId: number; priceId: number; gateway: GatewayName },
  report: GatewaySubscription,
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const now = app.clock.iso();
  return app.db.transaction().execute(async (trx) => {
    await deleteCheckout(trx, target.gateway, report.gatewayId);
    const kept = await subscriptionByGatewayId(trx, target.gateway, report.gatewayId);
    const id =
      kept?.id ??
      (await insertSubscription(trx, {
        user_id: target.userId,
        product_id: target.productId,
        price_id: target.priceId,
        gateway: target.gateway,
        gateway_id: report.gatewayId,
        status: 'active',
        created_at: now,
        updated_at: now,
      }));
    await applyReport(app, trx, (await findSubscription(trx, id))!, report);
    return { row: (await findSubscription(trx, id))!, created: !kept };
  });
}

/**
 * A gateway's subscription we do not keep yet, started by a checkout that waits for it
 * (Stripe's browser confirmation, PayPal's approval): kept now. Null when no checkout of
 * ours made it, or the gateway has not finished it.
 */
export async function adoptFromCheckout(
  app: AppInstance,
  gateway: GatewayName,
  report: GatewaySubscription,
): Promise<{ row: SubscriptionRow; created: boolean } | null> {
  if (report.status === 'incomplete') return null;
  const checkout = await findCheckout(app.db, gateway, report.gatewayId);
  if (!checkout) return null;
  const price = await findPrice(app.db, checkout.price_id);
  if (!price) return null;
  return recordGatewaySubscription(
    app,
    { userId: checkout.user_id, productId: price.product_id, priceId: price.id, gateway },
    report,
  );
}

/** Adds a gateway's invoice, or updates the one kept under its gateway id. */
export async function saveInvoice(
  app: AppInstance,
  db: AnyDb,
  row: SubscriptionRow,
  invoice: GatewayInvoice,
): Promise<InvoiceRow> {
  const currency = invoice.currency.toUpperCase();
  const amount = toMinor(invoice.amount, currency) ?? Math.round(invoice.amount * 100);
  const paid = invoice.paid ? 1 : 0;
  const period = { period_start: invoice.periodStart, period_end: invoice.periodEnd };
  const existing = await invoiceByGatewayId(db, row.id, invoice.gatewayId);
  if (existing) {
    await updateInvoice(db, existing.id, { paid, amount, ...period });
    return { ...existing, paid, amount, ...period };
  }
  return insertInvoice(db, {
    subscription_id: row.id,
    user_id: row.user_id,
    amount,
    currency,
    paid,
    ...period,
    gateway_id: invoice.gatewayId,
    created_at: app.clock.iso(),
  });
}
