import { adminSubscriptionsResponseSchema, billingEndpoints } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { Browser, createUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { signInAsAdmin, signInOutsiders } from '../admin/admin.test-support';
import {
  billingSnapshot,
  createPlan,
  storedSubscription,
  subscribedUser,
  switchOnBilling,
  uniquePlanName,
} from './billing.test-support';
import { billingDb } from './products-repo';

const ADMIN_ENDPOINTS = [
  'subscriptions',
  'exportSubscriptions',
  'createSubscription',
  'updateSubscription',
  'deleteSubscriptions',
  'cancelSubscription',
  'resumeSubscription',
] as const;
const DAY = 24 * 60 * 60_000;

describeServer('admin subscriptions', (server) => {
  beforeAll(async () => switchOnBilling(server()));

  it('answers a guest 401 and users without subscriptions.update 403 on every admin endpoint, writing nothing', async () => {
    const plan = await createPlan(server());
    const { subscriptionId, user } = await subscribedUser(server(), plan);
    const { plain, panelOnly } = await signInOutsiders(server());
    const before = await billingSnapshot(server());
    for (const name of ADMIN_ENDPOINTS) {
      const endpoint = billingEndpoints[name];
      const path = endpoint.path
        .replace(':ids', String(subscriptionId))
        .replace(':id', String(subscriptionId));
      const body =
        endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? undefined
          : {
              user_id: user.row.id,
              product_id: plan.id,
              price_id: plan.priceIds[0],
              immediately: true,
            };
      expect((await new Browser(server()).request(endpoint.method, path, body)).status, name).toBe(
        401,
      );
      expect((await plain.request(endpoint.method, path, body)).status, name).toBe(403);
      expect((await panelOnly.request(endpoint.method, path, body)).status, name).toBe(403);
    }
    expect(await billingSnapshot(server())).toEqual(before);
  });

  it('lists subscriptions searched by the subscriber, filtered by status, gateway and plan, and exports them as CSV', async () => {
    const { browser } = await signInAsAdmin(server());
    const plan = await createPlan(server(), { name: uniquePlanName('Listed') });
    const one = await subscribedUser(server(), plan);
    const two = await subscribedUser(server(), plan);
    await two.browser.post('/api/v1/billing/cancel');
    const list = async (params: Record<string, string>) =>
      adminSubscriptionsResponseSchema.parse(
        (await browser.get(`/api/v1/billing/subscriptions?${new URLSearchParams(params)}`)).json,
      ).pagination;
    const ofPlan = await list({ filters: JSON.stringify({ product_id: plan.id }) });
    expect(ofPlan.data.map((s) => s.id).sort()).toEqual(
      [one.subscriptionId, two.subscriptionId].sort(),
    );
    expect(ofPlan.data[0]).toMatchObject({
      gateway: 'test',
      product: { id: plan.id, name: plan.name },
    });
    const cancelled = await list({
      filters: JSON.stringify({ product_id: plan.id, status: 'cancelled' }),
    });
    expect(cancelled.data.map((s) => s.id)).toEqual([two.subscriptionId]);
    const byEmail = await list({ query: one.user.email.toUpperCase() });
    expect(byEmail.data.map((s) => s.user.email)).toEqual([one.user.email]);
    const granted = await list({
      filters: JSON.stringify({ product_id: plan.id, gateway: 'none' }),
    });
    expect(granted.total).toBe(0);
    const bad = await browser.get(
      `/api/v1/billing/subscriptions?filters=${encodeURIComponent('{"status":"lost"}')}`,
    );
    expect(bad.status).toBe(422);

    const csv = await browser.get(
      `/api/v1/billing/subscriptions/export/csv?filters=${encodeURIComponent(JSON.stringify({ product_id: plan.id }))}&orderBy=created_at&orderDir=asc`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,user_name,user_email,product,amount,currency,interval,interval_count,gateway,gateway_id,status,renews_at,ends_at,trial_ends_at,created_at',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(one.user.email);
    expect(lines[2]).toContain(',cancelled,');
  });

  it('grants a plan by hand (gateway none), edits and deletes it; bad input gets field messages and writes nothing', async () => {
    const { browser } = await signInAsAdmin(server());
    const plan = await createPlan(server());
    const other = await createPlan(server(), { prices: [{ amount: 100 }, { amount: 200 }] });
    const user = await createUser(server());
    const before = await billingSnapshot(server());
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ user_id: 999_999, product_id: plan.id, price_id: plan.priceIds[0] }, 'user_id'],
      [{ user_id: user.row.id, product_id: 999_999, price_id: plan.priceIds[0] }, 'product_id'],
      [{ user_id: user.row.id, product_id: plan.id, price_id: other.priceIds[0] }, 'price_id'],
      [
        { user_id: user.row.id, product_id: plan.id, price_id: plan.priceIds[0], ends_at: 'soon' },
        'ends_at',
      ],
      [
        {
          user_id: user.row.id,
          product_id: plan.id,
          price_id: plan.priceIds[0],
          status: 'expired',
        },
        'status',
      ],
    ];
    for (const [body, field] of refusals) {
      const answer = await browser.post('/api/v1/billing/subscriptions', body);
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.json.errors), field).toContain(field);
    }
    expect(await billingSnapshot(server())).toEqual(before);

    const endsAt = new Date(server().clock.nowMs() + 30 * DAY).toISOString();
    const created = await browser.post('/api/v1/billing/subscriptions', {
      user_id: user.row.id,
      product_id: plan.id,
      price_id: plan.priceIds[0],
      ends_at: endsAt.replace('Z', '+00:00'),
    });
    expect(created.status).toBe(200);
    const id = created.json.subscription.id as number;
    expect(created.json.subscription).toMatchObject({
      gateway: 'none',
      gateway_id: null,
      status: 'active',
      valid: true,
      ends_at: endsAt,
      user: { id: user.row.id, email: user.email },
    });
    const twice = await browser.post('/api/v1/billing/subscriptions', {
      user_id: user.row.id,
      product_id: plan.id,
      price_id: plan.priceIds[0],
    });
    expect(twice.json.errors.user_id).toEqual(['This user already has a subscription.']);

    const mismatched = await browser.request('PUT', `/api/v1/billing/subscriptions/${id}`, {
      product_id: other.id,
    });
    expect(mismatched.status).toBe(422);
    expect(mismatched.json.errors.price_id).toBeDefined();
    const moved = await browser.request('PUT', `/api/v1/billing/subscriptions/${id}`, {
      product_id: other.id,
      price_id: other.priceIds[1],
      status: 'trialing',
      trial_ends_at: endsAt,
    });
    expect(moved.status).toBe(200);
    expect(moved.json.subscription).toMatchObject({
      product: { id: other.id },
      price: { id: other.priceIds[1], amount: 2 },
      status: 'trialing',
      trial_ends_at: endsAt,
    });
    expect((await browser.request('PUT', '/api/v1/billing/subscriptions/999999', {})).status).toBe(
      404,
    );

    expect((await browser.delete(`/api/v1/billing/subscriptions/${id},999999`)).status).toBe(404);
    const deleted = await browser.delete(`/api/v1/billing/subscriptions/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Subscriptions deleted');
    expect((await browser.get('/api/v1/users/me')).status).toBe(200);
  });

  it('cancels at the period end or at once, and resumes in the grace period', async () => {
    const { browser } = await signInAsAdmin(server());
    const plan = await createPlan(server());
    const later = await subscribedUser(server(), plan);
    const paidEnd = (await storedSubscription(server(), later.subscriptionId)).renews_at;
    const atEnd = await browser.post(
      `/api/v1/billing/subscriptions/${later.subscriptionId}/cancel`,
      {},
    );
    expect(atEnd.json.subscription).toMatchObject({
      status: 'cancelled',
      valid: true,
      ends_at: paidEnd,
    });
    const resumed = await browser.post(
      `/api/v1/billing/subscriptions/${later.subscriptionId}/resume`,
    );
    expect(resumed.json.subscription).toMatchObject({
      status: 'active',
      renews_at: paidEnd,
      ends_at: null,
    });
    expect(
      (await browser.post(`/api/v1/billing/subscriptions/${later.subscriptionId}/resume`)).status,
    ).toBe(422);

    const now = await subscribedUser(server(), plan);
    const stopped = await browser.post(
      `/api/v1/billing/subscriptions/${now.subscriptionId}/cancel`,
      {
        immediately: true,
      },
    );
    expect(stopped.json.subscription).toMatchObject({ status: 'expired', valid: false });
    expect((await now.browser.get('/api/v1/users/me')).json.user.subscriptions[0].valid).toBe(
      false,
    );
    const again = await browser.post(
      `/api/v1/billing/subscriptions/${now.subscriptionId}/cancel`,
      {},
    );
    expect(again.status).toBe(422);
    expect((await browser.post('/api/v1/billing/subscriptions/999999/cancel', {})).status).toBe(
      404,
    );
  });

  it('takes a deleted account’s subscriptions, invoices and test cards with it', async () => {
    const { browser } = await signInAsAdmin(server());
    const plan = await createPlan(server());
    const { user, subscriptionId } = await subscribedUser(server(), plan);
    const { gateway_id } = await storedSubscription(server(), subscriptionId);
    expect((await browser.delete(`/api/v1/users/${user.row.id}`)).status).toBe(200);
    const db = billingDb(server().app.db);
    const left = {
      subscriptions: await db
        .selectFrom('subscriptions')
        .select('id')
        .where('user_id', '=', user.row.id)
        .execute(),
      invoices: await db
        .selectFrom('invoices')
        .select('id')
        .where('user_id', '=', user.row.id)
        .execute(),
      cards: await db
        .selectFrom('test_gateway_cards')
        .select('last4')
        .where('gateway_id', '=', gateway_id!)
        .execute(),
    };
    expect(left).toEqual({ subscriptions: [], invoices: [], cards: [] });
  });
});
