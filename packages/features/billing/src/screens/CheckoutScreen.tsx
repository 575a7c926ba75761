import type { CheckoutGateway, CheckoutResponse } from '@coffer/contract';
import { clearOnboardingPlan, useSettings, useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Radio, RadioGroup } from '@coffer/ui/RadioGroup';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCheckout, useRefreshSubscriber } from '../api/billing';
import * as styles from '../components/billing.css';
import { OrderSummary } from '../components/OrderSummary';
import { TestCardForm } from '../components/TestCardForm';
import { usePlanFromRoute } from '../components/use-plan';
import { BILLING_TEXT } from '../messages';

const StripePayment = lazy(async () => ({
  default: (await import('../components/StripePayment')).StripePayment,
}));

type StripeAnswer = Extract<CheckoutResponse, { status: 'requires_payment' }>;

/**
 * `/checkout/{productId}/{priceId}` (spec §2.3; non-subscribers only, see `NonSubscribersOnly`):
 * the order summary and a choice among the gateways the admin switched on. The test gateway
 * pays at once and goes to `/billing`; Stripe mounts its Payment Element and returns to
 * `stripe/done`; PayPal sends the buyer to approve and back to `paypal/done`.
 */
export function CheckoutScreen() {
  const { trans } = useTrans();
  const plan = usePlanFromRoute();
  const gateways = useEnabledGateways();
  const [gateway, setGateway] = useState<CheckoutGateway | undefined>(gateways[0]);
  const [stripe, setStripe] = useState<StripeAnswer | null>(null);
  const checkout = useCheckout();
  const refresh = useRefreshSubscriber();
  const navigate = useNavigate();
  // Checkout is where a plan chosen before signing up leads; later sign-ins land as usual.
  useEffect(() => clearOnboardingPlan(), []);

  if (!plan) {
    return (
      <div className={styles.narrowPage}>
        <DelayedSpinner aria-label={trans('Loading checkout')} />
      </div>
    );
  }
  const { product, price } = plan;
  const order = { product_id: product.id, price_id: price.id };

  const payWithTestCard = async (cardNumber: string) => {
    const answer = await checkout.mutateAsync({
      ...order,
      gateway: 'test',
      card_number: cardNumber,
    });
    if (answer.status !== 'complete') return;
    toast.positive(trans('You are now subscribed to {plan}.', { plan: product.name }));
    await refresh();
    navigate('/billing', { replace: true });
  };

  const startGateway = async (chosen: 'stripe' | 'paypal') => {
    // A failure is the app's generic error toast (its mutation cache).
    const answer = await checkout.mutateAsync({ ...order, gateway: chosen }).catch(() => null);
    if (!answer) return;
    if (answer.status === 'requires_payment') setStripe(answer);
    // PayPal's own page asks the buyer to approve, then sends them to `paypal/done`.
    if (answer.status === 'requires_approval') window.location.assign(answer.approve_url);
  };

  const stripeReturn = (gatewayId: string) =>
    new URL(
      `/checkout/${product.id}/${price.id}/stripe/done?gateway_id=${encodeURIComponent(gatewayId)}`,
      window.location.origin,
    ).href;

  return (
    <div className={styles.narrowPage}>
      <Heading level={1} size="lg">
        {trans('Checkout')}
      </Heading>
      <OrderSummary product={product} price={price} />
      <section className={styles.panel} aria-labelledby="payment">
        <Heading level={2} size="sm" id="payment">
          {trans('Payment')}
        </Heading>
        {gateways.length === 0 && (
          <Text tone="muted">
            {trans('Payments are not available yet. Please try again later.')}
          </Text>
        )}
        {gateways.length > 1 && (
          <RadioGroup
            label={trans('Pay with')}
            value={gateway ?? null}
            onChange={(value) => {
              setGateway(value as CheckoutGateway);
              setStripe(null);
            }}
            isDisabled={stripe !== null}
          >
            {gateways.map((id) => (
              <Radio key={id} value={id}>
                <GatewayName gateway={id} />
              </Radio>
            ))}
          </RadioGroup>
        )}
        {gateway === 'test' && <TestCardForm onSubmit={payWithTestCard} />}
        {gateway === 'stripe' &&
          (stripe ? (
            <Suspense fallback={<DelayedSpinner aria-label={trans('Loading the payment form')} />}>
              <StripePayment
                publicKey={stripe.public_key}
                clientSecret={stripe.client_secret}
                intent="payment"
                returnUrl={stripeReturn(stripe.gateway_id)}
                submitLabel={trans(BILLING_TEXT.pay)}
              />
            </Suspense>
          ) : (
            <Button onPress={() => startGateway('stripe')} isPending={checkout.isPending}>
              {trans('Continue to payment')}
            </Button>
          ))}
        {gateway === 'paypal' && (
          <Button onPress={() => startGateway('paypal')} isPending={checkout.isPending}>
            {trans('Continue with PayPal')}
          </Button>
        )}
      </section>
    </div>
  );
}

/** The gateways switched on in the settings, the test gateway first (issue 27). */
export function useEnabledGateways(): CheckoutGateway[] {
  const { billing } = useSettings();
  return [
    ...(billing.test_gateway.enable ? (['test'] as const) : []),
    ...(billing.stripe.enable ? (['stripe'] as const) : []),
    ...(billing.paypal.enable ? (['paypal'] as const) : []),
  ];
}

/** A gateway's name where the buyer picks one; the test gateway says 'Test mode'. */
export function GatewayName({ gateway }: { gateway: CheckoutGateway }) {
  const { trans } = useTrans();
  if (gateway === 'paypal') return trans('PayPal');
  return (
    <>
      {trans('Card')}
      {gateway === 'test' && <Badge tone="primary">{trans(BILLING_TEXT.testMode)}</Badge>}
    </>
  );
}
