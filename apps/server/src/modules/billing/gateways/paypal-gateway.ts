import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BillingGateway, GatewayPrice, GatewaySubscription } from './gateway';
import { type PaypalClient, PaypalRequestError, paypalClient } from './paypal-api';
import {
  type BillingCycle,
  CANCEL_AT_PERIOD_END_NOTE,
  cycleOf,
  intervalUnit,
  type PaypalSubscription,
  paypalAmount,
  paypalPlanListSchema,
  paypalPlanSchema,
  paypalProductSchema,
  paypalReviseSchema,
  paypalSubscriptionSchema,
  paypalTransactionsSchema,
  planMatches,
  subscriptionOf,
} from './paypal-objects';
import { paypalEvents, verifyPaypalWebhook } from './paypal-webhook';

/**
 * PayPal (issue 27), over its Subscriptions API v1 at `PAYPAL_API_BASE` with the app's
 * client id and secret of the settings (`billing.paypal.*`, switched on by
 * `billing.paypal.enable`). Each Coffer price is a PayPal plan, made on demand; checkout
 * sends the buyer to approve at PayPal and back to `paypal/done`. PayPal cancels only at
 * once, so a cancel at the period's end suspends the subscription (resume activates it), and
 * the billing module ends it at `ends_at`. The buyer changes the card at PayPal itself.
 */
export function createPaypalGateway(app: FastifyInstance): BillingGateway {
  const base = app.config.billing.paypalApiBase;
  const tokens = new Map<string, { token: string; expiresAt: number }>();
  /** Plans never change their billing cycle: each instance may keep the ones it read. */
  const cycles = new Map<string, BillingCycle | null>();

  async function account() {
    const settings = await app.serverSettings.all();
    return {
      clientId: settings['billing.paypal.client_id'],
      secret: settings['billing.paypal.secret'],
      webhookId: settings['billing.paypal.webhook_id'],
    };
  }

  async function paypal(): Promise<PaypalClient> {
    const { clientId, secret } = await account();
    if (!clientId || !secret) throw new PaypalRequestError(502, 'billing.paypal keys are not set');
    return paypalClient(base, { clientId, secret }, tokens);
  }

  async function cycleOfPlan(client: PaypalClient, planId: string) {
    if (!cycles.has(planId)) {
      cycles.set(
        planId,
        cycleOf(await client.get(paypalPlanSchema, `/v1/billing/plans/${idIn(planId)}`)),
      );
    }
    return cycles.get(planId) ?? null;
  }

  async function read(client: PaypalClient, gatewayId: string): Promise<GatewaySubscription> {
    const sub = await client.get(paypalSubscriptionSchema, subscriptionPath(gatewayId));
    const cycle = await cycleOfPlan(client, sub.plan_id);
    const transactions = sub.status === 'APPROVAL_PENDING' ? [] : await paymentsOf(client, sub);
    return subscriptionOf(sub, cycle, transactions);
  }

  return {
    name: 'paypal',

    async enabled() {
      const { clientId, secret } = await account();
      return (await app.settings.get('billing')).paypal.enable && !!clientId && !!secret;
    },

    async subscribe({ customer, price, returnUrl, cancelUrl }) {
      const client = await paypal();
      const planId = await planFor(client, price);
      const site = (await app.settings.get('branding')).site_name;
      const sub = await client.post(paypalSubscriptionSchema, '/v1/billing/subscriptions', {
        plan_id: planId,
        custom_id: String(customer.userId),
        subscriber: {
          email_address: customer.email,
          name: { given_name: customer.name.slice(0, 140) },
        },
        application_context: {
          brand_name: site.slice(0, 127),
          user_action: 'SUBSCRIBE_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: returnUrl,
          cancel_url: cancelUrl,
        },
      });
      const approve = sub.links.find((l) => l.rel === 'approve');
      if (!approve) throw new PaypalRequestError(502, `${sub.id} has no approve link`);
      return {
        status: 'requires_approval',
        gatewayId: sub.id,
        approveUrl: approve.href,
        gatewayPriceId: planId,
      };
    },

    async fetchSubscription(gatewayId) {
      return read(await paypal(), gatewayId);
    },

    async changePrice(gatewayId, price) {
      const client = await paypal();
      const planId = await planFor(client, price);
      // After approving the change the buyer comes back to the billing page.
      const billing = `${app.config.appUrl}/billing`;
      const revised = await client.post(
        paypalReviseSchema,
        `${subscriptionPath(gatewayId)}/revise`,
        {
          plan_id: planId,
          application_context: {
            user_action: 'CONTINUE',
            shipping_preference: 'NO_SHIPPING',
            return_url: billing,
            cancel_url: billing,
          },
        },
      );
      const approve = revised.links.find((l) => l.rel === 'approve');
      return { ...(await read(client, gatewayId)), approveUrl: approve?.href ?? null };
    },

    async cancel(gatewayId, { atPeriodEnd }) {
      const client = await paypal();
      if (atPeriodEnd) {
        await client.post(null, `${subscriptionPath(gatewayId)}/suspend`, {
          reason: CANCEL_AT_PERIOD_END_NOTE,
        });
      } else {
        await client.post(null, `${subscriptionPath(gatewayId)}/cancel`, {
          reason: 'Cancelled by the subscriber',
        });
      }
      return read(client, gatewayId);
    },

    async resume(gatewayId) {
      const client = await paypal();
      await client.post(null, `${subscriptionPath(gatewayId)}/activate`, {
        reason: 'Resumed by the subscriber',
      });
      return read(client, gatewayId);
    },

    async verifyWebhook(rawBody, headers) {
      const { webhookId } = await account();
      const client = await paypal();
      const event = await verifyPaypalWebhook({
        client,
        rawBody,
        headers,
        webhookId,
        seen: app.rateLimits,
      });
      const told = await paypalEvents(event, {
        subscription: (id) => read(client, id),
        cycle: (planId) => cycleOfPlan(client, planId),
      });
      // One id per event told, so the module applies each once (a retry of the event again none).
      return told.map((one) => ({ ...one, eventId: `${event.id}:${one.type}` }));
    },
  };
}

/**
 * The PayPal plan billing `price`: the cached one while it still matches, else the one made
 * earlier for the same terms (found by its description among the product's plans), else a
 * new one, under the product of the price's plan name (made too when missing).
 */
async function planFor(client: PaypalClient, price: GatewayPrice): Promise<string> {
  if (price.gatewayPriceId) {
    const cached = await client
      .get(paypalPlanSchema, `/v1/billing/plans/${idIn(price.gatewayPriceId)}`)
      .catch((error: unknown) => {
        if (error instanceof PaypalRequestError && error.status === 404) return null;
        throw error;
      });
    if (cached && planMatches(cached, price)) return cached.id;
  }
  const productId = `COFFER-${digest(price.productName).toUpperCase()}`;
  const product = await client
    .get(paypalProductSchema, `/v1/catalogs/products/${productId}`)
    .catch((error: unknown) => {
      if (error instanceof PaypalRequestError && error.status === 404) return null;
      throw error;
    });
  if (!product) {
    await client.post(paypalProductSchema, '/v1/catalogs/products', {
      id: productId,
      name: price.productName.slice(0, 127),
      type: 'SERVICE',
      category: 'SOFTWARE',
    });
  }
  const key = `coffer:${price.id}:${digest(`${price.amount} ${price.currency} ${price.interval} ${price.intervalCount}`)}`;
  for (let page = 1; page <= 20; page++) {
    const list = await client.get(paypalPlanListSchema, '/v1/billing/plans', {
      product_id: productId,
      page_size: '20',
      page: String(page),
      total_required: 'true',
    });
    const same = list.plans.find((plan) => plan.description === key && plan.status === 'ACTIVE');
    if (same) return same.id;
    if (page >= (list.total_pages ?? 1)) break;
  }
  const currency = price.currency.toUpperCase();
  const made = await client.post(paypalPlanSchema, '/v1/billing/plans', {
    product_id: productId,
    name: `${price.productName} ${paypalAmount(price.amount, currency)} ${currency} / ${price.intervalCount} ${price.interval}`.slice(
      0,
      127,
    ),
    description: key,
    status: 'ACTIVE',
    billing_cycles: [
      {
        frequency: {
          interval_unit: intervalUnit(price.interval),
          interval_count: price.intervalCount,
        },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: {
          fixed_price: { value: paypalAmount(price.amount, currency), currency_code: currency },
        },
      },
    ],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
  });
  return made.id;
}

/** The subscription's payments, from its start up to the latest time PayPal names for it. */
async function paymentsOf(client: PaypalClient, sub: PaypalSubscription) {
  const info = sub.billing_info;
  const since = sub.create_time ?? sub.start_time ?? new Date(0).toISOString();
  // Not just up to now: a sandbox (or the fake) may run ahead of this clock.
  const times = [
    info?.next_billing_time,
    info?.last_payment?.time,
    info?.last_failed_payment?.time,
  ];
  const until = Math.max(Date.now(), ...times.map((time) => Date.parse(time ?? '') || 0));
  const list = await client.get(
    paypalTransactionsSchema,
    `${subscriptionPath(sub.id)}/transactions`,
    {
      start_time: new Date(since).toISOString(),
      end_time: new Date(until + 86_400_000).toISOString(),
    },
  );
  return list.transactions;
}

function subscriptionPath(gatewayId: string): string {
  return `/v1/billing/subscriptions/${idIn(gatewayId)}`;
}

/** A PayPal id as a path segment; ids come back from the browser (`paypal/done`). */
function idIn(id: string): string {
  if (!/^[A-Za-z0-9-]{3,64}$/.test(id))
    throw new PaypalRequestError(404, `not a PayPal id: ${id.slice(0, 40)}`);
  return id;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
