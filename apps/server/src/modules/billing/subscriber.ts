import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { hasPermission, permissionsOfRequest } from '../../kernel/roles/service';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { findPrice, findProduct, type PriceRow, type ProductRow } from './products-repo';
import { currentOf } from './subscriptions';
import { liveSubscriptionsOfUser, type SubscriptionRow } from './subscriptions-repo';

/* The rules of the subscriber's own calls (spec §6: billing only for subscribers, checkout
 * only for non-subscribers), shared by their routes. */

export const NO_SUBSCRIPTION = defineMessage('You have no subscription.');
export const ALREADY_SUBSCRIBED = defineMessage(
  'You already have a subscription: change its plan from the billing page.',
);
const INVALID_PLAN = defineMessage('The selected plan is invalid.');
const INVALID_PRICE = defineMessage('The selected price is invalid.');
export const FREE_PLAN = defineMessage('A free plan needs no checkout.');

/** Billing's user side exists only while the admin has it on (`billing.enable`): 404 otherwise. */
export async function assertBillingOn(app: AppInstance): Promise<void> {
  if (!(await app.settings.get('billing')).enable) throw new HttpProblem(404, 'Not found.');
}

/** The subscription that grants the user's plan now, if any. */
export async function currentSubscriptionOf(
  app: AppInstance,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  return currentOf(await liveSubscriptionsOfUser(app.db, userId), app.clock.nowMs());
}

/** The caller's current subscription, or 404. */
export async function callerSubscription(
  app: AppInstance,
  request: FastifyRequest,
): Promise<SubscriptionRow> {
  const row = await currentSubscriptionOf(app, request.user!.id);
  if (!row) throw new HttpProblem(404, NO_SUBSCRIPTION);
  return row;
}

/**
 * The plan and price a subscriber chose: the price must be one of the plan's, and a hidden
 * plan is offered only to those who edit plans (`plans.update`); 422 on the field otherwise.
 * A free plan is never paid for.
 */
export async function chosenPlan(
  app: AppInstance,
  request: FastifyRequest,
  choice: { product_id: number; price_id: number },
): Promise<{ product: ProductRow; price: PriceRow }> {
  const product = await findProduct(app.db, choice.product_id);
  const maySeeHidden = async () =>
    hasPermission(await permissionsOfRequest(app, request), 'plans.update');
  if (!product || (product.hidden === 1 && !(await maySeeHidden()))) {
    throw new HttpProblem(422, INVALID_PLAN, { product_id: [INVALID_PLAN] });
  }
  if (product.free === 1) throw new HttpProblem(422, FREE_PLAN, { product_id: [FREE_PLAN] });
  const price = await findPrice(app.db, choice.price_id);
  if (!price || price.product_id !== product.id) {
    throw new HttpProblem(422, INVALID_PRICE, { price_id: [INVALID_PRICE] });
  }
  return { product, price };
}

/** Where the gateways send the buyer back to (PayPal's approval). */
export function checkoutUrls(app: AppInstance, product: ProductRow, price: PriceRow) {
  const base = `${app.config.appUrl}/checkout/${product.id}/${price.id}`;
  return { returnUrl: `${base}/paypal/done`, cancelUrl: base };
}
