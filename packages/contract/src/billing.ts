import { z } from 'zod';
import { billingApi } from './api/billing';
import { messageResponseSchema } from './auth';
import { permissionSchema } from './bootstrap';
import { dataTableQuerySchema, numericIdParamsSchema, numericIdsParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date.' });

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

export const planOrderColumns = ['position', 'name', 'created_at', 'subscribers_count'] as const;
export const planFiltersSchema = z.strictObject({
  hidden: z.boolean().optional(),
  free: z.boolean().optional(),
});
export const plansQuerySchema = dataTableQuerySchema(
  planOrderColumns,
  planFiltersSchema,
  'position',
);
export type PlansQuery = z.input<typeof plansQuerySchema>;
export const plansResponseSchema = z.object({ pagination: paginationSchema(productSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const productResponseSchema = z.object({ product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

const currency = z
  .string({ error: 'Enter a currency.' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'The currency is a three-letter code (USD).')
  .transform((code) => code.toUpperCase());

/**
 * A price in a plan's form: `id` names an existing one (a locked price must come back
 * unchanged, or without its id as a new price); without it, a new price.
 */
export const pricePayloadSchema = z.object({
  id: z.number().int().positive().optional(),
  amount: z
    .number({ error: 'Enter an amount.' })
    .min(0, 'The amount cannot be negative.')
    .max(1_000_000, 'The amount is too large.')
    .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), {
      error: 'At most two decimals.',
    }),
  currency,
  interval: z.enum(priceIntervals, { error: 'Choose a period.' }),
  interval_count: z
    .number({ error: 'Enter how many periods.' })
    .int('Enter a whole number.')
    .min(1, 'At least 1.')
    .max(366, 'At most 366.'),
});
export type PricePayload = z.input<typeof pricePayloadSchema>;

/** `POST billing/products`, `PUT billing/products/{id}`: the whole plan. */
export const productPayloadSchema = z
  .object({
    name: z
      .string({ error: 'The name field is required.' })
      .trim()
      .min(1, 'The name field is required.')
      .max(100, 'The name is too long.'),
    description: z
      .string()
      .trim()
      .max(1000, 'The description is too long.')
      .nullable()
      .default(null),
    feature_list: z
      .array(z.string().trim().min(1, 'Enter the feature.').max(200, 'The feature is too long.'))
      .max(30, 'At most 30 features.')
      .default([]),
    position: z.number().int().min(0).max(1000).default(0),
    recommended: z.boolean().default(false),
    free: z.boolean().default(false),
    hidden: z.boolean().default(false),
    available_space: z
      .number()
      .int('Enter a whole number of bytes.')
      .min(0, 'The space cannot be negative.')
      .nullable()
      .default(null),
    permissions: z.array(permissionSchema).max(100).default([]),
    prices: z.array(pricePayloadSchema).max(20, 'At most 20 prices.').default([]),
  })
  .refine((plan) => plan.free || plan.prices.length > 0, {
    path: ['prices'],
    error: 'A paid plan needs a price.',
  });
export type ProductPayload = z.input<typeof productPayloadSchema>;

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

/** `GET billing/me`: the billing page (spec §2.3). */
export const billingOverviewResponseSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  payment_method: paymentMethodSchema.nullable(),
  invoices: z.array(invoiceSchema),
  /** The gateways switched on in the settings, for checkout and the payment method. */
  gateways: z.array(z.enum(checkoutGateways)),
});
export type BillingOverviewResponse = z.infer<typeof billingOverviewResponseSchema>;

export const invoiceParamsSchema = z.object({
  uuid: z.uuid({ error: 'Not found.' }),
});

/** `GET billing/invoices/{uuid}`: what the printable invoice shows. */
export const invoiceResponseSchema = z.object({
  invoice: invoiceSchema,
  customer: z.object({ name: z.string(), email: z.string() }),
  product: z.object({ id: z.number().int(), name: z.string() }),
  price: priceSchema,
  site_name: z.string(),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

const productAndPrice = {
  product_id: z.number({ error: 'Choose a plan.' }).int().positive(),
  price_id: z.number({ error: 'Choose a price.' }).int().positive(),
};

/** The test gateway's card field: digits, spaces allowed. */
const cardNumber = z
  .string({ error: 'Enter a card number.' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number.'));

/** `POST billing/checkout`: start paying for a plan (non-subscribers only). */
export const checkoutPayloadSchema = z.object({
  ...productAndPrice,
  gateway: z.enum(checkoutGateways, { error: 'Choose how to pay.' }),
  /** The test gateway only: the card that pays. */
  card_number: cardNumber.optional(),
});
export type CheckoutPayload = z.input<typeof checkoutPayloadSchema>;

/**
 * What checkout answers, by gateway: the test gateway finishes at once; Stripe asks the
 * browser to confirm the payment with the client secret; PayPal sends the buyer to approve.
 */
export const checkoutResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete'), subscription: subscriptionSchema }),
  z.object({
    status: z.literal('requires_payment'),
    gateway: z.literal('stripe'),
    client_secret: z.string(),
    public_key: z.string(),
    /** The gateway's subscription id, sent back to `stripe/done`. */
    gateway_id: z.string(),
  }),
  z.object({
    status: z.literal('requires_approval'),
    gateway: z.literal('paypal'),
    approve_url: z.string(),
    gateway_id: z.string(),
  }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const stripeDonePayloadSchema = z.object({
  gateway_id: z.string().trim().min(1).max(255),
});
export const paypalDonePayloadSchema = z.object({
  gateway_id: z.string().trim().min(1).max(255),
});

/** `POST billing/change-plan`: move to another plan or price (prorated where the gateway does). */
export const changePlanPayloadSchema = z.object(productAndPrice);
export type ChangePlanPayload = z.input<typeof changePlanPayloadSchema>;

/**
 * What a plan change answers: the subscription, and `approve_url` when the buyer must approve
 * the change at the gateway first (PayPal's revise); until then the old price stays.
 */
export const changePlanResponseSchema = subscriptionResponseSchema.extend({
  approve_url: z.string().optional(),
});
export type ChangePlanResponse = z.infer<typeof changePlanResponseSchema>;

/** `POST billing/payment-method`: the test gateway takes the new card at once; Stripe a SetupIntent. */
export const paymentMethodPayloadSchema = z.object({ card_number: cardNumber.optional() });
export const paymentMethodDonePayloadSchema = z.object({
  gateway_id: z.string().trim().min(1).max(255),
});
export const paymentMethodResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete'), payment_method: paymentMethodSchema }),
  z.object({
    status: z.literal('requires_confirmation'),
    gateway: z.literal('stripe'),
    client_secret: z.string(),
    public_key: z.string(),
    gateway_id: z.string(),
  }),
]);
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true) });

/**
 * `POST unsubscribe` (spec §7): `phone` names the account; only that account may cancel —
 * signed in as it, or with `token`, the signed link of a billing email. The human check's
 * answer travels beside it when enabled.
 */
export const unsubscribePayloadSchema = z.looseObject({
  phone: z
    .string({ error: 'The phone field is required.' })
    .trim()
    .min(1, 'The phone field is required.')
    .max(191, 'The phone is too long.'),
  token: z.string().trim().max(512).optional(),
});
export type UnsubscribePayload = z.input<typeof unsubscribePayloadSchema>;

/** Spec §3: a success or error marker, and when the plan stops. */
export const unsubscribeResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  deactivation_datetime: z.string().nullable(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** A subscription as the admin's list shows it. */
export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
  }),
  product: z.object({ id: z.number().int(), name: z.string() }),
  price: priceSchema,
  gateway: z.enum(billingGateways),
  gateway_id: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  valid: z.boolean(),
  renews_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const subscriptionOrderColumns = ['created_at', 'renews_at', 'ends_at', 'status'] as const;
export const subscriptionFiltersSchema = z.strictObject({
  status: z.enum(subscriptionStatuses).optional(),
  gateway: z.enum(billingGateways).optional(),
  product_id: z.number().int().positive().optional(),
});
export type SubscriptionFilters = z.infer<typeof subscriptionFiltersSchema>;
export const adminSubscriptionsQuerySchema = dataTableQuerySchema(
  subscriptionOrderColumns,
  subscriptionFiltersSchema,
  'created_at',
);
export type AdminSubscriptionsQuery = z.input<typeof adminSubscriptionsQuerySchema>;
export const adminSubscriptionsExportQuerySchema = adminSubscriptionsQuerySchema.pick({
  query: true,
  orderBy: true,
  orderDir: true,
  filters: true,
});
export const adminSubscriptionsResponseSchema = z.object({
  pagination: paginationSchema(adminSubscriptionSchema),
});
export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponseSchema>;
export const adminSubscriptionResponseSchema = z.object({ subscription: adminSubscriptionSchema });
export type AdminSubscriptionResponse = z.infer<typeof adminSubscriptionResponseSchema>;

/** `POST billing/subscriptions`: a plan an admin grants (gateway `none`). */
export const createSubscriptionPayloadSchema = z.object({
  user_id: z.number({ error: 'Choose a user.' }).int().positive(),
  ...productAndPrice,
  status: z.enum(['active', 'trialing'] as const).default('active'),
  renews_at: isoDate.nullable().default(null),
  ends_at: isoDate.nullable().default(null),
  trial_ends_at: isoDate.nullable().default(null),
});
export type CreateSubscriptionPayload = z.input<typeof createSubscriptionPayloadSchema>;

/** `PUT billing/subscriptions/{id}`: what is given changes. */
export const updateSubscriptionPayloadSchema = z.object({
  product_id: productAndPrice.product_id.optional(),
  price_id: productAndPrice.price_id.optional(),
  status: z.enum(subscriptionStatuses).optional(),
  renews_at: isoDate.nullable().optional(),
  ends_at: isoDate.nullable().optional(),
  trial_ends_at: isoDate.nullable().optional(),
});
export type UpdateSubscriptionPayload = z.input<typeof updateSubscriptionPayloadSchema>;

/** `POST billing/subscriptions/{id}/cancel`: at the period's end, or at once. */
export const cancelSubscriptionPayloadSchema = z.object({
  immediately: z.boolean().default(false),
});

export const billingEndpoints = bindSchemas(billingApi, {
  products: {
    summary: 'The plans of the pricing page (hidden ones out), by position',
    response: publicProductsResponseSchema,
  },
  plans: {
    summary: 'Every plan, searched, filtered, sorted and paged (admin)',
    query: plansQuerySchema,
    response: plansResponseSchema,
  },
  product: {
    summary: 'One plan with its prices and permissions (admin)',
    params: numericIdParamsSchema,
    response: productResponseSchema,
  },
  createProduct: {
    summary: 'Create a plan with its prices and permissions (admin)',
    body: productPayloadSchema,
    response: productResponseSchema,
  },
  updateProduct: {
    summary: 'Change a plan (a price with subscribers is locked: a change is a new price)',
    params: numericIdParamsSchema,
    body: productPayloadSchema,
    response: productResponseSchema,
  },
  deleteProduct: {
    summary: 'Delete a plan nobody subscribes to (admin)',
    params: numericIdParamsSchema,
    response: messageResponseSchema,
  },
  overview: {
    summary: 'The caller’s subscription, payment method and invoices',
    response: billingOverviewResponseSchema,
  },
  invoice: {
    summary: 'One invoice of the caller’s (or any, for subscriptions.update), for printing',
    params: invoiceParamsSchema,
    response: invoiceResponseSchema,
  },
  checkout: {
    summary: 'Subscribe to a plan’s price through a gateway (non-subscribers only)',
    body: checkoutPayloadSchema,
    response: checkoutResponseSchema,
  },
  stripeDone: {
    summary: 'Store a Stripe subscription the browser confirmed',
    body: stripeDonePayloadSchema,
    response: subscriptionResponseSchema,
  },
  paypalDone: {
    summary: 'Store a PayPal subscription the buyer approved',
    body: paypalDonePayloadSchema,
    response: subscriptionResponseSchema,
  },
  changePlan: {
    summary: 'Move the caller’s subscription to another plan or price',
    body: changePlanPayloadSchema,
    response: changePlanResponseSchema,
  },
  cancel: {
    summary: 'Cancel the caller’s subscription at the end of its period',
    response: subscriptionResponseSchema,
  },
  resume: {
    summary: 'Resume a cancelled subscription still in its grace period',
    response: subscriptionResponseSchema,
  },
  changePaymentMethod: {
    summary: 'Replace the caller’s payment method (the test card, or a Stripe SetupIntent)',
    body: paymentMethodPayloadSchema,
    response: paymentMethodResponseSchema,
  },
  paymentMethodDone: {
    summary: 'Store the payment method a Stripe SetupIntent confirmed',
    body: paymentMethodDonePayloadSchema,
    response: paymentMethodResponseSchema,
  },
  stripeWebhook: {
    summary: 'Stripe’s events (signature verified): invoices, subscriptions',
    response: webhookResponseSchema,
  },
  paypalWebhook: {
    summary: 'PayPal’s events (verified): subscription and payment changes',
    response: webhookResponseSchema,
  },
  unsubscribe: {
    summary: 'Cancel the subscription of the account with this phone, at the period’s end',
    body: unsubscribePayloadSchema,
    response: unsubscribeResponseSchema,
  },
  subscriptions: {
    summary: 'Every subscription, searched, filtered, sorted and paged (admin)',
    query: adminSubscriptionsQuerySchema,
    response: adminSubscriptionsResponseSchema,
  },
  exportSubscriptions: {
    summary: 'The subscription list as CSV, with the list’s search and filters (admin)',
    query: adminSubscriptionsExportQuerySchema,
  },
  createSubscription: {
    summary: 'Grant a user a plan (gateway none) (admin)',
    body: createSubscriptionPayloadSchema,
    response: adminSubscriptionResponseSchema,
  },
  updateSubscription: {
    summary: 'Change a subscription’s plan, status or dates (admin)',
    params: numericIdParamsSchema,
    body: updateSubscriptionPayloadSchema,
    response: adminSubscriptionResponseSchema,
  },
  deleteSubscriptions: {
    summary: 'Delete subscriptions (comma-separated ids) (admin)',
    params: numericIdsParamsSchema,
    response: messageResponseSchema,
  },
  cancelSubscription: {
    summary: 'Cancel a subscription at its period’s end or at once (admin)',
    params: numericIdParamsSchema,
    body: cancelSubscriptionPayloadSchema,
    response: adminSubscriptionResponseSchema,
  },
  resumeSubscription: {
    summary: 'Resume a cancelled subscription in its grace period (admin)',
    params: numericIdParamsSchema,
    response: adminSubscriptionResponseSchema,
  },
});
