import type { BillingGateway, PriceInterval, SubscriptionStatus } from '@coffer/contract';
import { defineMessage } from '@coffer/core';
import type { BadgeTone } from '@coffer/ui/Badge';
import { BILLING_TEXT } from '../messages';

/** A subscription status's name and the tone of its badge. */
export const STATUS_LABELS: Record<SubscriptionStatus, { label: string; tone: BadgeTone }> = {
  active: { label: defineMessage('Active'), tone: 'positive' },
  trialing: { label: defineMessage('Trialing'), tone: 'primary' },
  past_due: { label: defineMessage('Past due'), tone: 'danger' },
  cancelled: { label: defineMessage('Cancelled'), tone: 'neutral' },
  expired: { label: defineMessage('Expired'), tone: 'neutral' },
};

/** Where a subscription is paid; the test gateway is 'Test mode' wherever it shows. */
export const GATEWAY_LABELS: Record<BillingGateway, string> = {
  test: BILLING_TEXT.testMode,
  stripe: defineMessage('Stripe'),
  paypal: defineMessage('PayPal'),
  none: defineMessage('Granted by an admin'),
};

/** The interval a custom period counts in. */
export const INTERVAL_LABELS: Record<PriceInterval, string> = {
  day: defineMessage('Days'),
  week: defineMessage('Weeks'),
  month: defineMessage('Months'),
  year: defineMessage('Years'),
};

/** A price's period in the plan list and the subscription editor: 'every 3 months'. */
export const EVERY_PERIOD = defineMessage(
  '{amount} every {count, plural, one {{interval, select, day {day} week {week} month {month} other {year}}} other {# {interval, select, day {days} week {weeks} month {months} other {years}}}}',
);

/** What the admin sees of a price that has subscribers. */
export const LOCKED_PRICE = defineMessage('Has subscribers: add a new price to change it.');
