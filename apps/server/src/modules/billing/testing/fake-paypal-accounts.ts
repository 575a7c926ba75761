import { type FakeClock, FakeRefusal, fakeId } from './fake-http';

/**
 * The fake PayPal's records, in memory (test-only): catalog products, plans and
 * subscriptions with their payments, as the Subscriptions API v1 shows them. `emit` is told
 * of every event PayPal would send a webhook for.
 */

type Unit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
type Money = { currency_code: string; value: string };

export interface FakePlan {
  id: string;
  product_id: string;
  name: string;
  description: string | null;
  status: string;
  create_time: string;
  billing_cycles: {
    frequency: { interval_unit: Unit; interval_count: number };
    tenure_type: string;
    sequence: number;
    total_cycles: number;
    pricing_scheme: { fixed_price: Money };
  }[];
  payment_preferences: { payment_failure_threshold: number };
}

export interface FakePaypalSubscription {
  id: string;
  plan_id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  status_change_note?: string;
  status_update_time: string;
  custom_id: string | null;
  create_time: string;
  start_time?: string;
  subscriber: unknown;
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { amount: Money; time: string };
    last_failed_payment?: { amount: Money; time: string };
    failed_payments_count: number;
  };
  links: { href: string; rel: string; method: string }[];
}

interface Pending {
  subscriptionId: string;
  returnUrl: string;
  cancelUrl: string;
  /** A revise waiting for the buyer: the plan it moves to. */
  planId?: string;
}

export interface FakeTransaction {
  id: string;
  status: 'COMPLETED' | 'DECLINED';
  time: string;
  amount_with_breakdown: { gross_amount: Money };
}

export function paypalAccounts(
  clock: FakeClock,
  approveBase: () => string,
  emit: (type: string, resource: object) => void,
) {
  const products = new Map<
    string,
    { id: string; name: string; type: string; create_time: string }
  >();
  const plans = new Map<string, FakePlan>();
  const subscriptions = new Map<string, FakePaypalSubscription>();
  const pending = new Map<string, Pending>();
  const transactions = new Map<string, FakeTransaction[]>();
  /** Where billing stands while a subscription is suspended (PayPal shows no next billing then). */
  const heldBilling = new Map<string, string | undefined>();
  const failing = new Set<string>();

  const now = () => new Date(clock.nowMs()).toISOString();

  function plan(id: string): FakePlan {
    return plans.get(id) ?? notFound(`plan ${id}`);
  }

  function subscription(id: string): FakePaypalSubscription {
    return subscriptions.get(id) ?? notFound(`subscription ${id}`);
  }

  function price(sub: FakePaypalSubscription): Money {
    return plan(sub.plan_id).billing_cycles[0]!.pricing_scheme.fixed_price;
  }

  function afterCycle(time: string, of: FakePlan): string {
    const { interval_unit: unit, interval_count: count } = of.billing_cycles[0]!.frequency;
    const date = new Date(time);
    if (unit === 'DAY') date.setUTCDate(date.getUTCDate() + count);
    if (unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * count);
    if (unit === 'MONTH') date.setUTCMonth(date.getUTCMonth() + count);
    if (unit === 'YEAR') date.setUTCFullYear(date.getUTCFullYear() + count);
    return date.toISOString();
  }

  function setStatus(
    sub: FakePaypalSubscription,
    status: FakePaypalSubscription['status'],
    note?: string,
  ) {
    sub.status = status;
    sub.status_update_time = now();
    if (note !== undefined) sub.status_change_note = note;
  }

  /** Takes one payment of the subscription's plan at `time`: a sale, or a failure. */
  function bill(sub: FakePaypalSubscription, time: string) {
    const amount = price(sub);
    sub.billing_info ??= { failed_payments_count: 0 };
    const info = sub.billing_info;
    const list = transactions.get(sub.id) ?? [];
    transactions.set(sub.id, list);
    if (failing.has(sub.id) && info.last_payment) {
      info.failed_payments_count += 1;
      info.last_failed_payment = { amount, time };
      list.push({
        id: fakeId('', 17).toUpperCase(),
        status: 'DECLINED',
        time,
        amount_with_breakdown: { gross_amount: amount },
      });
      emit('BILLING.SUBSCRIPTION.PAYMENT.FAILED', sub);
      if (
        info.failed_payments_count >=
        plan(sub.plan_id).payment_preferences.payment_failure_threshold
      ) {
        setStatus(sub, 'SUSPENDED', 'Payment failure threshold reached');
        heldBilling.set(sub.id, info.next_billing_time);
        delete info.next_billing_time;
        emit('BILLING.SUBSCRIPTION.SUSPENDED', sub);
      }
      return;
    }
    const sale = fakeId('', 17).toUpperCase();
    info.failed_payments_count = 0;
    info.last_payment = { amount, time };
    list.push({
      id: sale,
      status: 'COMPLETED',
      time,
      amount_with_breakdown: { gross_amount: amount },
    });
    emit('PAYMENT.SALE.COMPLETED', {
      id: sale,
      state: 'completed',
      amount: { total: amount.value, currency: amount.currency_code },
      billing_agreement_id: sub.id,
      create_time: time,
    });
  }

  return {
    products,
    plans,
    subscriptions,
    plan,
    subscription,

    createProduct(input: { id?: string; name?: string; type?: string }) {
      const id = input.id ?? fakeId('PROD-', 17).toUpperCase();
      if (products.has(id))
        throw refusal(422, 'DUPLICATE_RESOURCE_IDENTIFIER', `Product ${id} exists.`);
      if (!input.name) throw refusal(400, 'INVALID_REQUEST', 'name is required.');
      const product = { id, name: input.name, type: input.type ?? 'SERVICE', create_time: now() };
      products.set(id, product);
      return product;
    },

    createPlan(
      input: Omit<
        FakePlan,
        'id' | 'create_time' | 'status' | 'description' | 'payment_preferences'
      > & {
        status?: string;
        description?: string;
        payment_preferences?: { payment_failure_threshold?: number };
      },
    ) {
      if (!products.has(input.product_id))
        throw refusal(422, 'RESOURCE_NOT_FOUND', `No product ${input.product_id}.`);
      const cycle = input.billing_cycles?.[0];
      if (!cycle?.pricing_scheme?.fixed_price?.value || !cycle.frequency?.interval_unit) {
        throw refusal(
          400,
          'INVALID_REQUEST',
          'billing_cycles needs a frequency and a fixed price.',
        );
      }
      const made: FakePlan = {
        id: fakeId('P-', 24).toUpperCase(),
        product_id: input.product_id,
        name: input.name,
        description: input.description ?? null,
        status: input.status ?? 'ACTIVE',
        create_time: now(),
        billing_cycles: input.billing_cycles,
        payment_preferences: {
          payment_failure_threshold: input.payment_preferences?.payment_failure_threshold ?? 3,
        },
      };
      plans.set(made.id, made);
      return made;
    },

    createSubscription(input: {
      plan_id: string;
      custom_id?: string;
      subscriber?: unknown;
      application_context?: { return_url?: string; cancel_url?: string };
    }) {
      if (plan(input.plan_id).status !== 'ACTIVE')
        throw refusal(422, 'PLAN_STATUS_INVALID', 'The plan is not active.');
      const token = fakeId('BA-', 17).toUpperCase();
      const sub: FakePaypalSubscription = {
        id: fakeId('I-', 12).toUpperCase(),
        plan_id: input.plan_id,
        status: 'APPROVAL_PENDING',
        status_update_time: now(),
        custom_id: input.custom_id ?? null,
        create_time: now(),
        subscriber: input.subscriber ?? {},
        links: [],
      };
      sub.links = [
        { href: `${approveBase()}/checkoutnow?ba_token=${token}`, rel: 'approve', method: 'GET' },
        { href: `${approveBase()}/v1/billing/subscriptions/${sub.id}`, rel: 'self', method: 'GET' },
      ];
      subscriptions.set(sub.id, sub);
      pending.set(token, {
        subscriptionId: sub.id,
        returnUrl: input.application_context?.return_url ?? '',
        cancelUrl: input.application_context?.cancel_url ?? '',
      });
      emit('BILLING.SUBSCRIPTION.CREATED', sub);
      return sub;
    },

    transactions(id: string, from: string, to: string) {
      subscription(id);
      const start = Date.parse(from);
      const end = Date.parse(to);
      return (transactions.get(id) ?? []).filter(
        (t) => Date.parse(t.time) >= start && Date.parse(t.time) <= end,
      );
    },

    revise(
      sub: FakePaypalSubscription,
      planId: string,
      context?: { return_url?: string; cancel_url?: string },
    ) {
      if (sub.status !== 'ACTIVE' && sub.status !== 'SUSPENDED') throw statusInvalid(sub);
      plan(planId);
      // A newer revise replaces one the buyer has not approved yet.
      for (const [key, entry] of pending) if (entry.subscriptionId === sub.id) pending.delete(key);
      const token = fakeId('BA-', 17).toUpperCase();
      pending.set(token, {
        subscriptionId: sub.id,
        planId,
        returnUrl: context?.return_url ?? '',
        cancelUrl: context?.cancel_url ?? '',
      });
      return {
        plan_id: planId,
        effective_time: now(),
        links: [
          { href: `${approveBase()}/checkoutnow?ba_token=${token}`, rel: 'approve', method: 'GET' },
        ],
      };
    },

    /** The buyer approves at PayPal (the approve link's page, or `POST /test/approve/:id`). */
    approve(token: string, options: { failRenewals?: boolean } = {}) {
      const entry = pending.get(token) ?? notFound(`approval ${token}`);
      pending.delete(token);
      const sub = subscription(entry.subscriptionId);
      if (entry.planId) {
        sub.plan_id = entry.planId;
        emit('BILLING.SUBSCRIPTION.UPDATED', sub);
      } else {
        if (options.failRenewals) failing.add(sub.id);
        const start = now();
        setStatus(sub, 'ACTIVE');
        sub.start_time = start;
        sub.billing_info = {
          failed_payments_count: 0,
          next_billing_time: afterCycle(start, plan(sub.plan_id)),
        };
        emit('BILLING.SUBSCRIPTION.ACTIVATED', sub);
        bill(sub, start);
      }
      const back = new URL(entry.returnUrl || 'about:blank');
      back.searchParams.set('subscription_id', sub.id);
      back.searchParams.set('ba_token', token);
      back.searchParams.set('token', token);
      return { subscription: sub, returnUrl: entry.returnUrl ? back.toString() : null };
    },

    /** The buyer turns the approval down: back to the cancel URL, nothing starts. */
    decline(token: string) {
      const entry = pending.get(token) ?? notFound(`approval ${token}`);
      pending.delete(token);
      return { cancelUrl: entry.cancelUrl || null };
    },

    approvalOf(subscriptionId: string): string | undefined {
      return [...pending].find(([, entry]) => entry.subscriptionId === subscriptionId)?.[0];
    },

    suspend(sub: FakePaypalSubscription, reason: string) {
      if (sub.status !== 'ACTIVE') throw statusInvalid(sub);
      setStatus(sub, 'SUSPENDED', reason);
      heldBilling.set(sub.id, sub.billing_info?.next_billing_time);
      if (sub.billing_info) delete sub.billing_info.next_billing_time;
      emit('BILLING.SUBSCRIPTION.SUSPENDED', sub);
    },

    activate(sub: FakePaypalSubscription, reason: string) {
      if (sub.status !== 'SUSPENDED') throw statusInvalid(sub);
      setStatus(sub, 'ACTIVE', reason);
      const held = heldBilling.get(sub.id);
      heldBilling.delete(sub.id);
      sub.billing_info ??= { failed_payments_count: 0 };
      sub.billing_info.next_billing_time = held && Date.parse(held) > clock.nowMs() ? held : now();
      emit('BILLING.SUBSCRIPTION.RE-ACTIVATED', sub);
    },

    cancel(sub: FakePaypalSubscription, reason: string) {
      if (sub.status !== 'ACTIVE' && sub.status !== 'SUSPENDED') throw statusInvalid(sub);
      setStatus(sub, 'CANCELLED', reason);
      if (sub.billing_info) delete sub.billing_info.next_billing_time;
      emit('BILLING.SUBSCRIPTION.CANCELLED', sub);
    },

    /** Moves PayPal's time on and bills every active subscription that falls due. */
    advance(seconds: number) {
      clock.advance(seconds);
      for (const sub of subscriptions.values()) {
        while (
          sub.status === 'ACTIVE' &&
          sub.billing_info?.next_billing_time &&
          Date.parse(sub.billing_info.next_billing_time) <= clock.nowMs()
        ) {
          const due = sub.billing_info.next_billing_time;
          sub.billing_info.next_billing_time = afterCycle(due, plan(sub.plan_id));
          bill(sub, due);
        }
      }
      return { now: now() };
    },
  };
}

export type PaypalAccounts = ReturnType<typeof paypalAccounts>;

export function refusal(status: number, name: string, message: string) {
  return new FakeRefusal({
    status,
    body: { name, message, debug_id: fakeId('', 13).toLowerCase(), details: [] },
  });
}

function notFound(what: string): never {
  throw refusal(404, 'RESOURCE_NOT_FOUND', `The specified resource does not exist (${what}).`);
}

function statusInvalid(sub: FakePaypalSubscription) {
  return refusal(
    422,
    'UNPROCESSABLE_ENTITY',
    `SUBSCRIPTION_STATUS_INVALID: the subscription is ${sub.status}.`,
  );
}
