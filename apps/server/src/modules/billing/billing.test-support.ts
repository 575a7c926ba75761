import { createHmac } from 'node:crypto';
import type { PricePayload } from '@coffer/contract';
import { type Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import type { TestServer } from '../../../test/harness';
import type { BillingGateway, GatewayEvent, GatewaySubscription } from './gateways/gateway';
import { TEST_CARDS } from './gateways/test-gateway';
import { billingDb } from './products-repo';

/* Helpers of the billing tests: plans written straight to the database, the settings that
 * switch billing on, and subscribers made through the test gateway's checkout. */

let counter = 0;
/** A plan name no other test of the file uses. */
export function uniquePlanName(prefix = 'Plan'): string {
  counter += 1;
  return `${prefix} ${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Billing on, with the test gateway (what the e2e server and the demo use). */
export async function switchOnBilling(server: TestServer, { testGateway = true } = {}) {
  await server.app.settings.set('billing.enable', true);
  await server.app.settings.set('billing.test_gateway.enable', testGateway);
}

export interface PlanOptions {
  name?: string;
  hidden?: boolean;
  free?: boolean;
  position?: number;
  recommended?: boolean;
  /** Bytes; null: the site's default. */
  availableSpace?: number | null;
  /** Permission name → restriction values. */
  permissions?: Record<string, Record<string, number | null>>;
  /** Minor units (cents). @default one monthly price of 1000 USD cents */
  prices?: Array<{ amount: number; currency?: string; interval?: string; intervalCount?: number }>;
}

export interface TestPlan {
  id: number;
  name: string;
  priceIds: number[];
}

/** A plan with its prices and permissions, written straight to the database. */
export async function createPlan(server: TestServer, options: PlanOptions = {}): Promise<TestPlan> {
  const db = billingDb(server.app.db);
  const now = server.app.clock.iso();
  const name = options.name ?? uniquePlanName();
  const product = await db
    .insertInto('products')
    .values({
      name,
      description: null,
      feature_list: JSON.stringify(['Everything']),
      position: options.position ?? 0,
      recommended: options.recommended ? 1 : 0,
      free: options.free ? 1 : 0,
      hidden: options.hidden ? 1 : 0,
      available_space: options.availableSpace ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const priceIds: number[] = [];
  for (const price of options.prices ?? [{ amount: 1000 }]) {
    const row = await db
      .insertInto('prices')
      .values({
        product_id: product.id,
        amount: price.amount,
        currency: price.currency ?? 'USD',
        interval: price.interval ?? 'month',
        interval_count: price.intervalCount ?? 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    priceIds.push(row.id);
  }
  for (const [permission, restrictions] of Object.entries(options.permissions ?? {})) {
    await db
      .insertInto('product_permissions')
      .values({
        product_id: product.id,
        name: permission,
        restrictions: JSON.stringify(restrictions),
      })
      .execute();
  }
  return { id: product.id, name, priceIds };
}

/** A plan's form as the admin sends it. */
export function planPayload(overrides: Record<string, unknown> = {}) {
  const prices: PricePayload[] = [
    { amount: 9.99, currency: 'usd', interval: 'month', interval_count: 1 },
  ];
  return {
    name: uniquePlanName('Form'),
    description: 'For teams',
    feature_list: ['100 GB', 'Priority support'],
    position: 1,
    recommended: true,
    free: false,
    hidden: false,
    available_space: 100 * 1024 ** 3,
    permissions: [{ name: 'links.create', restrictions: [] }],
    prices,
    ...overrides,
  };
}

/** Pays for `plan` (its first price unless told) with the test gateway's card. */
export function checkout(
  browser: Browser,
  plan: TestPlan,
  { card = TEST_CARDS.pays, priceId = plan.priceIds[0] }: { card?: string; priceId?: number } = {},
) {
  return browser.post('/api/v1/billing/checkout', {
    product_id: plan.id,
    price_id: priceId,
    gateway: 'test',
    card_number: card,
  });
}

/** A signed-in user who subscribed to `plan` through the test gateway's checkout. */
export async function subscribedUser(
  server: TestServer,
  plan: TestPlan,
  options: { card?: string; phone?: string } = {},
): Promise<{ user: TestUser; browser: Browser; subscriptionId: number }> {
  const user = await createUser(server, { phone: options.phone });
  const browser = await signIn(server, user);
  const response = await checkout(browser, plan, { card: options.card });
  if (response.status !== 200) {
    throw new Error(`checkout failed: ${response.status} ${JSON.stringify(response.json)}`);
  }
  return { user, browser, subscriptionId: response.json.subscription.id as number };
}

/** Every row of the billing tables a refused call must leave as they were. */
export async function billingSnapshot(server: TestServer) {
  const db = billingDb(server.app.db);
  return {
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    prices: await db.selectFrom('prices').selectAll().orderBy('id').execute(),
    permissions: await db
      .selectFrom('product_permissions')
      .selectAll()
      .orderBy('product_id')
      .orderBy('name')
      .execute(),
    subscriptions: await db.selectFrom('subscriptions').selectAll().orderBy('id').execute(),
    invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
  };
}

/** A subscription row as stored. */
export function storedSubscription(server: TestServer, id: number) {
  return billingDb(server.app.db)
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The invoices of a subscription, oldest first. */
export function invoicesOf(server: TestServer, subscriptionId: number) {
  return billingDb(server.app.db)
    .selectFrom('invoices')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute();
}

/** The emails sent to `to`, oldest first. */
export function emailsTo(server: TestServer, to: string) {
  return server.app.db
    .selectFrom('outgoing_emails')
    .selectAll()
    .where('to', '=', to)
    .orderBy('id')
    .execute();
}

let phoneCounter = 0;
/** A phone number no other account of the run has. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+1555${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(3, '0')}${Math.floor(Math.random() * 10)}`;
}

/**
 * A gateway the tests script, registered under `name` in place of the real one: checkout
 * waits for approval, `fetchSubscription` answers what the test put in `reports`, and a
 * webhook is its JSON `events`, accepted only with `x-test-signature`, the HMAC-SHA256 of
 * the raw body under `secret` (so a body changed by parsing would not verify).
 */
export function scriptedGateway(name: 'paypal' | 'stripe', secret = 'whsec_scripted') {
  const reports = new Map<string, GatewaySubscription>();
  let counter = 0;
  const gateway: BillingGateway = {
    name,
    enabled: async () => true,
    async subscribe() {
      counter += 1;
      const gatewayId = `scripted_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
      return {
        status: 'requires_approval',
        gatewayId,
        approveUrl: `https://pay.example/${gatewayId}`,
      };
    },
    async fetchSubscription(gatewayId) {
      const report = reports.get(gatewayId);
      if (!report) throw Object.assign(new Error('unknown'), { statusCode: 404 });
      return report;
    },
    async changePrice(gatewayId) {
      return gateway.fetchSubscription(gatewayId);
    },
    async cancel(gatewayId) {
      return gateway.fetchSubscription(gatewayId);
    },
    async resume(gatewayId) {
      return gateway.fetchSubscription(gatewayId);
    },
    async verifyWebhook(rawBody, headers) {
      const expected = createHmac('sha256', secret).update(rawBody).digest('hex');
      if (headers['x-test-signature'] !== expected) throw new Error('forged');
      return (JSON.parse(rawBody.toString('utf8')) as { events: GatewayEvent[] }).events;
    },
  };
  return {
    gateway,
    reports,
    /** The signature header of `body`. */
    sign: (body: string) => ({
      'x-test-signature': createHmac('sha256', secret).update(body).digest('hex'),
    }),
  };
}

/** What a scripted gateway reports of an active subscription. */
export function activeReport(
  gatewayId: string,
  overrides: Partial<GatewaySubscription> = {},
): GatewaySubscription {
  return {
    gatewayId,
    status: 'active',
    renewsAt: new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString(),
    endsAt: null,
    trialEndsAt: null,
    gatewayPriceId: null,
    paymentMethod: {
      gateway: 'paypal',
      brand: 'paypal',
      last4: null,
      exp_month: null,
      exp_year: null,
    },
    invoices: [],
    ...overrides,
  };
}
