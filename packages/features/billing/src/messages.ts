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

/** A displayed price per one interval (spec §5: the amount ÷ interval count): '$8 / month'. */
export const PER_INTERVAL = defineMessage(
  '{price} / {interval, select, day {day} week {week} month {month} other {year}}',
);

/** What one payment is, when it covers several intervals: 'Billed $96 every 12 months'. */
export const BILLED_EVERY = defineMessage(
  'Billed {amount} every {count} {interval, select, day {days} week {weeks} month {months} other {years}}',
);
