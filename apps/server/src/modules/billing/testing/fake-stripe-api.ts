import type { FakeAnswer, FakeClock, FakeRequest } from './fake-http';
import { FakeRefusal } from './fake-http';
import type { StripeBank } from './fake-stripe-bank';
import { list, missing, need, type Params, record, str, stripeError } from './fake-stripe-form';
import type {
  FakeCard,
  FakeCustomer,
  FakeInvoice,
  FakePrice,
  FakeSubscription,
} from './fake-stripe-objects';

/**
 * The fake Stripe's REST API (test-only): the `/v1/…` calls Coffer's Stripe gateway makes,
 * answered from `bank` as Stripe answers them (lists, `expand[]`, errors).
 */
export function stripeApi(
  bank: StripeBank,
  clock: FakeClock,
  emit: (type: string, object: object) => void,
) {
  async function apiRoute(request: FakeRequest, path: string, p: Params): Promise<FakeAnswer> {
    const method = request.method;
    const segments = path.split('/').slice(2);
    const [collection, id, ...rest] = segments;
    if (rest.length) return stripeError(404, 'Unrecognized request URL.');
    const ok = (object: object) => ({ status: 200, body: expanded(object, list(p.expand)) });
    const now = clock.nowSeconds();

    if (collection === 'customers' && !id && method === 'GET') {
      return page(
        bank.all<FakeCustomer>('customer').filter((c) => !p.email || c.email === p.email),
        p,
      );
    }
    if (collection === 'customers' && !id && method === 'POST') {
      return ok(
        bank.createCustomer({
          email: str(p.email),
          name: str(p.name),
          metadata: record(p.metadata),
        }),
      );
    }
    if (collection === 'customers' && id) {
      const customer = bank.find<FakeCustomer>(id, 'customer');
      if (method === 'POST') {
        const settings = record(p.invoice_settings);
        if (settings.default_payment_method !== undefined)
          customer.invoice_settings.default_payment_method = ownCard(
            settings.default_payment_method,
            id,
          );
        Object.assign(customer, {
          email: str(p.email) ?? customer.email,
          name: str(p.name) ?? customer.name,
          metadata: { ...customer.metadata, ...record(p.metadata) },
        });
      }
      return ok(customer);
    }
    if (collection === 'prices' && !id && method === 'GET') {
      const keys = list(p.lookup_keys);
      return page(
        bank
          .all<FakePrice>('price')
          .filter(
            (price) =>
              (!keys.length || keys.includes(price.lookup_key ?? '')) &&
              (p.active === undefined || String(price.active) === p.active),
          ),
        p,
      );
    }
    if (collection === 'prices' && !id && method === 'POST') {
      const recurring = record(p.recurring);
      const productData = record(p.product_data);
      const product =
        str(p.product) ?? (productData.name ? bank.createProduct(productData.name).id : undefined);
      if (!product) return missing('product');
      if (!recurring.interval || !['day', 'week', 'month', 'year'].includes(recurring.interval))
        return missing('recurring[interval]');
      return ok(
        bank.createPrice({
          currency: need(p, 'currency'),
          unit_amount: Number(need(p, 'unit_amount')),
          interval: recurring.interval as FakePrice['recurring']['interval'],
          interval_count: Number(recurring.interval_count ?? 1),
          product,
          lookup_key: str(p.lookup_key),
          transfer_lookup_key: p.transfer_lookup_key === 'true',
          metadata: record(p.metadata),
        }),
      );
    }
    if (collection === 'prices' && id && method === 'GET') return ok(bank.find(id, 'price'));
    if (collection === 'subscriptions' && !id && method === 'POST') {
      if (p.payment_behavior !== 'default_incomplete') {
        return stripeError(
          400,
          'This fake makes subscriptions with payment_behavior=default_incomplete only.',
        );
      }
      const items = list(p.items) as unknown as Params[];
      const price = str(items[0]?.price);
      if (!price) return missing('items[0][price]');
      const saveDefault = record(p.payment_settings).save_default_payment_method ?? null;
      return ok(
        bank.createSubscription({
          customer: need(p, 'customer'),
          price,
          metadata: record(p.metadata),
          saveDefault,
        }),
      );
    }
    if (collection === 'subscriptions' && id) {
      const sub = bank.find<FakeSubscription>(id, 'subscription');
      if (method === 'GET') return ok(sub);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
        return stripeError(
          400,
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      if (method === 'DELETE') {
        bank.cancelNow(sub);
        return ok(sub);
      }
      const items = list(p.items) as unknown as Params[];
      if (items[0])
        bank.changePrice(
          sub,
          need(items[0], 'id'),
          need(items[0], 'price'),
          str(p.proration_behavior) ?? 'create_prorations',
        );
      if (p.cancel_at_period_end !== undefined) {
        const cancel = p.cancel_at_period_end === 'true';
        Object.assign(sub, {
          cancel_at_period_end: cancel,
          cancel_at: cancel ? sub.current_period_end : null,
          canceled_at: cancel ? now : null,
        });
      }
      if (p.default_payment_method !== undefined)
        sub.default_payment_method = ownCard(str(p.default_payment_method), sub.customer);
      sub.metadata = { ...sub.metadata, ...record(p.metadata) };
      emit('customer.subscription.updated', sub);
      return ok(sub);
    }
    if (collection === 'invoices' && !id && method === 'GET') {
      const invoices = bank
        .all<FakeInvoice>('invoice')
        .filter(
          (i) =>
            (!p.subscription || i.subscription === p.subscription) &&
            (!p.customer || i.customer === p.customer),
        );
      return page(invoices.reverse(), p);
    }
    if (collection === 'invoices' && id && method === 'GET') return ok(bank.find(id, 'invoice'));
    if (collection === 'setup_intents' && !id && method === 'POST') {
      return ok(
        bank.createSetupIntent({
          customer: need(p, 'customer'),
          usage: str(p.usage),
          metadata: record(p.metadata),
        }),
      );
    }
    if (collection === 'setup_intents' && id && method === 'GET')
      return ok(bank.find(id, 'setup_intent'));
    if (collection === 'payment_intents' && id && method === 'GET')
      return ok(bank.find(id, 'payment_intent'));
    if (collection === 'payment_methods' && id && method === 'GET')
      return ok(bank.find(id, 'payment_method'));
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** A card of `customer`'s, as Stripe refuses to bill someone with another's card. */
  function ownCard(id: string | undefined, customer: string): string | null {
    if (!id) return null;
    const card = bank.find<FakeCard>(id, 'payment_method');
    if (card.customer !== customer)
      throw new FakeRefusal(
        stripeError(400, `The payment method ${id} does not belong to the customer.`),
      );
    return card.id;
  }

  function expanded(object: object, paths: string[]): object {
    const copy = structuredClone(object) as Record<string, unknown>;
    const open = (node: unknown, [field, ...more]: string[]) => {
      if (!node || typeof node !== 'object' || !field) return;
      const holder = node as Record<string, unknown>;
      const value = holder[field];
      if (typeof value === 'string' && bank.objects.has(value))
        holder[field] = structuredClone(bank.objects.get(value));
      open(holder[field], more);
    };
    for (const path of paths) open(copy, path.split('.'));
    return copy;
  }

  function page(items: object[], p: Params): FakeAnswer {
    const limit = Math.min(Number(p.limit ?? 10), 100);
    return {
      status: 200,
      body: {
        object: 'list',
        data: items.slice(0, limit).map((item) =>
          expanded(
            item,
            list(p.expand).map((e) => e.replace(/^data\./, '')),
          ),
        ),
        has_more: items.length > limit,
        url: '',
      },
    };
  }

  return apiRoute;
}
