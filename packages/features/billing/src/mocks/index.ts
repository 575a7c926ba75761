import {
  type BillingOverviewResponse,
  type BootstrapData,
  billingApi,
  type CheckoutGateway,
  type PublicProduct,
  type Subscription,
  type UnsubscribeResponse,
  usersApi,
} from '@coffer/contract';
import {
  billingOverviewFixture,
  bootstrapFixture,
  invoiceFixture,
  invoiceResponseFixture,
  paymentMethodFixture,
  productFixtures,
  settingsFixture,
  subscriptionFixture,
  userFixture,
} from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';

/** The test gateway's declined card (issue 27). */
export const DECLINED_CARD = '4000000000000002';

/** Bootstrap data with billing on and the given gateways, for a guest unless `user` is given. */
export function billingBootstrap({
  user = null,
  gateways = ['test'],
}: {
  user?: BootstrapData['user'];
  gateways?: CheckoutGateway[];
} = {}): BootstrapData {
  const settings = settingsFixture();
  settings.billing = {
    enable: true,
    test_gateway: { enable: gateways.includes('test') },
    stripe: { enable: gateways.includes('stripe') },
    paypal: { enable: gateways.includes('paypal') },
  };
  return bootstrapFixture({ settings, user });
}

/** A signed-in user without a plan (phone +1 555 0100). */
export const memberBootstrap = (gateways?: CheckoutGateway[]) =>
  billingBootstrap({ user: userFixture({ phone: '+1 555 0100' }), gateways });

/** A subscriber: their user carries a valid subscription, as `users/me` sends it. */
export const subscriberBootstrap = (subscription: Subscription = subscriptionFixture()) =>
  billingBootstrap({
    user: userFixture({
      phone: '+1 555 0100',
      subscriptions: [
        { id: subscription.id, valid: subscription.valid, active: subscription.active },
      ],
    }),
  });

export interface BillingMockOptions {
  products?: PublicProduct[];
  /** `GET billing/me`; its subscription changes with checkout, change plan, cancel and resume. */
  overview?: BillingOverviewResponse;
  /** The phone `POST unsubscribe` knows; any other is 'Subscription not found.'. */
  phone?: string;
  /** Never answer the reads (the loading state). */
  pending?: boolean;
}

/**
 * MSW handlers of billing's calls over an in-memory account: the test gateway pays with any
 * card but `DECLINED_CARD` (422 on `card_number`), plan changes and cancels act on the
 * overview's subscription, and `users/me` reports whether it is valid.
 */
export function billingHandlers({
  products = productFixtures(),
  overview = billingOverviewFixture(),
  phone = '+1 555 0100',
  pending = false,
}: BillingMockOptions = {}) {
  let state: BillingOverviewResponse = structuredClone(overview);
  const findPrice = (productId: number, priceId: number) => {
    const product = products.find((candidate) => candidate.id === productId);
    const price = product?.prices.find((candidate) => candidate.id === priceId);
    return product && price ? { product, price } : null;
  };
  const setSubscription = (subscription: Subscription) => {
    state = { ...state, subscription };
    return { subscription };
  };
  const current = () => state.subscription ?? subscriptionFixture();
  return [
    mockEndpoint(billingApi.products, async () => {
      if (pending) await delay('infinite');
      const data = products.filter((product) => !product.hidden);
      return {
        pagination: { data, current_page: 1, per_page: 50, total: data.length, last_page: 1 },
      };
    }),
    mockEndpoint(billingApi.overview, async () => {
      if (pending) await delay('infinite');
      return state;
    }),
    mockEndpoint(billingApi.invoice, ({ params }) =>
      params.uuid === invoiceResponseFixture().invoice.uuid
        ? invoiceResponseFixture()
        : mockError(404, 'Not found.'),
    ),
    mockEndpoint(billingApi.checkout, ({ body }) => {
      const plan = findPrice(body.product_id, body.price_id);
      if (!plan)
        return mockError(422, 'The given data was invalid.', { price_id: ['Choose a price.'] });
      if (body.gateway !== 'test') {
        return mockError(422, 'The given data was invalid.', { gateway: ['Choose how to pay.'] });
      }
      if ((body.card_number ?? '').replace(/\D/g, '') === DECLINED_CARD) {
        return mockError(422, 'Your card was declined.', {
          card_number: ['Your card was declined.'],
        });
      }
      const subscription = subscriptionFixture({ ...plan });
      state = {
        ...state,
        subscription,
        payment_method: paymentMethodFixture(),
        invoices: [invoiceFixture({ amount: plan.price.amount }), ...state.invoices],
      };
      return { status: 'complete' as const, subscription };
    }),
    // The gateways' returns: the id the gateway gave is stored as the subscription.
    mockEndpoint(billingApi.stripeDone, ({ body }) =>
      body.gateway_id === 'sub_refused'
        ? mockError(422, 'The payment was not confirmed.', { gateway_id: ['Not confirmed.'] })
        : setSubscription(subscriptionFixture({ gateway: 'stripe' })),
    ),
    mockEndpoint(billingApi.paypalDone, () =>
      setSubscription(subscriptionFixture({ gateway: 'paypal' })),
    ),
    mockEndpoint(billingApi.paymentMethodDone, () => {
      const payment_method = paymentMethodFixture({
        gateway: 'stripe',
        brand: 'visa',
        last4: '1881',
        exp_month: 4,
        exp_year: 2030,
      });
      state = { ...state, payment_method };
      return { status: 'complete' as const, payment_method };
    }),
    mockEndpoint(billingApi.changePlan, ({ body }) => {
      const plan = findPrice(body.product_id, body.price_id);
      if (!plan)
        return mockError(422, 'The given data was invalid.', { price_id: ['Choose a price.'] });
      return setSubscription({ ...current(), ...plan });
    }),
    mockEndpoint(billingApi.cancel, () => {
      const subscription = current();
      return setSubscription({
        ...subscription,
        status: 'cancelled',
        active: false,
        ends_at: subscription.renews_at ?? subscription.ends_at,
        renews_at: null,
      });
    }),
    mockEndpoint(billingApi.resume, () => {
      const subscription = current();
      return setSubscription({
        ...subscription,
        status: 'active',
        active: true,
        renews_at: subscription.ends_at,
        ends_at: null,
      });
    }),
    mockEndpoint(billingApi.changePaymentMethod, ({ body }) => {
      if ((body.card_number ?? '').replace(/\D/g, '') === DECLINED_CARD) {
        return mockError(422, 'Your card was declined.', {
          card_number: ['Your card was declined.'],
        });
      }
      const payment_method = paymentMethodFixture({
        last4: (body.card_number ?? '').replace(/\D/g, '').slice(-4),
      });
      state = { ...state, payment_method };
      return { status: 'complete' as const, payment_method };
    }),
    mockEndpoint(billingApi.unsubscribe, ({ body }): UnsubscribeResponse => {
      if (body.phone.replace(/\D/g, '') !== phone.replace(/\D/g, '')) {
        return { status: 'error', message: 'Subscription not found.', deactivation_datetime: null };
      }
      return {
        status: 'success',
        message: 'You have successfully unsubscribed.',
        deactivation_datetime: current().renews_at ?? '2027-03-01T10:00:00.000Z',
      };
    }),
    mockEndpoint(usersApi.show, () => {
      const subscription = state.subscription;
      const subscriptions = subscription
        ? [{ id: subscription.id, valid: subscription.valid, active: subscription.active }]
        : [];
      return { user: { ...userFixture({ phone, subscriptions }), two_factor_enabled: false } };
    }),
  ];
}
