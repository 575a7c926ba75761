import { expect } from 'vitest';
import {
  createPlan,
  invoicesOf,
  storedSubscription,
  switchOnBilling,
  type TestPlan,
} from '../billing/billing.test-support';
import { TEST_CARDS } from '../billing/gateways/test-gateway';
import { billingDb } from '../billing/products-repo';
import type { Case, Cell, Fixture } from './authorization-matrix.test-support';

/*
 * Rows of the billing routes (modules/billing). Columns: guest, stranger (signed in, no
 * subscription), owner (the subscriber: their subscription, its invoice, their phone) and
 * admin (every permission, no subscription). Every cell starts from the same state: the
 * owner subscribed to the plan's first price, nobody else subscribed.
 */

export const BILLING_CALLERS = ['guest', 'stranger', 'owner', 'admin'] as const;
export type BillingCase = Case<readonly [number, number, number, number]>;

interface BillingFixture {
  plan: TestPlan;
  subscriptionId: number;
  invoiceUuid: string;
  phone: string;
}

let billing: BillingFixture | undefined;

/** Billing on, a plan with two prices, and the owner subscribed through the test gateway. */
export async function buildBillingFixture(fx: Fixture): Promise<void> {
  const { server } = fx;
  await switchOnBilling(server);
  const plan = await createPlan(server, { prices: [{ amount: 1000 }, { amount: 2000 }] });
  const phone = `+1555${process.pid % 10000}0042`;
  await server.app.db
    .updateTable('users')
    .set({ phone })
    .where('id', '=', fx.users.owner.row.id)
    .execute();
  const paid = await fx.browser('owner').post('/api/v1/billing/checkout', {
    product_id: plan.id,
    price_id: plan.priceIds[0],
    gateway: 'test',
    card_number: TEST_CARDS.pays,
  });
  if (paid.status !== 200) throw new Error(`checkout: ${paid.status}`);
  const subscriptionId = paid.json.subscription.id as number;
  const [invoice] = await invoicesOf(server, subscriptionId);
  billing = { plan, subscriptionId, invoiceUuid: invoice!.uuid, phone };
}

export function billingFixture(): BillingFixture {
  if (!billing) throw new Error('buildBillingFixture first');
  return billing;
}

/** Back to the start: the owner active on the first price, the others without a subscription. */
async function baseline({ fx }: Cell, status: 'active' | 'cancelled' = 'active') {
  const { plan, subscriptionId } = billingFixture();
  const db = billingDb(fx.server.app.db);
  const end = new Date(fx.server.app.clock.nowMs() + 30 * 86_400_000).toISOString();
  await db
    .deleteFrom('subscriptions')
    .where('id', '!=', subscriptionId)
    .where('user_id', 'in', [fx.users.stranger.row.id, fx.users.admin.row.id])
    .execute();
  await db
    .updateTable('subscriptions')
    .set({
      status,
      price_id: plan.priceIds[0]!,
      card_last4: TEST_CARDS.pays.slice(-4),
      renews_at: status === 'active' ? end : null,
      ends_at: status === 'active' ? null : end,
    })
    .where('id', '=', subscriptionId)
    .execute();
}

const ownerSubscription = (cell: Cell) =>
  storedSubscription(cell.fx.server, billingFixture().subscriptionId);

/** A row whose request leaves the owner's subscription as it was unless it succeeds. */
function ownerRow(
  route: string,
  name: string,
  start: 'active' | 'cancelled',
  body: (plan: TestPlan) => unknown,
  changed: (row: Awaited<ReturnType<typeof ownerSubscription>>) => boolean,
): BillingCase {
  const [method, path] = route.split(' ') as [string, string];
  return {
    route,
    name,
    expected: [401, 404, 200, 404],
    prepare: async (cell) => {
      await baseline(cell, start);
      return {
        method,
        path,
        body: body(billingFixture().plan),
        check: async (ok) => expect(changed(await ownerSubscription(cell))).toBe(ok),
      };
    },
  };
}

export function billingCases(): BillingCase[] {
  return [
    {
      route: 'GET /api/v1/billing/products',
      name: 'the pricing page’s plans',
      expected: [200, 200, 200, 200],
      prepare: async () => ({ method: 'GET', path: '/api/v1/billing/products' }),
    },
    {
      route: 'GET /api/v1/billing/me',
      name: 'the caller’s billing page',
      expected: [401, 200, 200, 200],
      prepare: async (cell) => {
        await baseline(cell);
        return {
          method: 'GET',
          path: '/api/v1/billing/me',
          check: async (ok, answer) => {
            if (!ok) return;
            const own = cell.who === 'owner' ? billingFixture().subscriptionId : null;
            expect(answer.json.subscription?.id ?? null).toBe(own);
          },
        };
      },
    },
    {
      route: 'GET /api/v1/billing/invoices/:uuid',
      name: 'the owner’s invoice',
      expected: [401, 404, 200, 200],
      prepare: async () => ({
        method: 'GET',
        path: `/api/v1/billing/invoices/${billingFixture().invoiceUuid}`,
      }),
    },
    {
      route: 'POST /api/v1/billing/checkout',
      name: 'paying for the plan (non-subscribers only)',
      expected: [401, 200, 409, 200],
      prepare: async (cell) => {
        await baseline(cell);
        const { plan } = billingFixture();
        return {
          method: 'POST',
          path: '/api/v1/billing/checkout',
          body: {
            product_id: plan.id,
            price_id: plan.priceIds[1],
            gateway: 'test',
            card_number: TEST_CARDS.pays,
          },
          check: async (ok) => {
            const rows = await billingDb(cell.fx.server.app.db)
              .selectFrom('subscriptions')
              .select('id')
              .where('user_id', '=', cell.user?.row.id ?? 0)
              .execute();
            expect(rows.length).toBe(ok || cell.who === 'owner' ? 1 : 0);
          },
        };
      },
    },
    ...(['stripe', 'paypal'] as const).map(
      (gateway): BillingCase => ({
        route: `POST /api/v1/billing/${gateway}/done`,
        name: 'finishing a checkout nobody started',
        expected: [401, 404, 404, 404],
        prepare: async () => ({
          method: 'POST',
          path: `/api/v1/billing/${gateway}/done`,
          body: { gateway_id: `${gateway}_unknown` },
        }),
      }),
    ),
    ownerRow(
      'POST /api/v1/billing/change-plan',
      'moving to the plan’s other price',
      'active',
      (plan) => ({ product_id: plan.id, price_id: plan.priceIds[1] }),
      (row) => row.price_id === billingFixture().plan.priceIds[1],
    ),
    ownerRow(
      'POST /api/v1/billing/cancel',
      'cancelling at the period end',
      'active',
      () => ({}),
      (row) => row.status === 'cancelled',
    ),
    ownerRow(
      'POST /api/v1/billing/resume',
      'resuming in the grace period',
      'cancelled',
      () => ({}),
      (row) => row.status === 'active',
    ),
    ownerRow(
      'POST /api/v1/billing/payment-method',
      'replacing the card',
      'active',
      () => ({ card_number: '5555555555554444' }),
      (row) => row.card_last4 === '4444',
    ),
    {
      route: 'POST /api/v1/billing/payment-method/done',
      name: 'confirming a card the test gateway never asks to confirm',
      expected: [401, 404, 404, 404],
      prepare: async (cell) => {
        await baseline(cell);
        return {
          method: 'POST',
          path: '/api/v1/billing/payment-method/done',
          body: { gateway_id: 'seti_x' },
        };
      },
    },
    ...(['stripe', 'paypal'] as const).map(
      (gateway): BillingCase => ({
        route: `POST /api/v1/billing/${gateway}/webhook`,
        name: 'a webhook of a gateway that is off',
        expected: [404, 404, 404, 404],
        prepare: async () => ({
          method: 'POST',
          path: `/api/v1/billing/${gateway}/webhook`,
          body: { events: [] },
        }),
      }),
    ),
    {
      route: 'POST /api/v1/unsubscribe',
      name: 'the owner’s phone (only the owner cancels)',
      expected: [200, 200, 200, 200],
      prepare: async (cell) => {
        await baseline(cell);
        return {
          method: 'POST',
          path: '/api/v1/unsubscribe',
          body: { phone: billingFixture().phone },
          check: async (_ok, answer) => {
            const cancelled = (await ownerSubscription(cell)).status === 'cancelled';
            expect({ status: answer.json.status, cancelled }).toEqual(
              cell.who === 'owner'
                ? { status: 'success', cancelled: true }
                : { status: 'error', cancelled: false },
            );
          },
        };
      },
    },
  ];
}

/** Billing URLs in the route table. */
const BILLING_URL = /^\/api\/v1\/(billing|unsubscribe)(\/|$)/;

/** `METHOD url` of every billing route of the table (Fastify's automatic HEADs aside). */
export function billingRouteKeys(
  routes: ReadonlyArray<{ methods: string[]; url: string }>,
): string[] {
  const keys = new Set<string>();
  for (const route of routes) {
    if (!BILLING_URL.test(route.url)) continue;
    for (const method of route.methods) if (method !== 'HEAD') keys.add(`${method} ${route.url}`);
  }
  return [...keys].sort();
}
