import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeServer } from '../../../../test/harness';
import { FAKE_CARDS, type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import {
  DAY_S,
  gatewayCustomer,
  gatewayPrice,
  startWebhookReceiver,
  switchOnGateway,
} from '../testing/gateways.test-support';
import type { BillingGateway } from './gateway';
import { createStripeGateway } from './stripe-gateway';

const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());

/** Signs `body` as Stripe does, at `timestamp`, with `secret`. */
function signed(body: string, timestamp: number, secret = fake.keys.webhookSecret) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

describeServer(
  'Stripe webhooks, as the fake Stripe sends them',
  (server) => {
    let stripe: BillingGateway;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      await switchOnGateway(server(), 'stripe', {
        'billing.stripe.public_key': fake.keys.publicKey,
        'billing.stripe.secret_key': fake.keys.secretKey,
        'billing.stripe.webhook_secret': fake.keys.webhookSecret,
      });
      stripe = createStripeGateway(server().app);
      receiver = await startWebhookReceiver(stripe);
      fake.setWebhookUrl(receiver.url);
    });
    afterAll(async () => {
      fake.setWebhookUrl(null);
      await fake.settled();
      await receiver.close();
    });

    /** A subscription paid by `card`, and the webhooks of its start, read. */
    async function paidSubscription(card: string = FAKE_CARDS.pays) {
      const started = await stripe.subscribe({
        customer: gatewayCustomer(),
        price: gatewayPrice({ amount: 12.5 }),
        returnUrl: 'http://127.0.0.1/done',
        cancelUrl: 'http://127.0.0.1/',
      });
      if (started.status !== 'requires_payment') throw new Error(started.status);
      expect(fake.confirm(started.clientSecret, card).status).toBe(200);
      await fake.settled();
      return { gatewayId: started.gatewayId, outcomes: receiver.take() };
    }

    function eventOf(type: string, objectId: string) {
      const event = fake.events.findLast((e) => e.type === type && e.data.object.id === objectId);
      if (!event) throw new Error(`no ${type} for ${objectId}`);
      return event;
    }

    it('accepts well-signed events and reads what they tell from Stripe: the subscription, the paid invoice', async () => {
      const { gatewayId, outcomes } = await paidSubscription();
      expect(outcomes.every((o) => o.status === 200)).toBe(true);
      const events = outcomes.flatMap((o) => (o.status === 200 ? o.events : []));
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'invoice.paid',
          subscriptionGatewayId: gatewayId,
          invoice: expect.objectContaining({ amount: 12.5, currency: 'USD', paid: true }),
        }),
      );
      const updates = events.filter((e) => e.type === 'subscription.updated');
      // Read from Stripe as it stands now: the created event too shows the paid subscription.
      expect(updates.length).toBeGreaterThanOrEqual(2);
      for (const update of updates) {
        expect(update).toMatchObject({ subscription: { gatewayId, status: 'active' } });
      }
      // Events the billing module has no use for (payment_intent.succeeded) are taken and tell nothing.
      expect(outcomes).toContainEqual({ status: 200, events: [] });
    });

    it('a renewal the card fails tells a failed invoice and a past-due subscription', async () => {
      const { gatewayId } = await paidSubscription(FAKE_CARDS.failsRenewal);
      fake.advance(32 * DAY_S);
      await fake.settled();
      const events = receiver.take().flatMap((o) => (o.status === 200 ? o.events : []));
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'invoice.failed',
          subscriptionGatewayId: gatewayId,
          invoice: expect.objectContaining({ paid: false, amount: 12.5 }),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'subscription.updated',
          subscription: expect.objectContaining({ gatewayId, status: 'past_due' }),
        }),
      );
    });

    it('refuses a replayed delivery, and takes Stripe’s own retry, signed afresh', async () => {
      const { gatewayId } = await paidSubscription();
      const paid = fake.events.findLast(
        (e) =>
          e.type === 'invoice.paid' &&
          (e.data.object as { subscription?: string }).subscription === gatewayId,
      )!;
      expect(await fake.replay(paid.id)).toBe(400);
      expect(receiver.take()).toEqual([{ status: 400, reason: 'replayed' }]);
      // A second later, so the retry's timestamp (and so its signature) is new.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await fake.redeliver(paid.id)).toBe(200);
      expect(receiver.take()).toMatchObject([{ status: 200, events: [{ type: 'invoice.paid' }] }]);
    });

    it('refuses a forged body, a wrong secret, a stale or future time and a malformed header', async () => {
      const { gatewayId } = await paidSubscription();
      const paid = fake.events.findLast(
        (e) =>
          e.type === 'invoice.paid' &&
          (e.data.object as { subscription?: string }).subscription === gatewayId,
      )!;
      const { body, header } = paid.deliveries.at(-1)!;
      // Read when each case is sent: a slow machine must not carry a case over the tolerance.
      const now = () => Math.floor(Date.now() / 1000);
      const forgedBody = body.replace('"paid": true', '"paid": false');
      expect(forgedBody).not.toBe(body);
      const cases: [string, string, () => string][] = [
        ['forged', forgedBody, () => header],
        ['forged', body, () => signed(body, now(), 'whsec_someone_else')],
        ['stale', body, () => signed(body, now() - 301)],
        ['stale', body, () => signed(body, now() + 302)],
        ['malformed', body, () => `v1=${header.split('v1=')[1]}`],
        ['malformed', body, () => `t=${now()}`],
        ['malformed', body, () => ''],
      ];
      for (const [reason, payload, signing] of cases) {
        const signature = signing();
        const response = await fetch(receiver.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        expect(response.status, `${reason}: ${signature}`).toBe(400);
        expect(receiver.take()).toEqual([{ status: 400, reason }]);
      }
      // Within the tolerance, a body signed with the secret is taken.
      const fresh = signed(body, now() - 250);
      const response = await fetch(receiver.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': fresh },
        body,
      });
      expect(response.status).toBe(200);
      receiver.take();
    });

    it('refuses every webhook while no signing secret is set', async () => {
      const { gatewayId } = await paidSubscription();
      await switchOnGateway(server(), 'stripe', { 'billing.stripe.webhook_secret': '' });
      try {
        const event = eventOf('customer.subscription.updated', gatewayId);
        expect(await fake.redeliver(event.id)).toBe(400);
        expect(receiver.take()).toEqual([{ status: 400, reason: 'unconfigured' }]);
      } finally {
        await switchOnGateway(server(), 'stripe', {
          'billing.stripe.webhook_secret': fake.keys.webhookSecret,
        });
      }
    });
  },
  { STRIPE_API_BASE: fake.url },
);
