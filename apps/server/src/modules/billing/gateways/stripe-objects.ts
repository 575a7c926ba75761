import type { PaymentMethod } from '@coffer/contract';
import { z } from 'zod';
import type { GatewayInvoice, GatewayPrice, GatewaySubscription } from './gateway';

/**
 * The parts of Stripe's objects Coffer reads (API version `STRIPE_API_VERSION`), checked as
 * they arrive, and their translation into the billing module's terms.
 */

const metadata = z.record(z.string(), z.string()).nullish();

export const stripePaymentMethodSchema = z.object({
  id: z.string(),
  type: z.string(),
  customer: z.string().nullish(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
    })
    .nullish(),
});
export type StripePaymentMethod = z.infer<typeof stripePaymentMethodSchema>;

export const stripePriceSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  currency: z.string(),
  unit_amount: z.number().int().nullable(),
  recurring: z
    .object({ interval: z.enum(['day', 'week', 'month', 'year']), interval_count: z.number() })
    .nullable(),
  lookup_key: z.string().nullish(),
});
export type StripePrice = z.infer<typeof stripePriceSchema>;

const stripePaymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  client_secret: z.string().nullable(),
});

export const stripeInvoiceSchema = z.object({
  id: z.string(),
  subscription: z.string().nullish(),
  status: z.string().nullable(),
  total: z.number().int(),
  currency: z.string(),
  period_start: z.number(),
  period_end: z.number(),
  lines: z.object({
    data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }) })),
  }),
  payment_intent: z.union([z.string(), stripePaymentIntentSchema]).nullish(),
});
export type StripeInvoice = z.infer<typeof stripeInvoiceSchema>;

export const stripeSubscriptionSchema = z.object({
  id: z.string(),
  customer: z.string(),
  status: z.string(),
  current_period_start: z.number(),
  current_period_end: z.number(),
  cancel_at_period_end: z.boolean(),
  cancel_at: z.number().nullish(),
  ended_at: z.number().nullish(),
  trial_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ id: z.string(), price: stripePriceSchema })) }),
  default_payment_method: z.union([z.string(), stripePaymentMethodSchema]).nullish(),
  latest_invoice: z.union([z.string(), stripeInvoiceSchema]).nullish(),
  metadata,
});
export type StripeSubscription = z.infer<typeof stripeSubscriptionSchema>;

export const stripeSetupIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  client_secret: z.string().nullable(),
  customer: z.string().nullish(),
  payment_method: z.union([z.string(), stripePaymentMethodSchema]).nullish(),
  metadata,
});

export const stripeCustomerSchema = z.object({ id: z.string(), metadata });

export const stripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.looseObject({ id: z.string() }) }),
});

export const stripeListSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), has_more: z.boolean().optional() });

/** Currencies Stripe counts in whole units (no cents). */
const ZERO_DECIMAL = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);

/** An amount in the currency's major unit (9.99) as Stripe's integer in its smallest unit. */
export function toStripeAmount(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);
}

export function fromStripeAmount(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? amount : amount / 100;
}

/** Whether a Stripe price bills what Coffer's price says. */
export function priceMatches(stripe: StripePrice, price: GatewayPrice): boolean {
  return (
    stripe.active &&
    stripe.currency.toUpperCase() === price.currency.toUpperCase() &&
    stripe.unit_amount === toStripeAmount(price.amount, price.currency) &&
    stripe.recurring?.interval === price.interval &&
    stripe.recurring.interval_count === price.intervalCount
  );
}

/** The subscription in the module's terms; `invoices` are read separately (newest first). */
export function subscriptionOf(
  sub: StripeSubscription,
  invoices: StripeInvoice[],
): GatewaySubscription {
  const ended = ['canceled', 'incomplete_expired'].includes(sub.status);
  const renews =
    !sub.cancel_at_period_end && ['active', 'trialing', 'past_due'].includes(sub.status);
  const userId = Number(sub.metadata?.coffer_user_id);
  return {
    gatewayId: sub.id,
    status: statusOf(sub),
    renewsAt: renews ? iso(sub.current_period_end) : null,
    endsAt: ended
      ? iso(sub.ended_at ?? sub.current_period_end)
      : sub.cancel_at_period_end
        ? iso(sub.cancel_at ?? sub.current_period_end)
        : null,
    trialEndsAt: sub.trial_end ? iso(sub.trial_end) : null,
    gatewayPriceId: sub.items.data[0]?.price.id ?? null,
    paymentMethod:
      typeof sub.default_payment_method === 'object' && sub.default_payment_method
        ? paymentMethodOf(sub.default_payment_method)
        : null,
    // Drafts are not billed yet; void ones never will be (an unpaid first invoice that expired).
    invoices: invoices
      .filter((invoice) => invoice.status !== 'draft' && invoice.status !== 'void')
      .map(invoiceOf),
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
  };
}

function statusOf(sub: StripeSubscription): GatewaySubscription['status'] {
  switch (sub.status) {
    case 'incomplete':
      return 'incomplete';
    case 'trialing':
      return sub.cancel_at_period_end ? 'cancelled' : 'trialing';
    case 'active':
      return sub.cancel_at_period_end ? 'cancelled' : 'active';
    // `unpaid` and `paused` still name a customer who owes: the module's past-due rules apply.
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    default:
      return 'expired';
  }
}

export function invoiceOf(invoice: StripeInvoice): GatewayInvoice {
  const periods = invoice.lines.data.map((line) => line.period);
  const start = periods.length ? Math.min(...periods.map((p) => p.start)) : invoice.period_start;
  const end = periods.length ? Math.max(...periods.map((p) => p.end)) : invoice.period_end;
  return {
    gatewayId: invoice.id,
    amount: fromStripeAmount(invoice.total, invoice.currency),
    currency: invoice.currency.toUpperCase(),
    paid: invoice.status === 'paid',
    periodStart: iso(start),
    periodEnd: iso(end),
  };
}

export function paymentMethodOf(method: StripePaymentMethod): PaymentMethod {
  return {
    gateway: 'stripe',
    brand: method.card?.brand ?? method.type,
    last4: method.card?.last4 ?? null,
    exp_month: method.card?.exp_month ?? null,
    exp_year: method.card?.exp_year ?? null,
  };
}

function iso(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}
