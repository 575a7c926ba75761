import { billingOverviewResponseSchema, checkoutResponseSchema } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createRoleWith, uniqueRoleName } from '../admin/admin.test-support';
import {
  billingSnapshot,
  checkout,
  createPlan,
  emailsTo,
  invoicesOf,
  storedSubscription,
  subscribedUser,
  switchOnBilling,
} from './billing.test-support';
import { TEST_CARDS } from './gateways/test-gateway';
import { billingDb } from './products-repo';

const DAY = 24 * 60 * 60_000;

describeServer('billing checkout with the test gateway', (server) => {
  beforeAll(async () => switchOnBilling(server()));

  it('pays at once: the subscription, its first invoice and a confirmation email with a signed unsubscribe link', async () => {
    const plan = await createPlan(server(), { prices: [{ amount: 1999, interval: 'month' }] });
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const answer = await checkout(browser, plan);
    expect(answer.status).toBe(200);
    const result = checkoutResponseSchema.parse(answer.json);
    if (result.status !== 'complete') throw new Error(result.status);
    const { subscription } = result;
    expect(subscription).toMatchObject({
      user_id: user.row.id,
      gateway: 'test',
      status: 'active',
      valid: true,
      active: true,
      ends_at: null,
      product: { id: plan.id },
      price: { id: plan.priceIds[0], amount: 19.99, locked: true },
    });
    const renews = Date.parse(subscription.renews_at!);
    expect(renews - server().clock.nowMs()).toBeGreaterThan(27 * DAY);
    const [invoice] = await invoicesOf(server(), subscription.id);
    expect(invoice).toMatchObject({ amount: 1999, currency: 'USD', paid: 1, user_id: user.row.id });
    expect(invoice!.number).toMatch(/^\d{4}-\d{6}$/);
    const [email] = await emailsTo(server(), user.email);
    expect(email!.subject).toContain(plan.name);
    expect(email!.text).toMatch(/\/unsubscribe\?token=[\w%.-]+/);

    const me = await browser.get('/api/v1/users/me');
    expect(me.json.user.subscriptions).toEqual([
      { id: subscription.id, valid: true, active: true },
    ]);
    const boot = await browser.get('/api/v1/bootstrap-data');
    expect(boot.json.user.subscriptions).toEqual([
      { id: subscription.id, valid: true, active: true },
    ]);

    const overview = billingOverviewResponseSchema.parse(
      (await browser.get('/api/v1/billing/me')).json,
    );
    expect(overview.subscription?.id).toBe(subscription.id);
    expect(overview.payment_method).toEqual({
      gateway: 'test',
      brand: 'test',
      last4: '4242',
      exp_month: null,
      exp_year: null,
    });
    expect(overview.invoices.map((i) => i.number)).toEqual([invoice!.number]);
    expect(overview.gateways).toEqual(['test']);
  });

  it('declines the declined card on card_number and keeps nothing', async () => {
    const plan = await createPlan(server());
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const before = await billingSnapshot(server());
    const declined = await checkout(browser, plan, { card: TEST_CARDS.declined });
    expect(declined.status).toBe(422);
    expect(declined.json.errors.card_number).toEqual(['Your card was declined.']);
    const missing = await browser.post('/api/v1/billing/checkout', {
      product_id: plan.id,
      price_id: plan.priceIds[0],
      gateway: 'test',
    });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.card_number).toBeDefined();
    const malformed = await checkout(browser, plan, { card: '4242' });
    expect(malformed.json.errors.card_number).toBeDefined();
    expect(await billingSnapshot(server())).toEqual(before);
    expect((await browser.get('/api/v1/users/me')).json.user.subscriptions).toEqual([]);
  });

  it('checks out only a non-subscriber, a price of the plan, a visible paid plan and a gateway that is on', async () => {
    const plan = await createPlan(server());
    const other = await createPlan(server());
    const hidden = await createPlan(server(), { hidden: true });
    const free = await createPlan(server(), { free: true });
    const { browser } = await subscribedUser(server(), plan);
    const before = await billingSnapshot(server());
    const twice = await checkout(browser, other);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toMatch(/already have a subscription/);

    const fresh = await signIn(server(), await createUser(server()));
    const wrongPrice = await checkout(fresh, plan, { priceId: other.priceIds[0] });
    expect(wrongPrice.status).toBe(422);
    expect(wrongPrice.json.errors.price_id).toBeDefined();
    expect((await checkout(fresh, hidden)).json.errors.product_id).toBeDefined();
    expect((await checkout(fresh, free)).json.errors.product_id).toEqual([
      'A free plan needs no checkout.',
    ]);
    const stripe = await fresh.post('/api/v1/billing/checkout', {
      product_id: plan.id,
      price_id: plan.priceIds[0],
      gateway: 'stripe',
    });
    expect(stripe.status).toBe(422);
    expect(stripe.json.errors.gateway).toBeDefined();
    expect((await fresh.post('/api/v1/billing/checkout', { gateway: 'test' })).status).toBe(422);
    expect((await checkout(new Browser(server()), plan)).status).toBe(401);
    expect(await billingSnapshot(server())).toEqual(before);

    // Those who edit plans may check a hidden one out (to try it).
    const role = uniqueRoleName('planner');
    await createRoleWith(server(), role, { 'plans.update': {} });
    const planner = await signIn(server(), await createUser(server(), { roles: ['users', role] }));
    expect((await checkout(planner, hidden)).status).toBe(200);
  });

  it('changes plan at once with a prorated invoice, the new period starting now', async () => {
    const cheap = await createPlan(server(), { prices: [{ amount: 3000, interval: 'month' }] });
    const dear = await createPlan(server(), { prices: [{ amount: 6000, interval: 'month' }] });
    const { browser, subscriptionId } = await subscribedUser(server(), cheap);
    // Half of the paid period is used (moving the clock would end the session).
    const [paid] = await invoicesOf(server(), subscriptionId);
    const now = server().clock.nowMs();
    await billingDb(server().app.db)
      .updateTable('invoices')
      .set({
        period_start: new Date(now - 15 * DAY).toISOString(),
        period_end: new Date(now + 15 * DAY).toISOString(),
      })
      .where('id', '=', paid!.id)
      .execute();
    const moved = await browser.post('/api/v1/billing/change-plan', {
      product_id: dear.id,
      price_id: dear.priceIds[0],
    });
    expect(moved.status).toBe(200);
    expect(moved.json.subscription).toMatchObject({
      product: { id: dear.id },
      price: { id: dear.priceIds[0] },
      status: 'active',
    });
    const invoices = await invoicesOf(server(), subscriptionId);
    expect(invoices).toHaveLength(2);
    // Half of the 30.00 paid comes back against 60.00.
    expect(Math.abs(invoices[1]!.amount - 4500)).toBeLessThanOrEqual(2);
    expect(invoices[1]!.period_end).toBe(moved.json.subscription.renews_at);
    expect(Date.parse(invoices[1]!.period_start)).toBeGreaterThanOrEqual(now);
    const same = await browser.post('/api/v1/billing/change-plan', {
      product_id: dear.id,
      price_id: dear.priceIds[0],
    });
    expect(same.status).toBe(422);
    expect(same.json.errors.price_id).toBeDefined();
  });

  it('cancels at the period end (still valid, ends_at the paid end) and resumes during the grace period', async () => {
    const plan = await createPlan(server());
    const { browser, subscriptionId } = await subscribedUser(server(), plan);
    const paidEnd = (await storedSubscription(server(), subscriptionId)).renews_at;
    const cancelled = await browser.post('/api/v1/billing/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.subscription).toMatchObject({
      status: 'cancelled',
      valid: true,
      active: false,
      ends_at: paidEnd,
      renews_at: null,
    });
    expect((await browser.get('/api/v1/users/me')).json.user.subscriptions[0]).toMatchObject({
      valid: true,
      active: false,
    });
    const changePlan = await browser.post('/api/v1/billing/change-plan', {
      product_id: plan.id,
      price_id: plan.priceIds[0],
    });
    expect(changePlan.status).toBe(409);
    const resumed = await browser.post('/api/v1/billing/resume');
    expect(resumed.json.subscription).toMatchObject({
      status: 'active',
      renews_at: paidEnd,
      ends_at: null,
    });
    expect((await browser.post('/api/v1/billing/resume')).status).toBe(422);
  });

  it('replaces the card: the declined one is refused, another is kept by its last digits', async () => {
    const plan = await createPlan(server());
    const { browser } = await subscribedUser(server(), plan);
    const declined = await browser.post('/api/v1/billing/payment-method', {
      card_number: TEST_CARDS.declined,
    });
    expect(declined.status).toBe(422);
    expect(declined.json.errors.card_number).toBeDefined();
    const changed = await browser.post('/api/v1/billing/payment-method', {
      card_number: '5555 5555 5555 4444',
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({
      status: 'complete',
      payment_method: {
        gateway: 'test',
        brand: 'test',
        last4: '4444',
        exp_month: null,
        exp_year: null,
      },
    });
    expect((await browser.get('/api/v1/billing/me')).json.payment_method.last4).toBe('4444');
  });

  it('shows an invoice to its subscriber and to subscriptions.update, and 404 to a stranger', async () => {
    const plan = await createPlan(server());
    const { browser, user, subscriptionId } = await subscribedUser(server(), plan);
    const [invoice] = await invoicesOf(server(), subscriptionId);
    const path = `/api/v1/billing/invoices/${invoice!.uuid}`;
    const own = await browser.get(path);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      invoice: { uuid: invoice!.uuid, number: invoice!.number, amount: 10, paid: true },
      customer: { email: user.email },
      product: { id: plan.id, name: plan.name },
    });
    const stranger = await signIn(server(), await createUser(server()));
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.get('/api/v1/billing/invoices/not-a-uuid')).status).toBe(422);
    expect((await new Browser(server()).get(path)).status).toBe(401);
    const role = uniqueRoleName('billing-admin');
    await createRoleWith(server(), role, { 'subscriptions.update': {} });
    const clerk = await signIn(server(), await createUser(server(), { roles: ['users', role] }));
    expect((await clerk.get(path)).status).toBe(200);
  });

  it('answers a non-subscriber 404 on the subscriber-only calls and a guest 401', async () => {
    const browser = await signIn(server(), await createUser(server()));
    const overview = await browser.get('/api/v1/billing/me');
    expect(overview.json).toMatchObject({ subscription: null, payment_method: null, invoices: [] });
    for (const path of [
      'cancel',
      'resume',
      'change-plan',
      'payment-method',
      'payment-method/done',
    ]) {
      const body = path === 'change-plan' ? { product_id: 1, price_id: 1 } : { gateway_id: 'x' };
      const answer = await browser.post(`/api/v1/billing/${path}`, body);
      expect(answer.status, path).toBe(404);
      expect((await new Browser(server()).post(`/api/v1/billing/${path}`, body)).status, path).toBe(
        401,
      );
    }
  });
});

describeServer('billing checkout with billing off', (server) => {
  it('answers checkout and the billing page 404', async () => {
    const plan = await createPlan(server());
    await server().app.settings.set('billing.test_gateway.enable', true);
    const browser = await signIn(server(), await createUser(server()));
    expect((await checkout(browser, plan)).status).toBe(404);
    expect((await browser.get('/api/v1/billing/me')).status).toBe(404);
    expect((await browser.get('/api/v1/users/me')).json.user.subscriptions).toEqual([]);
  });
});
