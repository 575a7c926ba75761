import type { CheckoutGateway, PaymentMethod, SubscriptionStatus } from '@coffer/contract';

/**
 * What the billing module asks of a payment gateway (issue 27). The module owns the rules
 * (who may subscribe, which price, what a subscription grants) and the records; a gateway
 * only speaks to its payment service and reports what it says, in these terms. Each gateway
 * is switched on in the settings (tab subscriptions); the test gateway needs no outside
 * service, Stripe and PayPal are reached over HTTP at a base URL the config may point at a
 * local fake (tests).
 */
export interface BillingGateway {
  readonly name: CheckoutGateway;

  /** Whether the admin switched it on and gave what it needs (keys). */
  enabled(): Promise<boolean>;

  /**
   * Starts a subscription of `customer` to `price`. `complete`: paid and running now (the
   * test gateway); `requires_payment`: the browser confirms with `client_secret` (Stripe);
   * `requires_approval`: the buyer approves at `approve_url` (PayPal). `gatewayId` names the
   * subscription at the gateway in every later call.
   */
  subscribe(input: SubscribeInput): Promise<SubscribeResult>;

  /** Reads a subscription back from the gateway (after the browser's confirmation or approval). */
  fetchSubscription(gatewayId: string): Promise<GatewaySubscription>;

  /** Moves a subscription to another price; the gateway prorates where it can. */
  changePrice(gatewayId: string, price: GatewayPrice): Promise<GatewaySubscription>;

  /** Cancels at the end of the paid period (`atPeriodEnd`) or at once. */
  cancel(gatewayId: string, options: { atPeriodEnd: boolean }): Promise<GatewaySubscription>;

  /** Undoes a cancel at period end while the period still runs. */
  resume(gatewayId: string): Promise<GatewaySubscription>;

  /**
   * Replaces the payment method: `complete` at once (test card) or `requires_confirmation`
   * with a SetupIntent's client secret (Stripe). Absent when the gateway manages it itself
   * (PayPal: the buyer changes it at PayPal).
   */
  changePaymentMethod?(
    gatewayId: string,
    input: { cardNumber?: string },
  ): Promise<PaymentMethodResult>;

  /**
   * After the browser confirmed a `requires_confirmation` change (Stripe's SetupIntent
   * `setupGatewayId`): makes its payment method the subscription's and answers it. Throws
   * (404) when the SetupIntent is not the subscription's customer's or did not succeed.
   */
  completePaymentMethodChange?(gatewayId: string, setupGatewayId: string): Promise<PaymentMethod>;

  /**
   * Checks a webhook's signature over its raw body and turns it into events; throws (the
   * route answers 400 and changes nothing) when it is forged, stale or replayed.
   */
  verifyWebhook?(
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
  ): Promise<GatewayEvent[]>;
}

export interface GatewayPrice {
  id: number;
  /** Major units (9.99). */
  amount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  productName: string;
  /** The price's id at the gateway, once made there (Stripe price, PayPal plan). */
  gatewayPriceId: string | null;
}

export interface SubscribeInput {
  customer: { userId: number; email: string; name: string };
  price: GatewayPrice;
  /** The test gateway's card. */
  cardNumber?: string;
  /** Where PayPal sends the buyer back (`/checkout/{product}/{price}/paypal/done`). */
  returnUrl: string;
  cancelUrl: string;
}

export type SubscribeResult =
  | { status: 'complete'; subscription: GatewaySubscription }
  | {
      status: 'requires_payment';
      gatewayId: string;
      clientSecret: string;
      publicKey: string;
      /** The price as made at the gateway now: store it as the price's gateway id. */
      gatewayPriceId?: string;
    }
  | {
      status: 'requires_approval';
      gatewayId: string;
      approveUrl: string;
      /** The plan as made at the gateway now: store it as the price's gateway id. */
      gatewayPriceId?: string;
    };

/** A subscription as the gateway reports it. Dates are ISO strings. */
export interface GatewaySubscription {
  gatewayId: string;
  status: SubscriptionStatus | 'incomplete';
  renewsAt: string | null;
  endsAt: string | null;
  trialEndsAt: string | null;
  /** The price's id at the gateway, to find which local price it is. */
  gatewayPriceId: string | null;
  paymentMethod: PaymentMethod | null;
  /** Invoices the gateway made for it, newest first. */
  invoices: GatewayInvoice[];
  /**
   * The Coffer user the gateway's record names (Stripe metadata, PayPal custom_id), to check
   * that a `stripe/done` or `paypal/done` names the caller's own subscription.
   */
  userId?: number | null;
  /**
   * Set when a change waits for the buyer (PayPal's revise of the plan): the new price applies
   * once they approve there; until then `gatewayPriceId` is still the old one.
   */
  approveUrl?: string | null;
}

export interface GatewayInvoice {
  gatewayId: string;
  amount: number;
  currency: string;
  paid: boolean;
  periodStart: string;
  periodEnd: string;
}

export type PaymentMethodResult =
  | { status: 'complete'; paymentMethod: PaymentMethod }
  | { status: 'requires_confirmation'; gatewayId: string; clientSecret: string; publicKey: string };

/**
 * What a verified webhook tells the billing module. `eventId`, the gateway's id of the event
 * it came from: the module stores it, and an event id seen before changes nothing again.
 */
export type GatewayEvent = { eventId?: string } & (
  | { type: 'subscription.updated'; subscription: GatewaySubscription }
  | { type: 'subscription.deleted'; gatewayId: string }
  | { type: 'invoice.paid'; subscriptionGatewayId: string; invoice: GatewayInvoice }
  | { type: 'invoice.failed'; subscriptionGatewayId: string; invoice: GatewayInvoice }
);
