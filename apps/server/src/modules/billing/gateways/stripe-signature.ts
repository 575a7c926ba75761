import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { HttpProblem } from '../../../platform/http/errors';
import type { RateLimitStore } from '../../../platform/security/rate-limit';

/** How far a webhook's signed time may be from now, as Stripe's own libraries allow. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

export type WebhookRefusal = 'unconfigured' | 'malformed' | 'forged' | 'stale' | 'replayed';

/** A webhook that is not Stripe's, or not fresh: answered 400, and nothing changes. */
export class StripeWebhookRefused extends HttpProblem {
  constructor(readonly reason: WebhookRefusal) {
    super(400, 'The webhook could not be verified.');
  }
}

/**
 * Checks a `Stripe-Signature` header (`t=<unix time>,v1=<hex HMAC-SHA256 of "t.body">`, more
 * than one `v1` while a secret rolls) over the raw body with the endpoint's signing secret,
 * then that `t` is within the tolerance of `nowMs`, then that this very delivery was not seen
 * before (the signature is remembered in `seen`, shared by every instance, for as long as it
 * could pass the time check). Throws `StripeWebhookRefused` at the first that fails.
 */
export async function verifyStripeSignature(input: {
  rawBody: Buffer;
  header: string | undefined;
  secret: string;
  nowMs: number;
  seen: Pick<RateLimitStore, 'hit'>;
}): Promise<void> {
  if (!input.secret) throw new StripeWebhookRefused('unconfigured');
  const { timestamp, signatures } = parseHeader(input.header);
  const expected = createHmac('sha256', input.secret)
    .update(`${timestamp}.`)
    .update(input.rawBody)
    .digest();
  const matching = signatures.find((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matching) throw new StripeWebhookRefused('forged');
  if (Math.abs(input.nowMs / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_S) {
    throw new StripeWebhookRefused('stale');
  }
  const delivery = createHash('sha256').update(`${timestamp}.${matching}`).digest('hex');
  // Past twice the tolerance a replay fails the time check, so the memory can lapse then.
  const windowMs = (2 * STRIPE_SIGNATURE_TOLERANCE_S + 60) * 1000;
  const { hits } = await input.seen.hit(
    `billing.stripe.webhook:${delivery.slice(0, 40)}`,
    windowMs,
  );
  if (hits > 1) throw new StripeWebhookRefused('replayed');
}

function parseHeader(header: string | undefined): { timestamp: number; signatures: string[] } {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (at <= 0) continue;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new StripeWebhookRefused('malformed');
  }
  return { timestamp, signatures };
}
