import {
  type CheckoutGateway,
  type CheckoutResponse,
  billingEndpoints as endpoints,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { GATEWAY_UNAVAILABLE, gatewayPrice } from './changes';
import { sendSubscriptionConfirmation } from './notices';
import { setGatewayPriceId } from './products-repo';
import {
  ALREADY_SUBSCRIBED,
  assertBillingOn,
  checkoutUrls,
  chosenPlan,
  currentSubscriptionOf,
} from './subscriber';
import { presentSubscription, recordGatewaySubscription } from './subscriptions';
import { findCheckout, insertCheckout, subscriptionByGatewayId } from './subscriptions-repo';

const PAYMENT_INCOMPLETE = defineMessage('The payment is not complete yet.');

/**
 * Checkout (spec §2.3, non-subscribers only): a plan's price through a gateway. The test
 * gateway finishes at once; Stripe and PayPal leave a checkout waiting for the browser or
 * the buyer, finished by `stripe/done` / `paypal/done` (or their webhook, whichever comes
 * first).
 */
export function checkoutRoutes(app: AppInstance): void {
  route(app, endpoints.checkout, async ({ request, body }): Promise<CheckoutResponse> => {
    await assertBillingOn(app);
    const user = request.user!;
    const gateway = await app.billing.enabledGateway(body.gateway);
    if (!gateway) {
      throw new HttpProblem(422, GATEWAY_UNAVAILABLE, { gateway: [GATEWAY_UNAVAILABLE] });
    }
    const { product, price } = await chosenPlan(app, request, body);
    if (await currentSubscriptionOf(app, user.id)) throw new HttpProblem(409, ALREADY_SUBSCRIBED);
    const result = await gateway.subscribe({
      customer: { userId: user.id, email: user.email, name: user.name },
      price: gatewayPrice(price, product, gateway.name),
      cardNumber: body.card_number,
      ...checkoutUrls(app, product, price),
    });
    const made = result.status === 'complete' ? undefined : result.gatewayPriceId;
    if (made && (gateway.name === 'stripe' || gateway.name === 'paypal')) {
      await setGatewayPriceId(app.db, price.id, gateway.name, made);
    }
    if (result.status === 'complete') {
      const target = { userId: user.id, productId: product.id, priceId: price.id };
      const { row, created } = await recordGatewaySubscription(
        app,
        { ...target, gateway: gateway.name },
        result.subscription,
      );
      if (created) await sendSubscriptionConfirmation(app, row);
      return { status: 'complete', subscription: await presentSubscription(app, row) };
    }
    await insertCheckout(app.db, {
      gateway: gateway.name,
      gateway_id: result.gatewayId,
      user_id: user.id,
      product_id: product.id,
      price_id: price.id,
      created_at: app.clock.iso(),
    });
    if (result.status === 'requires_payment') {
      return {
        status: 'requires_payment',
        gateway: 'stripe',
        client_secret: result.clientSecret,
        public_key: result.publicKey,
        gateway_id: result.gatewayId,
      };
    }
    return {
      status: 'requires_approval',
      gateway: 'paypal',
      approve_url: result.approveUrl,
      gateway_id: result.gatewayId,
    };
  });

  route(app, endpoints.stripeDone, ({ request, body }) =>
    finishCheckout(app, request, 'stripe', body.gateway_id),
  );
  route(app, endpoints.paypalDone, ({ request, body }) =>
    finishCheckout(app, request, 'paypal', body.gateway_id),
  );
}

/**
 * Keeps the subscription a waiting checkout of the caller's became: read back from the
 * gateway (never taken from the browser). Someone else's checkout, or none, answers 404.
 */
async function finishCheckout(
  app: AppInstance,
  request: FastifyRequest,
  name: CheckoutGateway,
  gatewayId: string,
) {
  await assertBillingOn(app);
  const user = request.user!;
  const checkout = await findCheckout(app.db, name, gatewayId);
  if (!checkout || checkout.user_id !== user.id) {
    // Its webhook may have kept it already.
    const kept = await subscriptionByGatewayId(app.db, name, gatewayId);
    if (kept && kept.user_id === user.id)
      return { subscription: await presentSubscription(app, kept) };
    throw new HttpProblem(404, 'Not found.');
  }
  const gateway = app.billing.gateways.get(name);
  if (!gateway) throw new HttpProblem(404, 'Not found.');
  const report = await gateway.fetchSubscription(gatewayId);
  if (report.userId != null && report.userId !== user.id) throw new HttpProblem(404, 'Not found.');
  if (report.status === 'incomplete') throw new HttpProblem(422, PAYMENT_INCOMPLETE);
  const { row, created } = await recordGatewaySubscription(
    app,
    { userId: user.id, productId: checkout.product_id, priceId: checkout.price_id, gateway: name },
    report,
  );
  if (created) await sendSubscriptionConfirmation(app, row);
  return { subscription: await presentSubscription(app, row) };
}
