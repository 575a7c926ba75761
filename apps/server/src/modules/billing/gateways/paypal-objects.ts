import { z } from 'zod';
import type { GatewayInvoice, GatewayPrice, GatewaySubscription } from './gateway';

/**
 * The parts of PayPal's Subscriptions API v1 objects Coffer reads, checked as they arrive,
 * and their translation into the billing module's terms.
 */

const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string() });
const intervalUnits = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

export const paypalProductSchema = z.object({ id: z.string() });

export const paypalPlanSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  status: z.string(),
  description: z.string().nullish(),
  billing_cycles: z
    .array(
      z.object({
        frequency: z.object({
          interval_unit: z.enum(intervalUnits),
          interval_count: z.number().int(),
        }),
        tenure_type: z.string(),
        pricing_scheme: z.object({ fixed_price: money.nullish() }).nullish(),
      }),
    )
    .default([]),
});
export type PaypalPlan = z.infer<typeof paypalPlanSchema>;

export const paypalPlanListSchema = z.object({
  plans: z
    .array(z.object({ id: z.string(), status: z.string(), description: z.string().nullish() }))
    .default([]),
  total_pages: z.number().int().optional(),
});

export const paypalSubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.string(),
  status_change_note: z.string().nullish(),
  status_update_time: z.string().nullish(),
  start_time: z.string().nullish(),
  create_time: z.string().nullish(),
  custom_id: z.string().nullish(),
  billing_info: z
    .object({
      next_billing_time: z.string().nullish(),
      last_payment: z.object({ amount: money, time: z.string() }).nullish(),
      last_failed_payment: z.object({ amount: money, time: z.string() }).nullish(),
      failed_payments_count: z.number().int().default(0),
    })
    .nullish(),
  links: z.array(link).default([]),
});
export type PaypalSubscription = z.infer<typeof paypalSubscriptionSchema>;

export const paypalReviseSchema = z.object({
  plan_id: z.string(),
  links: z.array(link).default([]),
});

export const paypalTransactionsSchema = z.object({
  transactions: z
    .array(
      z.object({
        id: z.string(),
        status: z.string(),
        time: z.string(),
        amount_with_breakdown: z.object({ gross_amount: money }),
      }),
    )
    .default([]),
});
export type PaypalTransaction = z.infer<typeof paypalTransactionsSchema>['transactions'][number];

export const paypalSaleSchema = z.object({
  id: z.string(),
  state: z.string(),
  billing_agreement_id: z.string().nullish(),
  create_time: z.string(),
  amount: z.object({ total: z.string(), currency: z.string() }),
});

export const paypalEventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.looseObject({ id: z.string() }),
});

/**
 * The reason Coffer gives when it suspends a subscription to cancel it at the period's end:
 * PayPal cancels only at once, and a suspended one can be activated again (resume).
 */
export const CANCEL_AT_PERIOD_END_NOTE =
  'Cancelled by the subscriber at the end of the paid period';

/** Currencies PayPal takes without decimals. */
const WHOLE_UNITS = new Set(['HUF', 'JPY', 'TWD']);

export function paypalAmount(amount: number, currency: string): string {
  return amount.toFixed(WHOLE_UNITS.has(currency.toUpperCase()) ? 0 : 2);
}

export function intervalUnit(interval: GatewayPrice['interval']): (typeof intervalUnits)[number] {
  return interval.toUpperCase() as (typeof intervalUnits)[number];
}

/** The plan's regular billing cycle: how long one paid period lasts. */
export type BillingCycle = { unit: (typeof intervalUnits)[number]; count: number };

export function cycleOf(plan: PaypalPlan): BillingCycle | null {
  const regular = plan.billing_cycles.find((cycle) => cycle.tenure_type === 'REGULAR');
  return regular
    ? { unit: regular.frequency.interval_unit, count: regular.frequency.interval_count }
    : null;
}

/** Whether a PayPal plan bills what Coffer's price says. */
export function planMatches(plan: PaypalPlan, price: GatewayPrice): boolean {
  const regular = plan.billing_cycles.find((cycle) => cycle.tenure_type === 'REGULAR');
  const fixed = regular?.pricing_scheme?.fixed_price;
  return (
    plan.status === 'ACTIVE' &&
    regular?.frequency.interval_unit === intervalUnit(price.interval) &&
    regular.frequency.interval_count === price.intervalCount &&
    fixed?.currency_code.toUpperCase() === price.currency.toUpperCase() &&
    Number(fixed.value) === Number(paypalAmount(price.amount, price.currency))
  );
}

/** `time` plus one billing cycle. */
export function afterCycle(time: string, cycle: BillingCycle | null): string {
  const date = new Date(time);
  const count = cycle?.count ?? 1;
  if (cycle?.unit === 'DAY') date.setUTCDate(date.getUTCDate() + count);
  else if (cycle?.unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (cycle?.unit === 'YEAR') date.setUTCFullYear(date.getUTCFullYear() + count);
  else date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString();
}

/** The subscription in the module's terms, with its payments newest first as invoices. */
export function subscriptionOf(
  sub: PaypalSubscription,
  cycle: BillingCycle | null,
  transactions: PaypalTransaction[],
): GatewaySubscription {
  const billing = sub.billing_info;
  const status = statusOf(sub);
  const lastPaid = billing?.last_payment?.time ?? sub.start_time ?? null;
  const paidUntil = billing?.next_billing_time ?? (lastPaid ? afterCycle(lastPaid, cycle) : null);
  const userId = Number(sub.custom_id);
  return {
    gatewayId: sub.id,
    status,
    renewsAt: sub.status === 'ACTIVE' ? (billing?.next_billing_time ?? null) : null,
    endsAt:
      status === 'cancelled'
        ? paidUntil
        : status === 'expired'
          ? (sub.status_update_time ?? null)
          : null,
    trialEndsAt: null,
    gatewayPriceId: sub.plan_id,
    paymentMethod:
      status === 'incomplete'
        ? null
        : { gateway: 'paypal', brand: 'paypal', last4: null, exp_month: null, exp_year: null },
    invoices: [...transactions]
      .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
      .map((transaction) => invoiceOf(transaction, cycle)),
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
  };
}

function statusOf(sub: PaypalSubscription): GatewaySubscription['status'] {
  switch (sub.status) {
    case 'APPROVAL_PENDING':
    case 'APPROVED':
      return 'incomplete';
    case 'ACTIVE':
      return (sub.billing_info?.failed_payments_count ?? 0) > 0 ? 'past_due' : 'active';
    // PayPal suspends after too many failed payments too; only Coffer's own note is a cancel.
    case 'SUSPENDED':
      return sub.status_change_note === CANCEL_AT_PERIOD_END_NOTE ? 'cancelled' : 'past_due';
    default:
      return 'expired';
  }
}

function invoiceOf(transaction: PaypalTransaction, cycle: BillingCycle | null): GatewayInvoice {
  const gross = transaction.amount_with_breakdown.gross_amount;
  return {
    gatewayId: transaction.id,
    amount: Number(gross.value),
    currency: gross.currency_code.toUpperCase(),
    paid: transaction.status === 'COMPLETED',
    periodStart: new Date(transaction.time).toISOString(),
    periodEnd: afterCycle(transaction.time, cycle),
  };
}

/** A payment PayPal reports (a sale, or a subscription's failed payment) as an invoice. */
export function paymentInvoice(input: {
  id: string;
  amount: string;
  currency: string;
  time: string;
  paid: boolean;
  cycle: BillingCycle | null;
}): GatewayInvoice {
  return {
    gatewayId: input.id,
    amount: Number(input.amount),
    currency: input.currency.toUpperCase(),
    paid: input.paid,
    periodStart: new Date(input.time).toISOString(),
    periodEnd: afterCycle(input.time, input.cycle),
  };
}
