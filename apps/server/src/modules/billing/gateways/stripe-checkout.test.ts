import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, createUser, signIn } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import {
  billingSnapshot,
  createPlan,
  emailsTo,
  invoicesOf,
  storedSubscription,
  switchOnBilling,
  type TestPlan,
} from '../billing.test-support';
import { FAKE_CARDS, type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { DAY_S, switchOnGateway } from '../testing/gateways.test-support';

const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());

const WEBHOOK = '/api/v1/billing/stripe/webhook';

describeServer(
  'paying with Stripe, end to end against the fake Stripe',
  (server) => {
    let plan: TestPlan;
    beforeAll(async () => {
      await switchOnBilling(server(), { testGateway: false });
      await switchOnGateway(server(), 'stripe', {
        'billing.stripe.public_key': fake.keys.publicKey,
        'billing.stripe.secret_key': fake.keys.secretKey,
        'billing.stripe.webhook_secret': fake.keys.webhookSecret,
      });
      plan = await createPlan(server(), { prices: [{ amount: 1500, currency: 'EUR' }] });
    });
    afterAll(async () => {
      fake.setWebhookUrl(null);
      await fake.settled();
    });

    /** Checkout with Stripe, the browser's confirmation at the fake, then `stripe/done`. */
    async function subscribe(browser: Browser, card: string = FAKE_CARDS.pays) {
      const started = await browser.post('/api/v1/billing/checkout', {
        product_id: plan.id,
        price_id: plan.priceIds[0],
        gateway: 'stripe',
      });
      expect(started.status).toBe(200);
      expect(started.json).toMatchObject({
        status: 'requires_payment',
        gateway: 'stripe',
        public_key: fake.keys.publicKey,
        client_secret: expect.stringMatching(/^pi_/),
        gateway_id: expect.stringMatching(/^sub_/),
      });
      const gatewayId = started.json.gateway_id as string;
      // Not confirmed yet: nothing to keep.
      const early = await browser.post('/api/v1/billing/stripe/done', { gateway_id: gatewayId });
      expect(early.status).toBe(422);
      // What Stripe.js does in the browser.
      const confirmed = await fetch(`${fake.url}/test/confirm/${started.json.client_secret}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: card }),
      });
      expect(confirmed.status).toBe(200);
      const done = await browser.post('/api/v1/billing/stripe/done', { gateway_id: gatewayId });
      expect(done.status).toBe(200);
      return { gatewayId, subscriptionId: done.json.subscription.id as number, done };
    }

    it('checks out, stores what Stripe says on stripe/done, and users/me shows the plan', async () => {
      fake.setWebhookUrl(null);
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const { done, gatewayId, subscriptionId } = await subscribe(browser);
      expect(done.json.subscription).toMatchObject({
        gateway: 'stripe',
        status: 'active',
        valid: true,
        active: true,
        product: { id: plan.id },
        price: { id: plan.priceIds[0], amount: 15, currency: 'EUR' },
      });
      const stored = await storedSubscription(server(), subscriptionId);
      expect(stored).toMatchObject({
        gateway: 'stripe',
        gateway_id: gatewayId,
        user_id: user.row.id,
      });
      expect(await invoicesOf(server(), subscriptionId)).toMatchObject([
        { paid: expect.anything() },
      ]);
      const me = await browser.get('/api/v1/users/me');
      expect(me.json.user.subscriptions).toEqual([
        { id: subscriptionId, valid: true, active: true },
      ]);
      const overview = await browser.get('/api/v1/billing/me');
      expect(overview.json.payment_method).toMatchObject({
        gateway: 'stripe',
        brand: 'visa',
        last4: '4242',
      });
      // Someone else cannot claim it.
      const stranger = await signIn(server(), await createUser(server()));
      const claimed = await stranger.post('/api/v1/billing/stripe/done', { gateway_id: gatewayId });
      expect(claimed.status).toBe(404);
    });

    it('a signed invoice.payment_failed webhook makes it past due; a forged or replayed one changes nothing (400)', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      fake.setWebhookUrl(`${server().url}${WEBHOOK}`);
      const { gatewayId, subscriptionId } = await subscribe(browser, FAKE_CARDS.failsRenewal);
      await fake.settled();
      // The renewal a month on: the card fails, Stripe tells Coffer.
      fake.advance(32 * DAY_S);
      await fake.settled();
      const failed = fake.events.findLast(
        (e) =>
          e.type === 'invoice.payment_failed' &&
          (e.data.object as { subscription?: string }).subscription === gatewayId,
      )!;
      expect(failed.deliveries.map((d) => d.status)).toEqual([200]);
      expect((await storedSubscription(server(), subscriptionId)).status).toBe('past_due');
      const me = await browser.get('/api/v1/users/me');
      expect(me.json.user.subscriptions).toEqual([
        { id: subscriptionId, valid: true, active: true },
      ]);
      const overview = await browser.get('/api/v1/billing/me');
      expect(overview.json.subscription).toMatchObject({ id: subscriptionId, status: 'past_due' });
      expect((await invoicesOf(server(), subscriptionId)).map((i) => Boolean(i.paid))).toContain(
        false,
      );
      expect((await emailsTo(server(), user.email)).length).toBeGreaterThanOrEqual(2);

      const before = await billingSnapshot(server());
      // The same delivery again, byte for byte.
      expect(await fake.replay(failed.id)).toBe(400);
      // A body saying the subscription ended, with a signature not made with the secret.
      const deleted = fake.events.find(
        (e) => e.type === 'customer.subscription.created' && e.data.object.id === gatewayId,
      )!;
      const forgedBody = deleted.deliveries[0]!.body.replace(
        '"customer.subscription.created"',
        '"customer.subscription.deleted"',
      );
      const forged = await server().fetch(WEBHOOK, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': deleted.deliveries[0]!.header,
        },
        body: forgedBody,
      });
      expect(forged.status).toBe(400);
      const unsigned = await server().fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: forgedBody,
      });
      expect(unsigned.status).toBe(400);
      expect(await billingSnapshot(server())).toEqual(before);
    });

    it('changes plan, cancels at the period end, resumes and takes a new card through Stripe', async () => {
      fake.setWebhookUrl(`${server().url}${WEBHOOK}`);
      const yearly = await createPlan(server(), {
        prices: [{ amount: 15000, currency: 'EUR', interval: 'year' }],
      });
      const browser = await signIn(server(), await createUser(server()));
      const { gatewayId, subscriptionId } = await subscribe(browser);
      const moved = await browser.post('/api/v1/billing/change-plan', {
        product_id: yearly.id,
        price_id: yearly.priceIds[0],
      });
      expect(moved.status).toBe(200);
      expect(moved.json.subscription).toMatchObject({
        product: { id: yearly.id },
        status: 'active',
      });
      const sub = fake.bank.find<{ items: { data: { price: { unit_amount: number } }[] } }>(
        gatewayId,
        'subscription',
      );
      expect(sub.items.data[0]!.price.unit_amount).toBe(15000);

      const cancelled = await browser.post('/api/v1/billing/cancel');
      expect(cancelled.status).toBe(200);
      expect(cancelled.json.subscription).toMatchObject({
        status: 'cancelled',
        valid: true,
        active: false,
      });
      expect(cancelled.json.subscription.ends_at).toBe(moved.json.subscription.renews_at);
      const resumed = await browser.post('/api/v1/billing/resume');
      expect(resumed.json.subscription).toMatchObject({ status: 'active', ends_at: null });

      // A new card through a SetupIntent the browser confirms.
      const change = await browser.post('/api/v1/billing/payment-method', {});
      expect(change.json).toMatchObject({
        status: 'requires_confirmation',
        gateway: 'stripe',
        public_key: fake.keys.publicKey,
        gateway_id: expect.stringMatching(/^seti_/),
      });
      expect(fake.confirm(change.json.client_secret, '5555555555554444').status).toBe(200);
      const kept = await browser.post('/api/v1/billing/payment-method/done', {
        gateway_id: change.json.gateway_id,
      });
      expect(kept.json).toMatchObject({
        status: 'complete',
        payment_method: { brand: 'mastercard', last4: '4444' },
      });
      const overview = await browser.get('/api/v1/billing/me');
      expect(overview.json.payment_method).toMatchObject({ brand: 'mastercard', last4: '4444' });
      await fake.settled();
      expect((await storedSubscription(server(), subscriptionId)).status).toBe('active');
    });
  },
  { STRIPE_API_BASE: fake.url },
);
