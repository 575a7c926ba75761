import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeServer, type TestServer } from '../../../../test/harness';
import { type FakePaypal, startFakePaypal } from '../testing/fake-paypal';
import { gatewayCustomer, gatewayPrice, switchOnGateway } from '../testing/gateways.test-support';
import type { BillingGateway, SubscribeInput } from './gateway';
import { createPaypalGateway } from './paypal-gateway';

const fake: FakePaypal = await startFakePaypal();
afterAll(() => fake.close());

async function paypalFor(server: TestServer): Promise<BillingGateway> {
  await switchOnGateway(server, 'paypal', {
    'billing.paypal.client_id': fake.app.clientId,
    'billing.paypal.secret': fake.app.secret,
    'billing.paypal.webhook_id': fake.webhookId,
  });
  return createPaypalGateway(server.app);
}

function checkout(price = gatewayPrice()): SubscribeInput {
  return {
    customer: gatewayCustomer(),
    price,
    returnUrl: 'http://127.0.0.1:9/checkout/1/2/paypal/done',
    cancelUrl: 'http://127.0.0.1:9/checkout/1/2',
  };
}

/** What the buyer does at PayPal: opens the approve link and agrees, over HTTP. */
async function approveInBrowser(approveUrl: string): Promise<URL> {
  const page = await fetch(approveUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Agree &amp; Subscribe');
  const token = new URL(approveUrl).searchParams.get('ba_token')!;
  const agreed = await fetch(new URL('/checkoutnow/approve', approveUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ba_token: token }),
    redirect: 'manual',
  });
  expect(agreed.status).toBe(303);
  return new URL(agreed.headers.get('location')!);
}

async function approved(paypal: BillingGateway, input = checkout()) {
  const started = await paypal.subscribe(input);
  if (started.status !== 'requires_approval') throw new Error(started.status);
  await approveInBrowser(started.approveUrl);
  return started;
}

describeServer(
  'the PayPal gateway against the fake PayPal',
  (server) => {
    let paypal: BillingGateway;
    beforeAll(async () => {
      paypal = await paypalFor(server());
    });

    it('is switched on only with the setting and the app’s client id and secret', async () => {
      const app = server().app;
      await app.settings.set('billing.paypal.enable', false);
      expect(await paypal.enabled()).toBe(false);
      await app.settings.set('billing.paypal.enable', true);
      expect(await paypal.enabled()).toBe(true);
      expect(paypal.changePaymentMethod).toBeUndefined();
    });

    it('subscribes: the buyer approves at PayPal, comes back to paypal/done, and the subscription runs', async () => {
      const input = checkout();
      const started = await paypal.subscribe(input);
      expect(started).toMatchObject({
        status: 'requires_approval',
        gatewayId: expect.stringMatching(/^I-/),
        approveUrl: expect.stringContaining(`${fake.url}/checkoutnow?ba_token=`),
        gatewayPriceId: expect.stringMatching(/^P-/),
      });
      if (started.status !== 'requires_approval') return;
      expect(await paypal.fetchSubscription(started.gatewayId)).toMatchObject({
        status: 'incomplete',
        paymentMethod: null,
        invoices: [],
        userId: input.customer.userId,
      });

      const back = await approveInBrowser(started.approveUrl);
      expect(`${back.origin}${back.pathname}`).toBe(input.returnUrl);
      expect(back.searchParams.get('subscription_id')).toBe(started.gatewayId);

      const running = await paypal.fetchSubscription(started.gatewayId);
      expect(running).toMatchObject({
        status: 'active',
        endsAt: null,
        gatewayPriceId: started.gatewayPriceId,
        paymentMethod: { gateway: 'paypal', brand: 'paypal', last4: null },
        invoices: [{ paid: true, amount: 9.99, currency: 'USD' }],
      });
      const days = (Date.parse(running.renewsAt!) - fake.clock.nowMs()) / 86_400_000;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);
      expect(running.invoices[0]!.periodEnd).toBe(running.renewsAt);
    });

    it('makes one plan per price: a second checkout and a cached plan id reuse it, changed terms make another', async () => {
      const price = gatewayPrice({ amount: 1200, currency: 'JPY', interval: 'year' });
      const first = await paypal.subscribe(checkout(price));
      const planId = (first as { gatewayPriceId: string }).gatewayPriceId;
      const again = await paypal.subscribe(checkout(price));
      const cached = await paypal.subscribe(checkout({ ...price, gatewayPriceId: planId }));
      expect((again as { gatewayPriceId: string }).gatewayPriceId).toBe(planId);
      expect((cached as { gatewayPriceId: string }).gatewayPriceId).toBe(planId);
      expect(fake.accounts.plan(planId).billing_cycles[0]).toMatchObject({
        frequency: { interval_unit: 'YEAR', interval_count: 1 },
        pricing_scheme: { fixed_price: { value: '1200', currency_code: 'JPY' } },
      });
      const changed = await paypal.subscribe(
        checkout({ ...price, amount: 1500, gatewayPriceId: planId }),
      );
      expect((changed as { gatewayPriceId: string }).gatewayPriceId).not.toBe(planId);
      const products = new Set(
        [planId, (changed as { gatewayPriceId: string }).gatewayPriceId].map(
          (id) => fake.accounts.plan(id).product_id,
        ),
      );
      expect(products.size).toBe(1);
    });

    it('revises the plan once the buyer approves the change at PayPal', async () => {
      const { gatewayId, gatewayPriceId } = await approved(paypal);
      const revised = await paypal.changePrice(gatewayId, gatewayPrice({ amount: 19.99 }));
      expect(revised.approveUrl).toContain(`${fake.url}/checkoutnow?ba_token=`);
      expect(revised.gatewayPriceId).toBe(gatewayPriceId);
      await approveInBrowser(revised.approveUrl!);
      const after = await paypal.fetchSubscription(gatewayId);
      expect(after.gatewayPriceId).not.toBe(gatewayPriceId);
      expect(
        fake.accounts.plan(after.gatewayPriceId!).billing_cycles[0]!.pricing_scheme.fixed_price
          .value,
      ).toBe('19.99');
    });

    it('cancels at the period end by suspending (paid until then), resumes, and cancels at once', async () => {
      const { gatewayId } = await approved(paypal);
      const running = await paypal.fetchSubscription(gatewayId);
      const cancelled = await paypal.cancel(gatewayId, { atPeriodEnd: true });
      expect(fake.accounts.subscription(gatewayId).status).toBe('SUSPENDED');
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        renewsAt: null,
        endsAt: running.renewsAt,
      });
      const resumed = await paypal.resume(gatewayId);
      expect(resumed).toMatchObject({ status: 'active', renewsAt: running.renewsAt, endsAt: null });
      const ended = await paypal.cancel(gatewayId, { atPeriodEnd: false });
      expect(fake.accounts.subscription(gatewayId).status).toBe('CANCELLED');
      expect(ended.status).toBe('expired');
    });

    it('a subscription PayPal suspended for failed payments is past due, not cancelled', async () => {
      const input = checkout();
      const started = await paypal.subscribe(input);
      if (started.status !== 'requires_approval') throw new Error(started.status);
      fake.approve(started.gatewayId, { failRenewals: true });
      fake.advance(95 * 86_400);
      const sub = await paypal.fetchSubscription(started.gatewayId);
      expect(fake.accounts.subscription(started.gatewayId).status).toBe('SUSPENDED');
      expect(sub.status).toBe('past_due');
      expect(sub.invoices.filter((i) => !i.paid)).toHaveLength(3);
    });

    it('answers 404 for an id that is not PayPal’s, and 502 when PayPal refuses the app’s credentials', async () => {
      await expect(paypal.fetchSubscription('../../v1/oauth2')).rejects.toMatchObject({
        status: 404,
      });
      await expect(paypal.fetchSubscription('I-UNKNOWN')).rejects.toMatchObject({ status: 404 });
      await switchOnGateway(server(), 'paypal', { 'billing.paypal.secret': 'wrong' });
      try {
        await expect(paypal.subscribe(checkout())).rejects.toMatchObject({ status: 502 });
      } finally {
        await switchOnGateway(server(), 'paypal', { 'billing.paypal.secret': fake.app.secret });
      }
    });
  },
  { PAYPAL_API_BASE: fake.url },
);
