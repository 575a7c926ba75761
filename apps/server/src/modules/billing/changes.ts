import type { CheckoutGateway, PaymentMethod, PriceInterval } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import type { BillingGateway, GatewayPrice, GatewaySubscription } from './gateways/gateway';
import { deleteTestCards } from './gateways/test-gateway-repo';
import { toMajor } from './money';
import { type PriceRow, type ProductRow, setGatewayPriceId } from './products-repo';
import { applyReport, isValid, paymentMethodColumns } from './subscriptions';
import {
  findSubscription,
  type SubscriptionChanges,
  type SubscriptionRow,
  subscriptionsOfUser,
  updateSubscription,
} from './subscriptions-repo';

export const GATEWAY_UNAVAILABLE = defineMessage('This payment method is not available.');
export const NOT_RESUMABLE = defineMessage(
  'Only a cancelled subscription whose period has not ended can be resumed.',
);

/**
 * The changes a subscription goes through, for its subscriber and the admin alike. One
 * paid through a gateway changes there first and keeps what the gateway answers; one an
 * admin granted (gateway `none`) changes in the records only.
 */

/** The registered gateway a subscription is paid through; null for a granted one. */
export function gatewayOfSubscription(
  app: AppInstance,
  row: SubscriptionRow,
): BillingGateway | null {
  if (row.gateway === 'none') return null;
  const gateway = app.billing.gateways.get(row.gateway as CheckoutGateway);
  if (!gateway || !row.gateway_id) throw new HttpProblem(422, GATEWAY_UNAVAILABLE);
  return gateway;
}

/** A price as a gateway is told of it. */
export function gatewayPrice(price: PriceRow, product: ProductRow, gateway: string): GatewayPrice {
  return {
    id: price.id,
    amount: toMajor(price.amount, price.currency),
    currency: price.currency,
    interval: price.interval as PriceInterval,
    intervalCount: price.interval_count,
    productName: product.name,
    gatewayPriceId:
      gateway === 'stripe'
        ? price.stripe_price_id
        : gateway === 'paypal'
          ? price.paypal_plan_id
          : null,
  };
}

/**
 * Runs a change of one subscription in its turn (`app.billing.inTurn`, keyed by the
 * subscription at its gateway), on the subscription as it is when the turn comes: the
 * gateway's call and the write of its answer happen before or after a webhook's, never
 * across it.
 */
export function inTurn<T>(
  app: AppInstance,
  row: Pick<SubscriptionRow, 'id' | 'gateway' | 'gateway_id'>,
  task: (current: SubscriptionRow) => Promise<T>,
): Promise<T> {
  return app.billing.inTurn(turnKey(row.gateway, row.gateway_id ?? `#${row.id}`), async () => {
    const current = await findSubscription(app.db, row.id);
    if (!current) throw new HttpProblem(404, 'Not found.');
    return task(current);
  });
}

/** The key of a subscription's turn: the gateway and its id there. */
export function turnKey(gateway: string, gatewayId: string): string {
  return `${gateway}:${gatewayId}`;
}

/** Cancels at the period's end (still valid until `ends_at`), or at once (expired now). */
export function cancelSubscription(
  app: AppInstance,
  subscription: SubscriptionRow,
  { immediately }: { immediately: boolean },
): Promise<SubscriptionRow> {
  return inTurn(app, subscription, async (row) => {
    const gateway = gatewayOfSubscription(app, row);
    if (gateway) {
      const report = await gateway.cancel(row.gateway_id!, { atPeriodEnd: !immediately });
      return keepReport(app, row, report);
    }
    const now = app.clock.iso();
    const endsAt = immediately ? now : (row.renews_at ?? row.ends_at ?? now);
    return keepChanges(app, row, {
      status: endsAt <= now ? 'expired' : 'cancelled',
      renews_at: null,
      ends_at: endsAt,
    });
  });
}

/** Undoes a cancel while its period still runs (the renew page); 422 otherwise. */
export function resumeSubscription(
  app: AppInstance,
  subscription: SubscriptionRow,
): Promise<SubscriptionRow> {
  return inTurn(app, subscription, async (row) => {
    const inGrace =
      row.status === 'cancelled' &&
      row.ends_at !== null &&
      Date.parse(row.ends_at) > app.clock.nowMs();
    if (!inGrace) throw new HttpProblem(422, NOT_RESUMABLE);
    const gateway = gatewayOfSubscription(app, row);
    if (gateway) return keepReport(app, row, await gateway.resume(row.gateway_id!));
    return keepChanges(app, row, { status: 'active', renews_at: row.ends_at, ends_at: null });
  });
}

/**
 * Moves a subscription to another price, prorated where the gateway does (the test gateway:
 * a credit of the unused period, the new period from now). A change that waits for the
 * buyer's approval (PayPal) keeps the old price until the gateway reports the new one.
 */
export function changeSubscriptionPrice(
  app: AppInstance,
  subscription: SubscriptionRow,
  price: PriceRow,
  product: ProductRow,
): Promise<{ subscription: SubscriptionRow; approveUrl?: string }> {
  return inTurn(app, subscription, async (row) => {
    const gateway = gatewayOfSubscription(app, row);
    const moved = { price_id: price.id, product_id: product.id };
    if (!gateway) return { subscription: await keepChanges(app, row, moved) };
    const report = await gateway.changePrice(
      row.gateway_id!,
      gatewayPrice(price, product, row.gateway),
    );
    const pending = Boolean(report.approveUrl);
    const kept = await app.db.transaction().execute(async (trx) => {
      if (
        !pending &&
        report.gatewayPriceId &&
        (row.gateway === 'stripe' || row.gateway === 'paypal')
      ) {
        await setGatewayPriceId(trx, price.id, row.gateway, report.gatewayPriceId);
      }
      if (!pending) await updateSubscription(trx, row.id, moved);
      await applyReport(app, trx, { ...row, ...(pending ? {} : moved) }, report);
      return (await findSubscription(trx, row.id))!;
    });
    return report.approveUrl
      ? { subscription: kept, approveUrl: report.approveUrl }
      : { subscription: kept };
  });
}

/** Keeps a new payment method on the subscription. */
export async function keepPaymentMethod(
  app: AppInstance,
  row: SubscriptionRow,
  method: PaymentMethod,
): Promise<SubscriptionRow> {
  return keepChanges(app, row, paymentMethodColumns(method));
}

/** Writes a gateway's answer to a change and reads the subscription back. */
export async function keepReport(
  app: AppInstance,
  row: SubscriptionRow,
  report: GatewaySubscription,
): Promise<SubscriptionRow> {
  return app.db.transaction().execute(async (trx) => {
    await applyReport(app, trx, row, report);
    return (await findSubscription(trx, row.id))!;
  });
}

async function keepChanges(
  app: AppInstance,
  row: SubscriptionRow,
  changes: SubscriptionChanges,
): Promise<SubscriptionRow> {
  await updateSubscription(app.db, row.id, { ...changes, updated_at: app.clock.iso() });
  return (await findSubscription(app.db, row.id))!;
}

/**
 * Before an account is deleted: its plans paid through Stripe or PayPal stop there at once,
 * and the test gateway forgets its cards (the records go with the account). A gateway that
 * does not answer is logged, not fatal: the account's deletion goes on.
 */
export async function cancelAtGateways(app: AppInstance, userId: number): Promise<void> {
  const now = app.clock.nowMs();
  const rows = await subscriptionsOfUser(app.db, userId, 1000);
  await deleteTestCards(
    app.db,
    rows.filter((row) => row.gateway === 'test' && row.gateway_id).map((row) => row.gateway_id!),
  );
  for (const row of rows) {
    if (row.gateway !== 'stripe' && row.gateway !== 'paypal') continue;
    const gateway = app.billing.gateways.get(row.gateway);
    if (!gateway || !row.gateway_id || !isValid(row, now)) continue;
    try {
      await gateway.cancel(row.gateway_id, { atPeriodEnd: false });
    } catch (error) {
      app.log.warn({ err: error, subscription: row.id }, 'could not cancel at the gateway');
    }
  }
}
