import { expect, it } from 'vitest';
import { createUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createPlan } from './billing.test-support';
import type { GatewaySubscription } from './gateways/gateway';
import { billingDb } from './products-repo';
import { adoptFromCheckout } from './subscriptions';
import { insertCheckout } from './subscriptions-repo';

describeServer('a checkout kept by its webhook and its done call at once', (server) => {
  it('becomes one subscription: one call makes it, the other finds it', async () => {
    const { app } = server();
    const plan = await createPlan(server());
    const user = await createUser(server());
    const gatewayId = `sub_race_${user.row.id}`;
    await insertCheckout(app.db, {
      gateway: 'stripe',
      gateway_id: gatewayId,
      user_id: user.row.id,
      product_id: plan.id,
      price_id: plan.priceIds[0]!,
      created_at: app.clock.iso(),
    });
    const report: GatewaySubscription = {
      gatewayId,
      status: 'active',
      renewsAt: app.clock.iso(),
      endsAt: null,
      trialEndsAt: null,
      gatewayPriceId: null,
      paymentMethod: null,
      invoices: [
        {
          gatewayId: `in_race_${user.row.id}`,
          amount: 1000,
          currency: 'usd',
          paid: true,
          periodStart: app.clock.iso(),
          periodEnd: app.clock.iso(),
        },
      ],
    };
    // Stripe's webhook and the browser's `stripe/done` arrive together (on PostgreSQL, two
    // connections): both found the checkout waiting.
    const kept = await Promise.all([
      adoptFromCheckout(app, 'stripe', report),
      adoptFromCheckout(app, 'stripe', report),
    ]);
    expect(kept.map((result) => result?.created).sort()).toEqual([false, true]);
    expect(kept[0]?.row.id).toBe(kept[1]?.row.id);
    const db = billingDb(app.db);
    const rows = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('gateway_id', '=', gatewayId)
      .execute();
    expect(rows).toHaveLength(1);
    const invoices = await db
      .selectFrom('invoices')
      .select('id')
      .where('subscription_id', '=', rows[0]!.id)
      .execute();
    expect(invoices).toHaveLength(1);
  });
});
