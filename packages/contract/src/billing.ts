import { z } from 'zod';
import { billingApi } from './api/billing';
import { messageResponseSchema } from './auth';
import {
  billingGateways,
  priceIntervals,
  priceSchema,
  productAndPriceFields,
  productSchema,
  publicProductsResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatuses,
} from './billing-shared';
import {
  billingOverviewResponseSchema,
  changePlanPayloadSchema,
  changePlanResponseSchema,
  checkoutPayloadSchema,
  checkoutResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  paymentMethodDonePayloadSchema,
  paymentMethodPayloadSchema,
  paymentMethodResponseSchema,
  paypalDonePayloadSchema,
  stripeDonePayloadSchema,
  unsubscribePayloadSchema,
  unsubscribeResponseSchema,
  webhookResponseSchema,
} from './billing-subscriber';
import { permissionSchema } from './bootstrap';
import { dataTableQuerySchema, numericIdParamsSchema, numericIdsParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

// Billing (issue 27), in three files: the shared schemas (`./billing-shared`), the subscriber's
// calls (`./billing-subscriber`), and here the admin's plans and subscriptions lists with the
// endpoint bindings. Both others are re-exported, so `./billing` names every billing schema.
// Neither imports this file, and `../api/billing` imports only types: every schema exists
// before `bindSchemas` below reads it.
export * from './billing-shared';
export * from './billing-subscriber';

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date.' });

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
  ...productAndPriceFields,
  status: z.enum(['active', 'trialing'] as const).default('active'),
  renews_at: isoDate.nullable().default(null),
  ends_at: isoDate.nullable().default(null),
  trial_ends_at: isoDate.nullable().default(null),
});
export type CreateSubscriptionPayload = z.input<typeof createSubscriptionPayloadSchema>;

/** `PUT billing/subscriptions/{id}`: what is given changes. */
export const updateSubscriptionPayloadSchema = z.object({
  product_id: productAndPriceFields.product_id.optional(),
  price_id: productAndPriceFields.price_id.optional(),
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
