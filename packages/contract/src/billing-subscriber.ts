import { z } from 'zod';
import {
  checkoutGateways,
  invoiceSchema,
  paymentMethodSchema,
  priceSchema,
  productAndPriceFields,
  subscriptionResponseSchema,
  subscriptionSchema,
} from './billing-shared';

// Billing: the subscriber's own calls (spec §2.3 billing and checkout, §7 unsubscribe);
// bound to their endpoints in `./billing`.

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

/** The test gateway's card field: digits, spaces allowed. */
const cardNumber = z
  .string({ error: 'Enter a card number.' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number.'));

/** `POST billing/checkout`: start paying for a plan (non-subscribers only). */
export const checkoutPayloadSchema = z.object({
  ...productAndPriceFields,
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
export const changePlanPayloadSchema = z.object(productAndPriceFields);
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
