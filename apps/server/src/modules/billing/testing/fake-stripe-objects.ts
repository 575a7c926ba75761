import { type FakeClock, FakeRefusal, fakeId } from './fake-http';

/**
 * The fake Stripe's objects (test-only), as Stripe's API version 2024-06-20 shows them, and
 * the records that hold them by id: customers, products and prices here; subscriptions,
 * invoices and intents in `fake-stripe-bank.ts`.
 */

export type Interval = 'day' | 'week' | 'month' | 'year';
export type Metadata = Record<string, string>;

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: Interval; interval_count: number };
  lookup_key: string | null;
  product: string;
  metadata: Metadata;
}

export interface FakeLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  proration: boolean;
  period: { start: number; end: number };
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  subscription: string;
  billing_reason: string;
  status: 'open' | 'paid' | 'void';
  paid: boolean;
  total: number;
  amount_due: number;
  amount_paid: number;
  currency: string;
  period_start: number;
  period_end: number;
  created: number;
  lines: { object: 'list'; data: FakeLine[] };
  payment_intent: string | null;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';
  created: number;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_end: null;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: FakePrice }[] };
  default_payment_method: string | null;
  latest_invoice: string | null;
  payment_settings: { save_default_payment_method: string | null };
  metadata: Metadata;
}

export interface FakeCard {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  customer: string;
  amount?: number;
  currency?: string;
  invoice?: string;
  usage?: string;
  payment_method: string | null;
  metadata: Metadata;
  last_error: { code: string; message: string } | null;
}

/** Cards as Stripe's test cards behave (and the test gateway's, BILLING.md). */
export const FAKE_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  /** Pays now; every later charge (a renewal) fails. */
  failsRenewal: '4000000000000341',
} as const;

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  created: number;
}

export function stripeRecords(clock: FakeClock) {
  const objects = new Map<string, object>();

  function put<T extends { id: string }>(object: T): T {
    objects.set(object.id, object);
    return object;
  }

  function find<T>(id: string, kind: string): T {
    const object = objects.get(id) as { object?: string } | undefined;
    if (!object || object.object !== kind) {
      throw new FakeRefusal({
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such ${kind}: '${id}'`,
            param: 'id',
          },
        },
      });
    }
    return object as T;
  }

  function all<T>(kind: string): T[] {
    return [...objects.values()].filter((o) => (o as { object: string }).object === kind) as T[];
  }

  return {
    objects,
    put,
    find,
    all,

    createCustomer(input: { email?: string; name?: string; metadata?: Metadata }) {
      return put<FakeCustomer>({
        id: fakeId('cus_'),
        object: 'customer',
        email: input.email ?? null,
        name: input.name ?? null,
        metadata: input.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        created: clock.nowSeconds(),
      });
    },

    createProduct(name: string) {
      return put({
        id: fakeId('prod_'),
        object: 'product' as const,
        name,
        active: true,
        created: clock.nowSeconds(),
      });
    },

    createPrice(input: {
      currency: string;
      unit_amount: number;
      interval: Interval;
      interval_count: number;
      product: string;
      lookup_key?: string;
      transfer_lookup_key?: boolean;
      metadata?: Metadata;
    }) {
      if (input.lookup_key) {
        const holder = all<FakePrice>('price').find((p) => p.lookup_key === input.lookup_key);
        if (holder && !input.transfer_lookup_key) {
          throw new FakeRefusal({
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                message: `A price (\`${holder.id}\`) already uses that lookup key.`,
                param: 'lookup_key',
              },
            },
          });
        }
        if (holder) holder.lookup_key = null;
      }
      return put<FakePrice>({
        id: fakeId('price_'),
        object: 'price',
        active: true,
        currency: input.currency.toLowerCase(),
        unit_amount: input.unit_amount,
        recurring: { interval: input.interval, interval_count: input.interval_count },
        lookup_key: input.lookup_key ?? null,
        product: input.product,
        metadata: input.metadata ?? {},
      });
    },
  };
}
