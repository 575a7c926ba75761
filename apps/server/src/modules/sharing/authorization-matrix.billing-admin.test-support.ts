import { expect } from 'vitest';
import { createUser } from '../../../test/auth';
import { createPlan, planPayload } from '../billing/billing.test-support';
import { billingDb } from '../billing/products-repo';
import { type BillingCase, billingFixture } from './authorization-matrix.billing.test-support';
import type { Cell, Prepared } from './authorization-matrix.test-support';

/*
 * The admin's billing rows (plans.update, subscriptions.update): guest 401, stranger and
 * owner (the subscriber) 403, admin 200; each mutating cell works on a plan or a granted
 * subscription of its own.
 */

/** A plan granted by hand to a fresh account, for the admin's rows. */
async function grantedSubscription(cell: Cell, status: 'active' | 'cancelled' = 'active') {
  const { plan } = billingFixture();
  const user = await createUser(cell.fx.server);
  const now = cell.fx.server.app.clock.iso();
  const end = new Date(cell.fx.server.app.clock.nowMs() + 30 * 86_400_000).toISOString();
  const row = await billingDb(cell.fx.server.app.db)
    .insertInto('subscriptions')
    .values({
      user_id: user.row.id,
      product_id: plan.id,
      price_id: plan.priceIds[0]!,
      gateway: 'none',
      status,
      renews_at: null,
      ends_at: status === 'cancelled' ? end : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, userId: user.row.id };
}

const admins: [number, number, number, number] = [401, 403, 403, 200];

function adminRow(route: string, name: string, prepare: (cell: Cell) => Promise<Prepared>) {
  return { route, name, expected: admins, prepare } satisfies BillingCase;
}

/**
 * An admin row on a plan granted by hand in `start`: after a success its status is `after`
 * (null: deleted), after a refusal still `start`.
 */
function grantedRow(
  route: string,
  name: string,
  { start, body, after }: { start: 'active' | 'cancelled'; body?: unknown; after: string | null },
) {
  const [method, pattern] = route.split(' ') as [string, string];
  return adminRow(route, name, async (cell) => {
    const granted = await grantedSubscription(cell, start);
    return {
      method,
      path: pattern.replace(/:ids?/, String(granted.id)),
      body,
      check: async (ok) => {
        const row = await billingDb(cell.fx.server.app.db)
          .selectFrom('subscriptions')
          .select('status')
          .where('id', '=', granted.id)
          .executeTakeFirst();
        expect(row?.status ?? null).toBe(ok ? after : start);
      },
    };
  });
}

export function billingAdminCases(): BillingCase[] {
  const productPath = (id: number) => `/api/v1/billing/products/${id}`;
  const productCount = async (cell: Cell, name: string) =>
    (
      await billingDb(cell.fx.server.app.db)
        .selectFrom('products')
        .select('id')
        .where('name', '=', name)
        .execute()
    ).length;
  return [
    adminRow('GET /api/v1/billing/plans', 'the admin’s plan list', async () => ({
      method: 'GET',
      path: '/api/v1/billing/plans',
    })),
    adminRow('GET /api/v1/billing/products/:id', 'a plan to edit', async () => ({
      method: 'GET',
      path: productPath(billingFixture().plan.id),
    })),
    adminRow('POST /api/v1/billing/products', 'creating a plan', async (cell) => {
      const body = planPayload();
      return {
        method: 'POST',
        path: '/api/v1/billing/products',
        body,
        check: async (ok) => expect(await productCount(cell, body.name)).toBe(ok ? 1 : 0),
      };
    }),
    adminRow('PUT /api/v1/billing/products/:id', 'renaming a plan', async (cell) => {
      const plan = await createPlan(cell.fx.server);
      const body = planPayload({ prices: [], free: true });
      return {
        method: 'PUT',
        path: productPath(plan.id),
        body,
        check: async (ok) => expect(await productCount(cell, body.name)).toBe(ok ? 1 : 0),
      };
    }),
    adminRow(
      'DELETE /api/v1/billing/products/:id',
      'deleting a plan nobody subscribes to',
      async (cell) => {
        const plan = await createPlan(cell.fx.server);
        return {
          method: 'DELETE',
          path: productPath(plan.id),
          check: async (ok) => expect(await productCount(cell, plan.name)).toBe(ok ? 0 : 1),
        };
      },
    ),
    adminRow('GET /api/v1/billing/subscriptions', 'every subscription', async () => ({
      method: 'GET',
      path: '/api/v1/billing/subscriptions',
    })),
    adminRow(
      'GET /api/v1/billing/subscriptions/export/csv',
      'the subscriptions as CSV',
      async () => ({
        method: 'GET',
        path: '/api/v1/billing/subscriptions/export/csv',
      }),
    ),
    adminRow('POST /api/v1/billing/subscriptions', 'granting a plan', async (cell) => {
      const user = await createUser(cell.fx.server);
      const { plan } = billingFixture();
      return {
        method: 'POST',
        path: '/api/v1/billing/subscriptions',
        body: { user_id: user.row.id, product_id: plan.id, price_id: plan.priceIds[0] },
        check: async (ok) => {
          const rows = await billingDb(cell.fx.server.app.db)
            .selectFrom('subscriptions')
            .select('id')
            .where('user_id', '=', user.row.id)
            .execute();
          expect(rows.length).toBe(ok ? 1 : 0);
        },
      };
    }),
    grantedRow('PUT /api/v1/billing/subscriptions/:id', 'changing a subscription’s status', {
      start: 'active',
      body: { status: 'trialing' },
      after: 'trialing',
    }),
    grantedRow('DELETE /api/v1/billing/subscriptions/:ids', 'deleting a subscription', {
      start: 'active',
      after: null,
    }),
    grantedRow('POST /api/v1/billing/subscriptions/:id/cancel', 'cancelling a subscription', {
      start: 'active',
      body: { immediately: true },
      after: 'expired',
    }),
    grantedRow('POST /api/v1/billing/subscriptions/:id/resume', 'resuming a subscription', {
      start: 'cancelled',
      after: 'active',
    }),
  ];
}
