import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  BillingGateway,
  GatewayEvent,
  GatewayPrice,
  GatewaySubscription,
  SubscribeInput,
} from './gateway';
import { type StripeClient, StripeRequestError, stripeClient } from './stripe-api';
import {
  invoiceOf,
  paymentMethodOf,
  priceMatches,
  stripeCustomerSchema,
  stripeEventSchema,
  stripeInvoiceSchema,
  stripeListSchema,
  stripePaymentMethodSchema,
  stripePriceSchema,
  stripeSetupIntentSchema,
  stripeSubscriptionSchema,
  subscriptionOf,
  toStripeAmount,
} from './stripe-objects';
import { StripeWebhookRefused, verifyStripeSignature } from './stripe-signature';

/**
 * Stripe (issue 27), over its REST API at `STRIPE_API_BASE` with the secret key of the
 * settings (`billing.stripe.*`, switched on by `billing.stripe.enable`). Checkout makes an
 * incomplete subscription whose first invoice's PaymentIntent the browser confirms (the
 * Payment Element, with the public key); a SetupIntent replaces the card; webhooks are read
 * only once their `Stripe-Signature` checks out, and then from Stripe's current state.
 */
export function createStripeGateway(app: FastifyInstance): BillingGateway {
  const base = app.config.billing.stripeApiBase;

  async function account() {
    const settings = await app.serverSettings.all();
    return {
      publicKey: settings['billing.stripe.public_key'],
      secretKey: settings['billing.stripe.secret_key'],
      webhookSecret: settings['billing.stripe.webhook_secret'],
    };
  }

  async function stripe(): Promise<StripeClient> {
    const { secretKey } = await account();
    if (!secretKey) throw new StripeRequestError(502, 'billing.stripe.secret_key is not set');
    return stripeClient(base, secretKey);
  }

  return {
    name: 'stripe',

    async enabled() {
      const { publicKey, secretKey } = await account();
      return (await app.settings.get('billing')).stripe.enable && !!publicKey && !!secretKey;
    },

    async subscribe({ customer, price }) {
      const { publicKey } = await account();
      const client = await stripe();
      const customerId = await customerFor(client, customer);
      const priceId = await priceFor(client, price);
      const sub = await client.post(stripeSubscriptionSchema, '/v1/subscriptions', {
        customer: customerId,
        items: [{ price: priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.payment_intent'],
        metadata: { coffer_user_id: String(customer.userId), coffer_price_id: String(price.id) },
      });
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      const intent = typeof invoice?.payment_intent === 'object' ? invoice.payment_intent : null;
      if (sub.status === 'incomplete' && intent?.client_secret) {
        return {
          status: 'requires_payment',
          gatewayId: sub.id,
          clientSecret: intent.client_secret,
          publicKey,
          gatewayPriceId: priceId,
        };
      }
      // Nothing to pay now (a price of 0): Stripe started it already.
      return { status: 'complete', subscription: await read(client, sub.id) };
    },

    async fetchSubscription(gatewayId) {
      return read(await stripe(), gatewayId);
    },

    async changePrice(gatewayId, price) {
      const client = await stripe();
      const current = await client.get(stripeSubscriptionSchema, subscriptionPath(gatewayId));
      const item = current.items.data[0];
      if (!item) throw new StripeRequestError(502, `${gatewayId} has no item`);
      const priceId = await priceFor(client, price);
      await client.post(stripeSubscriptionSchema, subscriptionPath(gatewayId), {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'create_prorations',
      });
      return read(client, gatewayId);
    },

    async cancel(gatewayId, { atPeriodEnd }) {
      const client = await stripe();
      if (atPeriodEnd) {
        await client.post(stripeSubscriptionSchema, subscriptionPath(gatewayId), {
          cancel_at_period_end: true,
        });
      } else {
        await client.delete(stripeSubscriptionSchema, subscriptionPath(gatewayId));
      }
      return read(client, gatewayId);
    },

    async resume(gatewayId) {
      const client = await stripe();
      await client.post(stripeSubscriptionSchema, subscriptionPath(gatewayId), {
        cancel_at_period_end: false,
      });
      return read(client, gatewayId);
    },

    async changePaymentMethod(gatewayId) {
      const { publicKey } = await account();
      const client = await stripe();
      const sub = await client.get(stripeSubscriptionSchema, subscriptionPath(gatewayId));
      const intent = await client.post(stripeSetupIntentSchema, '/v1/setup_intents', {
        customer: sub.customer,
        usage: 'off_session',
        payment_method_types: ['card'],
        metadata: { coffer_subscription: sub.id },
      });
      if (!intent.client_secret) throw new StripeRequestError(502, `${intent.id} has no secret`);
      return {
        status: 'requires_confirmation',
        gatewayId: intent.id,
        clientSecret: intent.client_secret,
        publicKey,
      };
    },

    async completePaymentMethodChange(gatewayId, setupGatewayId) {
      const client = await stripe();
      const sub = await client.get(stripeSubscriptionSchema, subscriptionPath(gatewayId));
      const intent = await client.get(
        stripeSetupIntentSchema,
        `/v1/setup_intents/${idIn(setupGatewayId, 'seti_')}`,
      );
      const methodId =
        typeof intent.payment_method === 'object'
          ? intent.payment_method?.id
          : intent.payment_method;
      // Another customer's SetupIntent, or one the browser never confirmed, changes nothing.
      if (intent.customer !== sub.customer || intent.status !== 'succeeded' || !methodId) {
        throw new StripeRequestError(404, `${setupGatewayId} is not a confirmed card of ${sub.id}`);
      }
      const method = await client.get(
        stripePaymentMethodSchema,
        `/v1/payment_methods/${idIn(methodId, 'pm_', 'card_')}`,
      );
      await client.post(stripeCustomerSchema, `/v1/customers/${idIn(sub.customer, 'cus_')}`, {
        invoice_settings: { default_payment_method: method.id },
      });
      await client.post(stripeSubscriptionSchema, subscriptionPath(gatewayId), {
        default_payment_method: method.id,
      });
      return paymentMethodOf(method);
    },

    async verifyWebhook(rawBody, headers) {
      const { webhookSecret } = await account();
      await verifyStripeSignature({
        rawBody,
        header: headerOf(headers, 'stripe-signature'),
        secret: webhookSecret,
        // Stripe signs with the real time, also while its test clocks move a subscription's
        // time; app.clock is the site's time, which the e2e server moves (ADR 0017).
        nowMs: Date.now(),
        seen: app.rateLimits,
      });
      const event = stripeEventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw new StripeWebhookRefused('malformed');
      const told = await eventsOf(await stripe(), event.data.type, event.data.data.object.id);
      // One id per event told, so the module applies each once (a retry of the event again none).
      return told.map((one) => ({ ...one, eventId: `${event.data.id}:${one.type}` }));
    },
  };

  async function read(client: StripeClient, gatewayId: string): Promise<GatewaySubscription> {
    const sub = await client.get(stripeSubscriptionSchema, subscriptionPath(gatewayId), {
      expand: ['default_payment_method'],
    });
    const invoices = await client.get(stripeListSchema(stripeInvoiceSchema), '/v1/invoices', {
      subscription: sub.id,
      limit: 24,
    });
    return subscriptionOf(sub, invoices.data);
  }

  /**
   * What an event tells, read back from Stripe (in the API version Coffer speaks, and as it
   * stands now, so a late or out-of-order event cannot bring back an old state).
   */
  async function eventsOf(client: StripeClient, type: string, id: string): Promise<GatewayEvent[]> {
    switch (type) {
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = await client.get(stripeInvoiceSchema, `/v1/invoices/${idIn(id, 'in_')}`);
        if (!invoice.subscription) return [];
        const paid = invoice.status === 'paid';
        if (!paid && type === 'invoice.paid') return [];
        return [
          {
            type: paid ? 'invoice.paid' : 'invoice.failed',
            subscriptionGatewayId: invoice.subscription,
            invoice: invoiceOf(invoice),
          },
        ];
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        return [{ type: 'subscription.updated', subscription: await read(client, id) }];
      case 'customer.subscription.deleted':
        return [{ type: 'subscription.deleted', gatewayId: id }];
      default:
        return [];
    }
  }
}

/** The Stripe customer of a Coffer user (found by email and the user id in its metadata). */
async function customerFor(client: StripeClient, customer: SubscribeInput['customer']) {
  const userId = String(customer.userId);
  const found = await client.get(stripeListSchema(stripeCustomerSchema), '/v1/customers', {
    email: customer.email,
    limit: 100,
  });
  const known = found.data.find((c) => c.metadata?.coffer_user_id === userId);
  if (known) return known.id;
  const made = await client.post(
    stripeCustomerSchema,
    '/v1/customers',
    { email: customer.email, name: customer.name, metadata: { coffer_user_id: userId } },
    // Two checkouts at once make one customer.
    { idempotencyKey: `coffer-customer-${userId}-${digest(customer.email)}` },
  );
  return made.id;
}

/**
 * The Stripe price billing `price`: the cached one while it still matches, else the one
 * made earlier under the same lookup key (the price's id and terms), else a new one with
 * its product.
 */
async function priceFor(client: StripeClient, price: GatewayPrice): Promise<string> {
  if (price.gatewayPriceId) {
    const cached = await client
      .get(stripePriceSchema, `/v1/prices/${idIn(price.gatewayPriceId, 'price_')}`)
      .catch((error: unknown) => {
        if (error instanceof StripeRequestError && error.status === 404) return null;
        throw error;
      });
    if (cached && priceMatches(cached, price)) return cached.id;
  }
  const lookupKey = `coffer_price_${price.id}_${digest(
    `${price.amount} ${price.currency} ${price.interval} ${price.intervalCount}`,
  )}`;
  const listed = await client.get(stripeListSchema(stripePriceSchema), '/v1/prices', {
    lookup_keys: [lookupKey],
    active: true,
    limit: 10,
  });
  const same = listed.data.find((candidate) => priceMatches(candidate, price));
  if (same) return same.id;
  const made = await client.post(
    stripePriceSchema,
    '/v1/prices',
    {
      currency: price.currency.toLowerCase(),
      unit_amount: toStripeAmount(price.amount, price.currency),
      recurring: { interval: price.interval, interval_count: price.intervalCount },
      product_data: { name: price.productName },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      metadata: { coffer_price_id: String(price.id) },
    },
    { idempotencyKey: lookupKey },
  );
  return made.id;
}

function subscriptionPath(gatewayId: string): string {
  return `/v1/subscriptions/${idIn(gatewayId, 'sub_')}`;
}

/**
 * A Stripe id as a path segment. Ids come back from the browser (`stripe/done`), so one that
 * is not of the expected kind is unknown (404) before any request is made.
 */
function idIn(id: string, ...prefixes: string[]): string {
  if (!prefixes.some((p) => id.startsWith(p)) || !/^[A-Za-z0-9_]{4,255}$/.test(id)) {
    throw new StripeRequestError(404, `not a ${prefixes.join('/')} id: ${id.slice(0, 40)}`);
  }
  return id;
}

function headerOf(headers: Record<string, string | undefined>, name: string) {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
