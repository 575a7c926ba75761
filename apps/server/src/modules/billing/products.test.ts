import {
  billingEndpoints,
  productResponseSchema,
  publicProductsResponseSchema,
} from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { Browser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { signInAsAdmin, signInOutsiders } from '../admin/admin.test-support';
import {
  billingSnapshot,
  createPlan,
  planPayload,
  subscribedUser,
  switchOnBilling,
  uniquePlanName,
} from './billing.test-support';

const PLAN_ENDPOINTS = [
  'plans',
  'product',
  'createProduct',
  'updateProduct',
  'deleteProduct',
] as const;

describeServer('billing plans', (server) => {
  beforeAll(async () => switchOnBilling(server()));

  it('answers a guest 401 and users without plans.update 403 on every plan endpoint, writing nothing', async () => {
    const plan = await createPlan(server());
    const { plain, panelOnly } = await signInOutsiders(server());
    const before = await billingSnapshot(server());
    for (const name of PLAN_ENDPOINTS) {
      const endpoint = billingEndpoints[name];
      const path = endpoint.path.replace(':id', String(plan.id));
      const body =
        endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : planPayload();
      const guest = await new Browser(server()).request(endpoint.method, path, body);
      expect(guest.status, `${name} as a guest`).toBe(401);
      expect((await plain.request(endpoint.method, path, body)).status, name).toBe(403);
      expect((await panelOnly.request(endpoint.method, path, body)).status, name).toBe(403);
    }
    expect(await billingSnapshot(server())).toEqual(before);
  });

  it('creates a plan with its prices (exact cents) and permissions, and answers it', async () => {
    const { browser } = await signInAsAdmin(server());
    const payload = planPayload({
      prices: [
        { amount: 9.99, currency: 'usd', interval: 'month', interval_count: 1 },
        { amount: 99.9, currency: 'EUR', interval: 'year', interval_count: 1 },
        { amount: 1200, currency: 'JPY', interval: 'month', interval_count: 3 },
      ],
      permissions: [{ name: 'workspaces.create', restrictions: [{ name: 'count', value: 10 }] }],
    });
    const created = await browser.post('/api/v1/billing/products', payload);
    expect(created.status).toBe(200);
    const { product } = productResponseSchema.parse(created.json);
    expect(product).toMatchObject({
      name: payload.name,
      feature_list: payload.feature_list,
      recommended: true,
      available_space: 100 * 1024 ** 3,
      subscribers_count: 0,
      permissions: [{ name: 'workspaces.create', restrictions: [{ name: 'count', value: 10 }] }],
    });
    expect(product.prices.map((p) => [p.amount, p.currency, p.interval, p.locked])).toEqual([
      [9.99, 'USD', 'month', false],
      [99.9, 'EUR', 'year', false],
      [1200, 'JPY', 'month', false],
    ]);
    // Stored as integers in the minor unit, never floats.
    const snapshot = await billingSnapshot(server());
    const stored = snapshot.prices.filter((p) => p.product_id === product.id).map((p) => p.amount);
    expect(stored).toEqual([999, 9990, 1200]);
    const read = await browser.get(`/api/v1/billing/products/${product.id}`);
    expect(read.json.product).toEqual(product);
  });

  it('refuses bad plans with field messages and writes nothing', async () => {
    const { browser } = await signInAsAdmin(server());
    const before = await billingSnapshot(server());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ prices: [] }, 'prices'],
      [
        { prices: [{ amount: -1, currency: 'USD', interval: 'month', interval_count: 1 }] },
        'prices.0.amount',
      ],
      [
        { prices: [{ amount: 1, currency: 'US', interval: 'month', interval_count: 1 }] },
        'prices.0.currency',
      ],
      [
        { prices: [{ amount: 1, currency: 'USD', interval: 'hour', interval_count: 1 }] },
        'prices.0.interval',
      ],
      [
        { prices: [{ amount: 9.5, currency: 'JPY', interval: 'month', interval_count: 1 }] },
        'prices.0.amount',
      ],
      [{ permissions: [{ name: 'no.such', restrictions: [] }] }, 'permissions.0.name'],
      [{ permissions: [{ name: 'admin', restrictions: [] }] }, 'permissions.0.name'],
      [
        { permissions: [{ name: 'links.create', restrictions: [{ name: 'count', value: 1 }] }] },
        'permissions.0.restrictions.0.name',
      ],
    ];
    for (const [overrides, field] of cases) {
      const answer = await browser.post('/api/v1/billing/products', planPayload(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(answer.json.errors), JSON.stringify(overrides)).toContain(field);
    }
    expect(await billingSnapshot(server())).toEqual(before);
  });

  it('locks a price that has subscribers: a changed field gets 422 on that field, a new price is added', async () => {
    const { browser } = await signInAsAdmin(server());
    const plan = await createPlan(server(), {
      prices: [{ amount: 1000 }, { amount: 9000, interval: 'year' }],
    });
    await subscribedUser(server(), plan);
    const current = (await browser.get(`/api/v1/billing/products/${plan.id}`)).json.product;
    expect(current.prices.map((p: { locked: boolean }) => p.locked)).toEqual([true, false]);
    expect(current.subscribers_count).toBe(1);
    const form = (prices: unknown[]) => planPayload({ name: plan.name, prices });
    const locked = {
      id: plan.priceIds[0],
      amount: 10,
      currency: 'USD',
      interval: 'month',
      interval_count: 1,
    };
    const free = {
      id: plan.priceIds[1],
      amount: 90,
      currency: 'USD',
      interval: 'year',
      interval_count: 1,
    };
    const before = await billingSnapshot(server());

    const changed = await browser.request(
      'PUT',
      `/api/v1/billing/products/${plan.id}`,
      form([{ ...locked, amount: 12, interval: 'year' }, free]),
    );
    expect(changed.status).toBe(422);
    expect(Object.keys(changed.json.errors).sort()).toEqual([
      'prices.0.amount',
      'prices.0.interval',
    ]);
    const dropped = await browser.request(
      'PUT',
      `/api/v1/billing/products/${plan.id}`,
      form([free]),
    );
    expect(dropped.status).toBe(422);
    expect(dropped.json.errors.prices).toBeDefined();
    expect(await billingSnapshot(server())).toEqual(before);

    const kept = await browser.request(
      'PUT',
      `/api/v1/billing/products/${plan.id}`,
      form([
        locked,
        { ...free, amount: 80 },
        { amount: 15, currency: 'USD', interval: 'month', interval_count: 1 },
      ]),
    );
    expect(kept.status).toBe(200);
    expect(kept.json.product.prices.map((p: { amount: number }) => p.amount)).toEqual([10, 80, 15]);
    // The unlocked price was changed in place; the removed one of an earlier form is gone.
    const unlocked = await browser.request(
      'PUT',
      `/api/v1/billing/products/${plan.id}`,
      form([locked]),
    );
    expect(unlocked.status).toBe(200);
    expect(unlocked.json.product.prices.map((p: { id: number }) => p.id)).toEqual([
      plan.priceIds[0],
    ]);
  });

  it('refuses to delete a plan with valid subscriptions and deletes one without', async () => {
    const { browser } = await signInAsAdmin(server());
    const busy = await createPlan(server());
    await subscribedUser(server(), busy);
    const before = await billingSnapshot(server());
    const refused = await browser.delete(`/api/v1/billing/products/${busy.id}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('This plan has subscribers: hide it instead of deleting it.');
    expect(await billingSnapshot(server())).toEqual(before);

    const idle = await createPlan(server());
    expect((await browser.delete(`/api/v1/billing/products/${idle.id}`)).status).toBe(200);
    expect((await browser.get(`/api/v1/billing/products/${idle.id}`)).status).toBe(404);
    expect((await browser.delete(`/api/v1/billing/products/${idle.id}`)).status).toBe(404);
  });

  it('lists plans for the admin: searched, filtered, sorted and paged', async () => {
    const { browser } = await signInAsAdmin(server());
    const word = uniquePlanName('Zq').replace(/\s/g, '');
    const a = await createPlan(server(), { name: `${word} A`, position: 2 });
    const b = await createPlan(server(), { name: `${word} B`, position: 1, hidden: true });
    const query = (params: Record<string, string>) =>
      browser.get(`/api/v1/billing/plans?${new URLSearchParams({ query: word, ...params })}`);
    const byPosition = await query({ orderBy: 'position', orderDir: 'asc' });
    expect(byPosition.json.pagination.data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(byPosition.json.pagination.total).toBe(2);
    const hidden = await query({ filters: JSON.stringify({ hidden: true }) });
    expect(hidden.json.pagination.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const paged = await query({ orderBy: 'name', orderDir: 'asc', perPage: '1', page: '2' });
    expect(paged.json.pagination).toMatchObject({
      current_page: 2,
      per_page: 1,
      total: 2,
      last_page: 2,
    });
    expect(paged.json.pagination.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect((await query({ filters: JSON.stringify({ colour: 'red' }) })).status).toBe(422);
  });

  it('shows the public plans to anyone, hidden ones out, by position, in the pagination shape', async () => {
    const last = await createPlan(server(), { position: 900 });
    const first = await createPlan(server(), { position: 899, recommended: true });
    const hidden = await createPlan(server(), { position: 898, hidden: true });
    const answer = await new Browser(server()).get('/api/v1/billing/products');
    expect(answer.status).toBe(200);
    const page = publicProductsResponseSchema.parse(answer.json).pagination;
    const ids = page.data.map((p) => p.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(last.id));
    expect(page.data.map((p) => p.position)).toEqual(
      [...page.data.map((p) => p.position)].sort((x, y) => x - y),
    );
    expect(page).toMatchObject({ current_page: 1, total: page.data.length, last_page: 1 });
    expect(page.data.find((p) => p.id === first.id)).toMatchObject({
      recommended: true,
      hidden: false,
    });
    expect(JSON.stringify(answer.json)).not.toMatch(/permissions|subscribers_count|stripe|paypal/);
  });
});

describeServer('billing plans with billing off', (server) => {
  it('answers the pricing page 404 while the admin can still edit plans', async () => {
    expect((await new Browser(server()).get('/api/v1/billing/products')).status).toBe(404);
    const { browser } = await signInAsAdmin(server());
    expect((await browser.post('/api/v1/billing/products', planPayload())).status).toBe(200);
  });
});
