import type { PriceInterval } from '@coffer/contract';
import { defineMessage } from '@coffer/core';

/**
 * The spec's billing texts, word for word (§2.2 pricing, §8 the unsubscribe toasts) and the
 * test gateway's labels agreed for issue 27, as catalogue messages shown through `trans()`.
 */
export const BILLING_TEXT = {
  mostPopular: defineMessage('Most popular'),
  testMode: defineMessage('Test mode'),
  cardNumber: defineMessage('Card number'),
  pay: defineMessage('Pay'),
  subscriptionNotFound: defineMessage('Subscription not found.'),
  unsubscribed: defineMessage('You have successfully unsubscribed.'),
} as const;

/**
 * A displayed price per one interval (spec §5: the amount ÷ interval count): '$8 / month'. One
 * message per interval rather than an ICU `select`: plain placeholders need no message-format
 * parser, which the pricing page would otherwise load (11.8 KB, ADR 0007).
 */
export const PER_INTERVAL: Record<PriceInterval, string> = {
  day: defineMessage('{price} / day'),
  week: defineMessage('{price} / week'),
  month: defineMessage('{price} / month'),
  year: defineMessage('{price} / year'),
};

/** What one payment is, when it covers several intervals: 'Billed $96 every 12 months'. */
export const BILLED_EVERY: Record<PriceInterval, string> = {
  day: defineMessage('Billed {amount} every {count} days'),
  week: defineMessage('Billed {amount} every {count} weeks'),
  month: defineMessage('Billed {amount} every {count} months'),
  year: defineMessage('Billed {amount} every {count} years'),
};
