import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, createUser, signIn } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import {
  billingSnapshot,
  createPlan,
  invoicesOf,
  storedSubscription,
  switchOnBilling,
  type TestPlan,
} from '../billing.test-support';
import { type FakePaypal, startFakePaypal } from '../testing/fake-paypal';
import { DAY_S, switchOnGateway } from '../testing/gateways.test-support';

const fake: FakePaypal = await startFakePaypal();
afterAll(() => fake.close());

const WEBHOOK = '/api/v1/billing/paypal/webhook';

describeServer(
  'paying with PayPal, end to end against the fake PayPal',
  (server) => {
    let plan: TestPlan;
    beforeAll(async () => {
      await switchOnBilling(server(), { testGateway: false });
      await switchOnGateway(server(), 'paypal', {
        'billing.paypal.client_id': fake.app.clientId,
        'billing.paypal.secret': fake.app.secret,
        'billing.paypal.webhook_id': fake.webhookId,
      });
      plan = await createPlan(server(), { prices: [{ amount: 800, currency: 'USD' }] });
    });
    afterAll(async () => {
      fake.setWebhookUrl(null);
      await fake.settled();
    });

    /** Checkout with PayPal, the buyer's approval on the fake's page, then `paypal/done`. */
    async function subscribe(browser: Browser, approval: { failRenewals?: boolean } = {}) {
      const started = await browser.post('/api/v1/billing/checkout', {
        product_id: plan.id,
        price_id: plan.priceIds[0],
        gateway: 'paypal',
      });
      expect(started.status).toBe(200);
      expect(started.json).toMatchObject({
        status: 'requires_approval',
        gateway: 'paypal',
        approve_url: expect.stringContaining(`${fake.url}/checkoutnow?ba_token=`),
        gateway_id: expect.stringMatching(/^I-/),
      });
      const gatewayId = started.json.gateway_id as string;
      const early = await browser.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId });
      expect(early.status).toBe(422);
      let back: URL;
      if (approval.failRenewals) {
        back = new URL(fake.approve(gatewayId, approval).returnUrl!);
      } else {
        const page = await fetch(started.json.approve_url);
        expect(page.status).toBe(200);
        const agreed = await fetch(`${fake.url}/checkoutnow/approve`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            ba_token: new URL(started.json.approve_url).searchParams.get('ba_token')!,
          }),
          redirect: 'manual',
        });
        expect(agreed.status).toBe(303);
        back = new URL(agreed.headers.get('location')!);
      }
      // PayPal sends the buyer back to the checkout's paypal/done page.
      expect(back.pathname).toBe(`/checkout/${plan.id}/${plan.priceIds[0]}/paypal/done`);
      expect(back.searchParams.get('subscription_id')).toBe(gatewayId);
      const done = await browser.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId });
      expect(done.status).toBe(200);
      return { gatewayId, subscriptionId: done.json.subscription.id as number, done };
    }

    it('approve at PayPal → paypal/done stores it; users/me shows the plan; cancel at the period end and resume', async () => {
      fake.setWebhookUrl(null);
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const { done, gatewayId, subscriptionId } = await subscribe(browser);
      expect(done.json.subscription).toMatchObject({
        gateway: 'paypal',
        status: 'active',
        valid: true,
        price: { id: plan.priceIds[0], amount: 8, currency: 'USD' },
      });
      expect(await storedSubscription(server(), subscriptionId)).toMatchObject({
        gateway: 'paypal',
        gateway_id: gatewayId,
        user_id: user.row.id,
      });
      const me = await browser.get('/api/v1/users/me');
      expect(me.json.user.subscriptions).toEqual([
        { id: subscriptionId, valid: true, active: true },
      ]);
      const overview = await browser.get('/api/v1/billing/me');
      expect(overview.json.payment_method).toMatchObject({ gateway: 'paypal', brand: 'paypal' });
      expect(overview.json.invoices).toMatchObject([{ amount: 8, currency: 'USD', paid: true }]);

      const cancelled = await browser.post('/api/v1/billing/cancel');
      expect(cancelled.json.subscription).toMatchObject({
        status: 'cancelled',
        valid: true,
        active: false,
      });
      expect(cancelled.json.subscription.ends_at).toBe(done.json.subscription.renews_at);
      expect(fake.accounts.subscription(gatewayId).status).toBe('SUSPENDED');
      const resumed = await browser.post('/api/v1/billing/resume');
      expect(resumed.json.subscription).toMatchObject({ status: 'active', ends_at: null });
      expect(fake.accounts.subscription(gatewayId).status).toBe('ACTIVE');

      const stranger = await signIn(server(), await createUser(server()));
      expect(
        (await stranger.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId })).status,
      ).toBe(404);
    });

    it('a verified failed-payment webhook makes it past due; a forged or replayed one changes nothing (400)', async () => {
      fake.setWebhookUrl(`${server().url}${WEBHOOK}`);
      const browser = await signIn(server(), await createUser(server()));
      const { gatewayId, subscriptionId } = await subscribe(browser, { failRenewals: true });
      await fake.settled();
      fake.advance(32 * DAY_S);
      await fake.settled();
      const failed = fake.events.findLast(
        (e) =>
          e.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED' && e.resource.id === gatewayId,
      )!;
      expect(failed.deliveries.map((d) => d.status)).toEqual([200]);
      expect((await storedSubscription(server(), subscriptionId)).status).toBe('past_due');
      expect((await invoicesOf(server(), subscriptionId)).map((i) => Boolean(i.paid))).toContain(
        false,
      );

      const before = await billingSnapshot(server());
      expect(await fake.replay(failed.id)).toBe(400);
      const { headers, body } = failed.deliveries[0]!;
      const forged = await server().fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: body.replace('BILLING.SUBSCRIPTION.PAYMENT.FAILED', 'BILLING.SUBSCRIPTION.CANCELLED'),
      });
      expect(forged.status).toBe(400);
      expect(await billingSnapshot(server())).toEqual(before);
    });
  },
  { PAYPAL_API_BASE: fake.url },
);
