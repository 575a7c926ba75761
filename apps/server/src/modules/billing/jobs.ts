import type { AppInstance } from '../../app';
import type { TestGateway } from './gateways/test-gateway';
import { periodEnd, toMajor } from './money';
import { notifyPaymentFailed } from './notices';
import { findPrice } from './products-repo';
import { PAST_DUE_GRACE_MS, saveInvoice } from './subscriptions';
import {
  dueExpiries,
  dueTestRenewals,
  findSubscription,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions-repo';

/** Names of billing's scheduled tasks in the schedule log (each runs every minute). */
export const RENEWALS_TASK = 'billing.renewals';
export const EXPIRY_TASK = 'billing.expiry';
/** How many subscriptions one run handles at most; the next run goes on. */
const BATCH = 500;

/**
 * Renews the test gateway's subscriptions whose period ended (by the app's clock): the card
 * on file is charged for the next period and an invoice written; a card that fails leaves
 * the subscription past due, with an unpaid invoice, and tells the subscriber. (Stripe and
 * PayPal renew at their end and report it by webhook.)
 */
export async function renewDueSubscriptions(app: AppInstance): Promise<string> {
  let paid = 0;
  let failed = 0;
  while (paid + failed < BATCH) {
    const due = await dueTestRenewals(
      app.db,
      app.clock.iso(),
      Math.min(100, BATCH - paid - failed),
    );
    if (!due.length) break;
    for (const row of due) {
      if ((await renewTestSubscription(app, row)) === 'paid') paid += 1;
      else failed += 1;
    }
  }
  return `Renewed ${paid} subscription(s); ${failed} payment(s) failed.`;
}

/**
 * Charges the period that starts at `renews_at` (the same invoice when it is tried again
 * after a failure, e.g. once the card changed).
 */
export async function renewTestSubscription(
  app: AppInstance,
  row: SubscriptionRow,
): Promise<'paid' | 'failed'> {
  const gateway = app.billing.gateways.get('test') as TestGateway | undefined;
  const price = await findPrice(app.db, row.price_id);
  if (!gateway || !price || !row.gateway_id) return 'failed';
  const start = row.renews_at ?? app.clock.iso();
  const end = periodEnd(start, price.interval as never, price.interval_count);
  const paid = await gateway.charge(row.gateway_id);
  const now = app.clock.iso();
  await app.db.transaction().execute(async (trx) => {
    await saveInvoice(app, trx, row, {
      gatewayId: `test_renewal_${row.id}_${start}`,
      amount: toMajor(price.amount, price.currency),
      currency: price.currency,
      paid,
      periodStart: start,
      periodEnd: end,
    });
    await updateSubscription(
      trx,
      row.id,
      paid
        ? { status: 'active', renews_at: end, updated_at: now }
        : { status: 'past_due', renews_at: start, updated_at: now },
    );
  });
  if (!paid && row.status !== 'past_due') {
    const failedRow = (await findSubscription(app.db, row.id)) ?? row;
    await notifyPaymentFailed(
      app,
      failedRow,
      new Date(Date.parse(start) + PAST_DUE_GRACE_MS).toISOString(),
    );
  }
  return paid ? 'paid' : 'failed';
}

/**
 * Ends the subscriptions whose time is up: a cancel's grace period (`ends_at`) is over, or
 * a failed renewal went unpaid for PAST_DUE_GRACE_MS. The subscriber falls back to the free
 * plan or their roles and keeps their files; uploads over the new quota are refused.
 */
export async function expireSubscriptions(app: AppInstance): Promise<string> {
  let expired = 0;
  while (expired < BATCH) {
    const now = app.clock.iso();
    const due = await dueExpiries(app.db, now, app.clock.iso(-PAST_DUE_GRACE_MS), 100);
    if (!due.length) break;
    for (const row of due) {
      if (row.status === 'past_due') await stopAtGateway(app, row);
      await updateSubscription(app.db, row.id, {
        status: 'expired',
        renews_at: null,
        ends_at: row.ends_at !== null && row.ends_at <= now ? row.ends_at : now,
        updated_at: now,
      });
      expired += 1;
    }
  }
  return `Expired ${expired} subscription(s).`;
}

/** A past-due plan that ends here stops at its gateway too (it would go on retrying). */
async function stopAtGateway(app: AppInstance, row: SubscriptionRow): Promise<void> {
  if (row.gateway !== 'stripe' && row.gateway !== 'paypal') return;
  const gateway = app.billing.gateways.get(row.gateway);
  if (!gateway || !row.gateway_id) return;
  try {
    await gateway.cancel(row.gateway_id, { atPeriodEnd: false });
  } catch (error) {
    // The local record ends either way; the gateway's own dunning stops it later.
    app.log.warn({ err: error, subscription: row.id }, 'could not cancel at the gateway');
  }
}
