import { beforeAll, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { notificationDb } from '../notifications/repo';
import {
  activeReport,
  billingSnapshot,
  createPlan,
  emailsTo,
  invoicesOf,
  scriptedGateway,
  storedSubscription,
  switchOnBilling,
  type TestPlan,
} from './billing.test-support';
import type { GatewayEvent } from './gateways/gateway';

const WEBHOOK = '/api/v1/billing/paypal/webhook';

describeServer('gateway webhooks and the checkouts that wait for a gateway', (server) => {
  const scripted = scriptedGateway('paypal');
  let plan: TestPlan;
  beforeAll(async () => {
    await switchOnBilling(server());
    server().app.billing.registerGateway(scripted.gateway);
    plan = await createPlan(server());
  });

  /** Posts `body` exactly as written (bytes a JSON round trip would change). */
  function deliver(body: string, headers: Record<string, string> = scripted.sign(body)) {
    return server().fetch(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body,
    });
  }
  const eventsBody = (events: GatewayEvent[]) => `{ "events" :\n ${JSON.stringify(events)} }`;

  /** A subscriber whose PayPal checkout the buyer approved and `paypal/done` kept. */
  async function approvedSubscriber(s: TestServer = server()) {
    const user = await createUser(s);
    const browser = await signIn(s, user);
    const started = await browser.post('/api/v1/billing/checkout', {
      product_id: plan.id,
      price_id: plan.priceIds[0],
      gateway: 'paypal',
    });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'requires_approval', gateway: 'paypal' });
    const gatewayId = started.json.gateway_id as string;
    scripted.reports.set(gatewayId, activeReport(gatewayId, { userId: user.row.id }));
    const done = await browser.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId });
    expect(done.status).toBe(200);
    return { user, browser, gatewayId, subscriptionId: done.json.subscription.id as number };
  }

  it('keeps an approved checkout only for the buyer who started it, once the gateway says it runs', async () => {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const started = await browser.post('/api/v1/billing/checkout', {
      product_id: plan.id,
      price_id: plan.priceIds[0],
      gateway: 'paypal',
    });
    const gatewayId = started.json.gateway_id as string;
    expect(started.json.approve_url).toBe(`https://pay.example/${gatewayId}`);
    const before = await billingSnapshot(server());
    const other = await signIn(server(), await createUser(server()));
    expect(
      (await other.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId })).status,
    ).toBe(404);
    scripted.reports.set(gatewayId, activeReport(gatewayId, { status: 'incomplete' }));
    expect(
      (await browser.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId })).status,
    ).toBe(422);
    expect(await billingSnapshot(server())).toEqual(before);

    scripted.reports.set(gatewayId, activeReport(gatewayId, { userId: user.row.id }));
    const done = await browser.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId });
    expect(done.status).toBe(200);
    expect(done.json.subscription).toMatchObject({
      gateway: 'paypal',
      status: 'active',
      valid: true,
    });
    expect((await emailsTo(server(), user.email)).at(-1)!.text).toMatch(/unsubscribe\?token=/);
    // Asked again (a reload of the done page), the same subscription.
    const again = await browser.post('/api/v1/billing/paypal/done', { gateway_id: gatewayId });
    expect(again.json.subscription.id).toBe(done.json.subscription.id);
    expect((await browser.get('/api/v1/billing/me')).json.payment_method.brand).toBe('paypal');
  });

  it('applies a verified webhook read from its raw body, and a replayed event id changes nothing again', async () => {
    const { gatewayId, subscriptionId, user } = await approvedSubscriber();
    const failed: GatewayEvent = {
      eventId: `evt_${gatewayId}_failed`,
      type: 'invoice.failed',
      subscriptionGatewayId: gatewayId,
      invoice: {
        gatewayId: `in_${gatewayId}`,
        amount: 10,
        currency: 'usd',
        paid: false,
        periodStart: new Date().toISOString(),
        periodEnd: new Date(Date.now() + 86_400_000).toISOString(),
      },
    };
    const body = eventsBody([failed]);
    const answer = await deliver(body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('past_due');
    expect((await invoicesOf(server(), subscriptionId)).map((i) => [i.amount, i.paid])).toEqual([
      [1000, 0],
    ]);
    const notices = () =>
      notificationDb(server().app.db)
        .selectFrom('notifications')
        .select('type')
        .where('user_id', '=', user.row.id)
        .execute();
    expect(await notices()).toEqual([{ type: 'billing-payment-failed' }]);

    const paid: GatewayEvent = {
      eventId: `evt_${gatewayId}_paid`,
      type: 'invoice.paid',
      subscriptionGatewayId: gatewayId,
      invoice: { ...failed.invoice, paid: true },
    };
    expect((await deliver(eventsBody([paid]))).status).toBe(200);
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('active');
    // The failure again, as a replay of the same event: no past due, no second notice.
    expect((await deliver(body)).status).toBe(200);
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('active');
    expect((await invoicesOf(server(), subscriptionId)).map((i) => i.paid)).toEqual([1]);
    expect(await notices()).toHaveLength(1);
  });

  it('reads a kept subscription again from the gateway when its update comes: an older report in the event changes nothing', async () => {
    const { gatewayId, subscriptionId } = await approvedSubscriber();
    const card = (last4: string) => ({
      gateway: 'paypal' as const,
      brand: 'visa',
      last4,
      exp_month: 1,
      exp_year: 2030,
    });
    scripted.reports.set(gatewayId, activeReport(gatewayId, { paymentMethod: card('1111') }));
    const stale = activeReport(gatewayId, { paymentMethod: card('0000'), status: 'past_due' });
    const body = eventsBody([
      { eventId: `evt_${gatewayId}_stale`, type: 'subscription.updated', subscription: stale },
    ]);
    expect((await deliver(body)).status).toBe(200);
    const row = await storedSubscription(server(), subscriptionId);
    expect({ status: row.status, last4: row.card_last4 }).toEqual({
      status: 'active',
      last4: '1111',
    });
  });

  it('refuses a forged or unsigned webhook with 400 and changes nothing', async () => {
    const { gatewayId } = await approvedSubscriber();
    const deleted = eventsBody([
      { eventId: `evt_${gatewayId}_gone`, type: 'subscription.deleted', gatewayId },
    ]);
    const before = await billingSnapshot(server());
    expect((await deliver(deleted, { 'x-test-signature': 'f'.repeat(64) })).status).toBe(400);
    expect((await deliver(deleted, {})).status).toBe(400);
    // Signed, then changed on the way: the bytes no longer match.
    expect((await deliver(deleted.replace(' :', ':'), scripted.sign(deleted))).status).toBe(400);
    expect(await billingSnapshot(server())).toEqual(before);
  });

  it('ends a subscription the gateway deleted, and keeps one started by a checkout when its webhook comes first', async () => {
    const { gatewayId, subscriptionId } = await approvedSubscriber();
    const gone = eventsBody([
      { eventId: `evt_${gatewayId}_del`, type: 'subscription.deleted', gatewayId },
    ]);
    expect((await deliver(gone)).status).toBe(200);
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('expired');

    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const started = await browser.post('/api/v1/billing/checkout', {
      product_id: plan.id,
      price_id: plan.priceIds[0],
      gateway: 'paypal',
    });
    const pending = started.json.gateway_id as string;
    const report = activeReport(pending, { userId: user.row.id });
    const created = eventsBody([
      { eventId: `evt_${pending}_new`, type: 'subscription.updated', subscription: report },
    ]);
    expect((await deliver(created)).status).toBe(200);
    const me = (await browser.get('/api/v1/users/me')).json.user;
    expect(me.subscriptions).toEqual([{ id: expect.any(Number), valid: true, active: true }]);
    // The browser's done call afterwards finds it kept.
    const done = await browser.post('/api/v1/billing/paypal/done', { gateway_id: pending });
    expect(done.json.subscription.id).toBe(me.subscriptions[0].id);
  });

  it('answers 404 for a gateway that is off or has no webhook', async () => {
    const body = eventsBody([]);
    const stripe = await server().fetch('/api/v1/billing/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(stripe.status).toBe(404);
    scripted.gateway.enabled = async () => false;
    try {
      expect((await deliver(body)).status).toBe(404);
    } finally {
      scripted.gateway.enabled = async () => true;
    }
  });
});
