import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeServer, type TestServer } from '../../../../test/harness';
import { FAKE_CARDS, type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { gatewayCustomer, gatewayPrice, switchOnGateway } from '../testing/gateways.test-support';
import type { BillingGateway, SubscribeInput } from './gateway';
import { createStripeGateway } from './stripe-gateway';

const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());

async function stripeFor(server: TestServer): Promise<BillingGateway> {
  await switchOnGateway(server, 'stripe', {
    'billing.stripe.public_key': fake.keys.publicKey,
    'billing.stripe.secret_key': fake.keys.secretKey,
    'billing.stripe.webhook_secret': fake.keys.webhookSecret,
  });
  return createStripeGateway(server.app);
}

function checkout(price = gatewayPrice()): SubscribeInput {
  return {
    customer: gatewayCustomer(),
    price,
    returnUrl: 'http://127.0.0.1/checkout/1/1/stripe/done',
    cancelUrl: 'http://127.0.0.1/checkout/1/1',
  };
}

/** What Stripe.js does in the browser with the client secret, over HTTP at the fake. */
async function confirmInBrowser(clientSecret: string, cardNumber: string = FAKE_CARDS.pays) {
  const response = await fetch(`${fake.url}/test/confirm/${encodeURIComponent(clientSecret)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: cardNumber }),
  });
  return response.status;
}

async function subscribed(stripe: BillingGateway, input = checkout(), card?: string) {
  const started = await stripe.subscribe(input);
  if (started.status !== 'requires_payment') throw new Error(`unexpected ${started.status}`);
  expect(await confirmInBrowser(started.clientSecret, card)).toBe(200);
  return { ...started, input };
}

describeServer(
  'the Stripe gateway against the fake Stripe',
  (server) => {
    let stripe: BillingGateway;
    beforeAll(async () => {
      stripe = await stripeFor(server());
    });

    it('is switched on only with the setting and both keys', async () => {
      const app = server().app;
      await app.settings.set('billing.stripe.enable', false);
      expect(await stripe.enabled()).toBe(false);
      await app.settings.set('billing.stripe.enable', true);
      expect(await stripe.enabled()).toBe(true);
    });

    it('subscribes: an incomplete subscription, its client secret, then active once the browser confirms', async () => {
      const input = checkout();
      const started = await stripe.subscribe(input);
      expect(started).toMatchObject({
        status: 'requires_payment',
        publicKey: fake.keys.publicKey,
        gatewayId: expect.stringMatching(/^sub_/),
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
        gatewayPriceId: expect.stringMatching(/^price_/),
      });
      if (started.status !== 'requires_payment') return;
      const before = await stripe.fetchSubscription(started.gatewayId);
      expect(before).toMatchObject({ status: 'incomplete', userId: input.customer.userId });
      expect(before.invoices).toMatchObject([{ paid: false, amount: 9.99, currency: 'USD' }]);

      expect(await confirmInBrowser(started.clientSecret)).toBe(200);
      const after = await stripe.fetchSubscription(started.gatewayId);
      expect(after).toMatchObject({
        gatewayId: started.gatewayId,
        status: 'active',
        endsAt: null,
        gatewayPriceId: started.gatewayPriceId,
        paymentMethod: { gateway: 'stripe', brand: 'visa', last4: '4242' },
      });
      const days = (Date.parse(after.renewsAt!) - fake.clock.nowMs()) / 86_400_000;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);
      expect(after.invoices).toMatchObject([{ paid: true, amount: 9.99, currency: 'USD' }]);
    });

    it('makes the price and the customer once: a cached price id and a second checkout reuse them', async () => {
      const price = gatewayPrice({ amount: 4, currency: 'eur' });
      const first = await stripe.subscribe(checkout(price));
      const again = await stripe.subscribe(checkout(price));
      const cached = await stripe.subscribe(
        checkout({
          ...price,
          gatewayPriceId: (first as { gatewayPriceId: string }).gatewayPriceId,
        }),
      );
      const ids = [first, again, cached].map(
        (r) => (r as { gatewayPriceId: string }).gatewayPriceId,
      );
      expect(new Set(ids).size).toBe(1);
      // A cached id whose terms no longer match (the admin changed an unlocked price) is not used.
      const changed = await stripe.subscribe(
        checkout({ ...price, amount: 5, gatewayPriceId: ids[0]! }),
      );
      expect((changed as { gatewayPriceId: string }).gatewayPriceId).not.toBe(ids[0]);

      const customer = gatewayCustomer();
      const a = await stripe.subscribe({ ...checkout(price), customer });
      const b = await stripe.subscribe({ ...checkout(price), customer });
      const customerOf = (r: typeof a) =>
        (fake.bank.objects.get((r as { gatewayId: string }).gatewayId) as { customer: string })
          .customer;
      expect(customerOf(a)).toBe(customerOf(b));
    });

    it('a declined card leaves the subscription incomplete', async () => {
      const started = await stripe.subscribe(checkout());
      if (started.status !== 'requires_payment') throw new Error(started.status);
      expect(await confirmInBrowser(started.clientSecret, FAKE_CARDS.declined)).toBe(402);
      expect((await stripe.fetchSubscription(started.gatewayId)).status).toBe('incomplete');
    });

    it('changes price with proration: another period starts now, its invoice credits the unused time', async () => {
      const { gatewayId } = await subscribed(stripe);
      const yearly = gatewayPrice({ amount: 99, interval: 'year' });
      const moved = await stripe.changePrice(gatewayId, yearly);
      expect(moved.status).toBe('active');
      expect(moved.gatewayPriceId).toMatch(/^price_/);
      const days = (Date.parse(moved.renewsAt!) - fake.clock.nowMs()) / 86_400_000;
      expect(days).toBeGreaterThan(360);
      const [newest] = moved.invoices;
      expect(newest!.paid).toBe(true);
      // 99 for the year less (almost all of) the month's 9.99.
      expect(newest!.amount).toBeGreaterThan(89);
      expect(newest!.amount).toBeLessThan(89.02);
      expect(moved.invoices).toHaveLength(2);
    });

    it('cancels at the period end (still running until then), resumes, and cancels at once', async () => {
      const { gatewayId } = await subscribed(stripe);
      const running = await stripe.fetchSubscription(gatewayId);
      const cancelled = await stripe.cancel(gatewayId, { atPeriodEnd: true });
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        renewsAt: null,
        endsAt: running.renewsAt,
      });
      const resumed = await stripe.resume(gatewayId);
      expect(resumed).toMatchObject({ status: 'active', renewsAt: running.renewsAt, endsAt: null });
      const ended = await stripe.cancel(gatewayId, { atPeriodEnd: false });
      expect(ended.status).toBe('expired');
      expect(Math.abs(Date.parse(ended.endsAt!) - fake.clock.nowMs())).toBeLessThan(60_000);
    });

    it('replaces the card through a SetupIntent the browser confirms; another customer’s SetupIntent is refused', async () => {
      const { gatewayId } = await subscribed(stripe);
      const change = await stripe.changePaymentMethod!(gatewayId, {});
      expect(change).toMatchObject({
        status: 'requires_confirmation',
        gatewayId: expect.stringMatching(/^seti_/),
        publicKey: fake.keys.publicKey,
      });
      if (change.status !== 'requires_confirmation') return;
      // Not confirmed yet: nothing to take.
      await expect(
        stripe.completePaymentMethodChange!(gatewayId, change.gatewayId),
      ).rejects.toMatchObject({ status: 404 });
      expect(await confirmInBrowser(change.clientSecret, '5555555555554444')).toBe(200);
      expect(await stripe.completePaymentMethodChange!(gatewayId, change.gatewayId)).toMatchObject({
        gateway: 'stripe',
        brand: 'mastercard',
        last4: '4444',
      });
      expect((await stripe.fetchSubscription(gatewayId)).paymentMethod?.last4).toBe('4444');

      const other = await subscribed(stripe);
      await expect(
        stripe.completePaymentMethodChange!(other.gatewayId, change.gatewayId),
      ).rejects.toMatchObject({ status: 404 });
    });

    it('answers 404 for an id that is not a Stripe subscription, before asking Stripe', async () => {
      await expect(stripe.fetchSubscription('../v1/customers')).rejects.toMatchObject({
        status: 404,
      });
      await expect(stripe.fetchSubscription('sub_unknown')).rejects.toMatchObject({ status: 404 });
    });
  },
  { STRIPE_API_BASE: fake.url },
);
