import { addInterval, type FakeClock, fakeId } from './fake-http';
import {
  FAKE_CARDS,
  type FakeCard,
  type FakeCustomer,
  type FakeIntent,
  type FakeInvoice,
  type FakeLine,
  type FakePrice,
  type FakeSubscription,
  type Metadata,
  stripeRecords,
} from './fake-stripe-objects';

export { FAKE_CARDS } from './fake-stripe-objects';

/**
 * The fake Stripe's accounts, in memory (test-only): subscriptions with their invoices and
 * PaymentIntents, SetupIntents and cards, over the records of `fake-stripe-objects.ts`.
 * `emit` is told of every event Stripe would send a webhook for.
 */
export function stripeBank(clock: FakeClock, emit: (type: string, object: object) => void) {
  const records = stripeRecords(clock);
  const { put, find, all } = records;
  const failingCards = new Set<string>();
  const pendingLines = new Map<string, FakeLine[]>();

  function line(
    amount: number,
    currency: string,
    description: string,
    start: number,
    end: number,
    proration = false,
  ): FakeLine {
    return {
      id: fakeId('il_'),
      object: 'line_item',
      amount,
      currency,
      description,
      proration,
      period: { start, end },
    };
  }

  function invoiceFor(sub: FakeSubscription, reason: string, lines: FakeLine[]): FakeInvoice {
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const invoice = put<FakeInvoice>({
      id: fakeId('in_'),
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      billing_reason: reason,
      status: 'open',
      paid: false,
      total,
      amount_due: Math.max(total, 0),
      amount_paid: 0,
      currency: sub.items.data[0]!.price.currency,
      period_start: Math.min(...lines.map((l) => l.period.start)),
      period_end: Math.max(...lines.map((l) => l.period.end)),
      created: clock.nowSeconds(),
      lines: { object: 'list', data: lines },
      payment_intent: null,
    });
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function markPaid(invoice: FakeInvoice) {
    invoice.status = 'paid';
    invoice.paid = true;
    invoice.amount_paid = invoice.amount_due;
    emit('invoice.paid', invoice);
  }

  /** Charges the card on file (off session), as Stripe does at renewals and plan changes. */
  function charge(sub: FakeSubscription, invoice: FakeInvoice) {
    const customer = find<FakeCustomer>(sub.customer, 'customer');
    const card = sub.default_payment_method ?? customer.invoice_settings.default_payment_method;
    if (invoice.amount_due === 0 || (card && !failingCards.has(card))) {
      markPaid(invoice);
      if (sub.status === 'past_due') sub.status = 'active';
    } else {
      sub.status = 'past_due';
      emit('invoice.payment_failed', invoice);
    }
  }

  function cardFor(number: string, customer: string | null): FakeCard {
    const digits = number.replace(/\D/g, '');
    const brand = digits.startsWith('4')
      ? 'visa'
      : digits.startsWith('5')
        ? 'mastercard'
        : digits.startsWith('3')
          ? 'amex'
          : 'unknown';
    const year = new Date(clock.nowMs()).getUTCFullYear() + 3;
    const card = put<FakeCard>({
      id: fakeId('pm_'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand, last4: digits.slice(-4), exp_month: 12, exp_year: year },
    });
    if (digits === FAKE_CARDS.failsRenewal) failingCards.add(card.id);
    return card;
  }

  function declined(intent: FakeIntent) {
    intent.last_error = { code: 'card_declined', message: 'Your card was declined.' };
    emit(
      `${intent.object}.${intent.object === 'payment_intent' ? 'payment_failed' : 'setup_failed'}`,
      intent,
    );
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
          [intent.object]: intent,
        },
      },
    };
  }

  return {
    ...records,

    /** A subscription with `payment_behavior=default_incomplete`: its first invoice waits for the browser. */
    createSubscription(input: {
      customer: string;
      price: string;
      metadata?: Metadata;
      saveDefault: string | null;
    }) {
      find(input.customer, 'customer');
      const price = find<FakePrice>(input.price, 'price');
      const now = clock.nowSeconds();
      const end = addInterval(now, price.recurring.interval, price.recurring.interval_count);
      const sub = put<FakeSubscription>({
        id: fakeId('sub_'),
        object: 'subscription',
        customer: input.customer,
        status: 'incomplete',
        created: now,
        current_period_start: now,
        current_period_end: end,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        trial_end: null,
        items: {
          object: 'list',
          data: [{ id: fakeId('si_'), object: 'subscription_item', price }],
        },
        default_payment_method: null,
        latest_invoice: null,
        payment_settings: { save_default_payment_method: input.saveDefault },
        metadata: input.metadata ?? {},
      });
      const invoice = invoiceFor(sub, 'subscription_create', [
        line(price.unit_amount, price.currency, `1 × ${price.id}`, now, end),
      ]);
      emit('customer.subscription.created', sub);
      if (invoice.amount_due === 0) {
        sub.status = 'active';
        markPaid(invoice);
        emit('customer.subscription.updated', sub);
      } else {
        const intent = put<FakeIntent>({
          id: fakeId('pi_'),
          object: 'payment_intent',
          status: 'requires_payment_method',
          client_secret: '',
          customer: sub.customer,
          amount: invoice.amount_due,
          currency: invoice.currency,
          invoice: invoice.id,
          payment_method: null,
          metadata: {},
          last_error: null,
        });
        intent.client_secret = `${intent.id}_secret_${fakeId('', 24)}`;
        invoice.payment_intent = intent.id;
      }
      return sub;
    },

    /** Moves the subscription to `priceId`, prorating as Stripe does by `behavior`. */
    changePrice(sub: FakeSubscription, itemId: string, priceId: string, behavior: string) {
      const item = sub.items.data.find((candidate) => candidate.id === itemId);
      if (!item) find(itemId, 'subscription_item');
      const next = find<FakePrice>(priceId, 'price');
      const old = item!.price;
      const now = clock.nowSeconds();
      const { current_period_start: start, current_period_end: end } = sub;
      const unused = Math.min(Math.max((end - now) / Math.max(end - start, 1), 0), 1);
      const prorate = behavior !== 'none';
      const credit = line(
        -Math.round(old.unit_amount * unused),
        old.currency,
        `Unused time on ${old.id}`,
        now,
        end,
        true,
      );
      item!.price = next;
      const sameCycle =
        old.recurring.interval === next.recurring.interval &&
        old.recurring.interval_count === next.recurring.interval_count;
      if (sameCycle) {
        const lines = prorate
          ? [
              credit,
              line(
                Math.round(next.unit_amount * unused),
                next.currency,
                `Remaining time on ${next.id}`,
                now,
                end,
                true,
              ),
            ]
          : [];
        if (behavior === 'always_invoice' && lines.length)
          charge(sub, invoiceFor(sub, 'subscription_update', lines));
        else pendingLines.set(sub.id, [...(pendingLines.get(sub.id) ?? []), ...lines]);
      } else {
        // Another billing period resets the cycle: the new price's first period is invoiced now.
        sub.current_period_start = now;
        sub.current_period_end = addInterval(
          now,
          next.recurring.interval,
          next.recurring.interval_count,
        );
        const lines = [
          ...(prorate ? [credit] : []),
          ...(pendingLines.get(sub.id) ?? []),
          line(next.unit_amount, next.currency, `1 × ${next.id}`, now, sub.current_period_end),
        ];
        pendingLines.delete(sub.id);
        charge(sub, invoiceFor(sub, 'subscription_update', lines));
      }
    },

    cancelNow(sub: FakeSubscription) {
      const now = clock.nowSeconds();
      Object.assign(sub, {
        status: 'canceled',
        ended_at: now,
        canceled_at: now,
        cancel_at_period_end: false,
      });
      emit('customer.subscription.deleted', sub);
    },

    createSetupIntent(input: { customer: string; usage?: string; metadata?: Metadata }) {
      find(input.customer, 'customer');
      const intent = put<FakeIntent>({
        id: fakeId('seti_'),
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: '',
        customer: input.customer,
        usage: input.usage ?? 'off_session',
        payment_method: null,
        metadata: input.metadata ?? {},
        last_error: null,
      });
      intent.client_secret = `${intent.id}_secret_${fakeId('', 24)}`;
      return intent;
    },

    /**
     * What Stripe.js does in the browser: confirms the PaymentIntent or SetupIntent of
     * `clientSecret` with a card. A PaymentIntent paid starts its subscription.
     */
    confirm(clientSecret: string, cardNumber: string = FAKE_CARDS.pays) {
      const intent = [
        ...all<FakeIntent>('payment_intent'),
        ...all<FakeIntent>('setup_intent'),
      ].find((i) => i.client_secret === clientSecret);
      if (!intent)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such client secret.',
            },
          },
        };
      if (intent.status === 'succeeded')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: `${intent.object}_unexpected_state`,
              message: 'It has already succeeded.',
            },
          },
        };
      if (cardNumber.replace(/\D/g, '') === FAKE_CARDS.declined) return declined(intent);
      const card = cardFor(cardNumber, intent.customer);
      Object.assign(intent, { status: 'succeeded', payment_method: card.id, last_error: null });
      emit(`${intent.object}.succeeded`, intent);
      if (intent.object === 'payment_intent' && intent.invoice) {
        const invoice = find<FakeInvoice>(intent.invoice, 'invoice');
        const sub = find<FakeSubscription>(invoice.subscription, 'subscription');
        markPaid(invoice);
        if (sub.payment_settings.save_default_payment_method === 'on_subscription')
          sub.default_payment_method = card.id;
        sub.status = 'active';
        emit('customer.subscription.updated', sub);
      }
      return {
        status: 200,
        body: {
          id: intent.id,
          object: intent.object,
          status: intent.status,
          payment_method: card.id,
        },
      };
    },

    /** Moves Stripe's time on and runs what falls due: renewals, ends of cancelled ones, expiry of unpaid first invoices. */
    advance(seconds: number) {
      clock.advance(seconds);
      const now = clock.nowSeconds();
      for (const sub of all<FakeSubscription>('subscription')) {
        if (sub.status === 'incomplete' && now - sub.created > 23 * 3600) {
          sub.status = 'incomplete_expired';
          const invoice = sub.latest_invoice
            ? find<FakeInvoice>(sub.latest_invoice, 'invoice')
            : null;
          if (invoice?.status === 'open') invoice.status = 'void';
          emit('customer.subscription.updated', sub);
        }
        while (
          (sub.status === 'active' || sub.status === 'past_due') &&
          sub.current_period_end <= now
        ) {
          if (sub.cancel_at_period_end) {
            Object.assign(sub, { status: 'canceled', ended_at: sub.current_period_end });
            emit('customer.subscription.deleted', sub);
            break;
          }
          const price = sub.items.data[0]!.price;
          const start = sub.current_period_end;
          const end = addInterval(start, price.recurring.interval, price.recurring.interval_count);
          Object.assign(sub, { current_period_start: start, current_period_end: end });
          const lines = [
            ...(pendingLines.get(sub.id) ?? []),
            line(price.unit_amount, price.currency, `1 × ${price.id}`, start, end),
          ];
          pendingLines.delete(sub.id);
          charge(sub, invoiceFor(sub, 'subscription_cycle', lines));
          emit('customer.subscription.updated', sub);
        }
      }
      return { now };
    },
  };
}

export type StripeBank = ReturnType<typeof stripeBank>;
