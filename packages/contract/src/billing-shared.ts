import { z } from 'zod';
import { permissionSchema } from './bootstrap';
import { paginationSchema } from './pagination';

// Billing's shared schemas (issue 27): prices, plans, subscriptions, payment methods and
// invoices, as both the subscriber's calls (`./billing-subscriber`) and the admin's
// (`./billing`) carry them.

/** How often a price bills (spec §3 Price). */
export const priceIntervals = ['day', 'week', 'month', 'year'] as const;
export type PriceInterval = (typeof priceIntervals)[number];

/** Where a subscription is paid; `none` is one an admin granted. */
export const billingGateways = ['test', 'stripe', 'paypal', 'none'] as const;
export type BillingGateway = (typeof billingGateways)[number];
/** The gateways a subscriber can pay through at checkout. */
export const checkoutGateways = ['test', 'stripe', 'paypal'] as const;
export type CheckoutGateway = (typeof checkoutGateways)[number];

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A price of a plan (spec §3 Price). `amount` in the currency's major unit (9.99). */
export const priceSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  amount: z.number(),
  /** ISO 4217, upper case (`USD`). */
  currency: z.string(),
  interval: z.enum(priceIntervals),
  interval_count: z.number().int(),
  /** It has subscribers: it can no longer change (a change is a new price). */
  locked: z.boolean(),
});
export type Price = z.infer<typeof priceSchema>;

/** A plan as `/pricing` shows it (spec §3 Plan/product); hidden plans never reach it. */
export const publicProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  feature_list: z.array(z.string()),
  position: z.number().int(),
  recommended: z.boolean(),
  free: z.boolean(),
  hidden: z.boolean(),
  /** The subscriber's storage in bytes; null: the site's default. */
  available_space: z.number().nullable(),
  prices: z.array(priceSchema),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** A plan as the admin edits it: with the permissions a subscriber gets. */
export const productSchema = publicProductSchema.extend({
  permissions: z.array(permissionSchema),
  subscribers_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const publicProductsResponseSchema = z.object({
  pagination: paginationSchema(publicProductSchema),
});
export type PublicProductsResponse = z.infer<typeof publicProductsResponseSchema>;

/** A card or account on file, as the billing page shows it (never its number). */
export const paymentMethodSchema = z.object({
  gateway: z.enum(billingGateways),
  /** `visa`, `mastercard`, `paypal`, `test`… */
  brand: z.string(),
  last4: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A subscription as its subscriber sees it. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  product: publicProductSchema,
  price: priceSchema,
  gateway: z.enum(billingGateways),
  status: z.enum(subscriptionStatuses),
  /** It grants the plan now (active, trialing, past due, or cancelled before `ends_at`). */
  valid: z.boolean(),
  /** It renews: valid and not cancelled. */
  active: z.boolean(),
  renews_at: z.string().nullable(),
  /** When a cancelled subscription stops (the grace period's end). */
  ends_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Sequential per site: `2026-000042`. */
  number: z.string(),
  subscription_id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  paid: z.boolean(),
  period_start: z.string(),
  period_end: z.string(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The plan and price a checkout, a plan change or an admin's grant names. */
export const productAndPriceFields = {
  product_id: z.number({ error: 'Choose a plan.' }).int().positive(),
  price_id: z.number({ error: 'Choose a price.' }).int().positive(),
};
