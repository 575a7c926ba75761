import { z } from 'zod';
import { HttpProblem } from '../../../platform/http/errors';
import type { RateLimitStore } from '../../../platform/security/rate-limit';
import type { GatewayEvent, GatewaySubscription } from './gateway';
import type { PaypalClient } from './paypal-api';
import {
  type BillingCycle,
  paymentInvoice,
  paypalEventSchema,
  paypalSaleSchema,
} from './paypal-objects';

/**
 * How far a webhook's transmission time may be from now. PayPal stamps each transmission
 * (a retry is a new one), so an old time is a replay, whatever the signature says.
 */
export const PAYPAL_TRANSMISSION_TOLERANCE_S = 60 * 60;

export type PaypalWebhookRefusal = 'unconfigured' | 'malformed' | 'forged' | 'stale' | 'replayed';

/** A webhook that is not PayPal's, or not fresh: answered 400, and nothing changes. */
export class PaypalWebhookRefused extends HttpProblem {
  constructor(readonly reason: PaypalWebhookRefusal) {
    super(400, 'The webhook could not be verified.');
  }
}

const verdictSchema = z.object({ verification_status: z.string() });
const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export type PaypalEvent = z.infer<typeof paypalEventSchema>;

/**
 * Checks a webhook the way PayPal asks: its transmission headers, the endpoint's webhook id
 * and the event go to `/v1/notifications/verify-webhook-signature`, which must answer
 * `SUCCESS`; then the transmission must be recent and not seen before (its id is remembered
 * in `seen`, shared by every instance, for as long as it could pass the time check).
 */
export async function verifyPaypalWebhook(input: {
  client: PaypalClient;
  rawBody: Buffer;
  headers: Record<string, string | undefined>;
  webhookId: string;
  seen: Pick<RateLimitStore, 'hit'>;
}): Promise<PaypalEvent> {
  if (!input.webhookId) throw new PaypalWebhookRefused('unconfigured');
  const lower = Object.fromEntries(
    Object.entries(input.headers).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const transmission = Object.fromEntries(
    Object.entries(HEADERS).map(([field, header]) => [field, lower[header]?.trim() ?? '']),
  ) as Record<keyof typeof HEADERS, string>;
  const sentAt = Date.parse(transmission.transmission_time);
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw new PaypalWebhookRefused('malformed');
  }
  const event = paypalEventSchema.safeParse(body);
  if (
    Object.values(transmission).some((value) => !value) ||
    Number.isNaN(sentAt) ||
    !event.success
  ) {
    throw new PaypalWebhookRefused('malformed');
  }
  const verdict = await input.client.post(
    verdictSchema,
    '/v1/notifications/verify-webhook-signature',
    {
      ...transmission,
      webhook_id: input.webhookId,
      webhook_event: body,
    },
  );
  if (verdict.verification_status !== 'SUCCESS') throw new PaypalWebhookRefused('forged');
  // Against the real time: PayPal stamps transmissions so, whatever the site's clock says.
  if (Math.abs(Date.now() - sentAt) > PAYPAL_TRANSMISSION_TOLERANCE_S * 1000) {
    throw new PaypalWebhookRefused('stale');
  }
  const windowMs = (2 * PAYPAL_TRANSMISSION_TOLERANCE_S + 60) * 1000;
  const key = `billing.paypal.webhook:${transmission.transmission_id.slice(0, 80)}`;
  if ((await input.seen.hit(key, windowMs)).hits > 1) throw new PaypalWebhookRefused('replayed');
  return event.data;
}

/**
 * What a verified event tells, read back from PayPal as it stands now (so a late event cannot
 * bring back an old state): subscription changes, payments made and payments failed.
 */
export async function paypalEvents(
  event: PaypalEvent,
  read: {
    subscription(id: string): Promise<GatewaySubscription>;
    cycle(planId: string): Promise<BillingCycle | null>;
  },
): Promise<GatewayEvent[]> {
  const type = event.event_type;
  const resource = event.resource;
  if (type === 'BILLING.SUBSCRIPTION.CANCELLED' || type === 'BILLING.SUBSCRIPTION.EXPIRED') {
    return [{ type: 'subscription.deleted', gatewayId: resource.id }];
  }
  if (type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') {
    const subscription = await read.subscription(resource.id);
    const failed = (resource as { billing_info?: { last_failed_payment?: FailedPayment } })
      .billing_info?.last_failed_payment;
    const cycle = subscription.gatewayPriceId
      ? await read.cycle(subscription.gatewayPriceId)
      : null;
    const invoice =
      failed?.amount && failed.time
        ? paymentInvoice({
            id: `${resource.id}-failed-${Date.parse(failed.time)}`,
            amount: failed.amount.value,
            currency: failed.amount.currency_code,
            time: failed.time,
            paid: false,
            cycle,
          })
        : null;
    return [
      ...(invoice
        ? [{ type: 'invoice.failed' as const, subscriptionGatewayId: resource.id, invoice }]
        : []),
      { type: 'subscription.updated', subscription },
    ];
  }
  if (type.startsWith('BILLING.SUBSCRIPTION.')) {
    return [{ type: 'subscription.updated', subscription: await read.subscription(resource.id) }];
  }
  if (type === 'PAYMENT.SALE.COMPLETED' || type === 'PAYMENT.SALE.DENIED') {
    const sale = paypalSaleSchema.safeParse(resource);
    if (!sale.success || !sale.data.billing_agreement_id) return [];
    const subscription = await read.subscription(sale.data.billing_agreement_id);
    const cycle = subscription.gatewayPriceId
      ? await read.cycle(subscription.gatewayPriceId)
      : null;
    const paid = type === 'PAYMENT.SALE.COMPLETED' && sale.data.state === 'completed';
    const invoice = paymentInvoice({
      id: sale.data.id,
      amount: sale.data.amount.total,
      currency: sale.data.amount.currency,
      time: sale.data.create_time,
      paid,
      cycle,
    });
    return [
      {
        type: paid ? 'invoice.paid' : 'invoice.failed',
        subscriptionGatewayId: subscription.gatewayId,
        invoice,
      },
      { type: 'subscription.updated', subscription },
    ];
  }
  return [];
}

interface FailedPayment {
  amount?: { value: string; currency_code: string };
  time?: string;
}
