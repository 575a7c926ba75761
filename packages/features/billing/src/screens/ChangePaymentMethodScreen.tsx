import type { PaymentMethodResponse } from '@coffer/contract';
import { throwPageError, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBillingOverview, useChangePaymentMethod } from '../api/billing';
import * as styles from '../components/billing.css';
import { TestCardForm } from '../components/TestCardForm';
import { PaymentMethodText } from './BillingScreen';

const StripePayment = lazy(async () => ({
  default: (await import('../components/StripePayment')).StripePayment,
}));

type SetupAnswer = Extract<PaymentMethodResponse, { status: 'requires_confirmation' }>;

/**
 * `/billing/change-payment-method` (spec §2.3): on the test gateway a new 'Card number'; on
 * Stripe a SetupIntent confirmed in the Payment Element, back at `change-payment-method/done`.
 */
export function ChangePaymentMethodScreen() {
  const { trans } = useTrans();
  const overview = useBillingOverview();
  const change = useChangePaymentMethod();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  throwPageError(overview);
  const subscription = overview.data?.subscription;
  if (!overview.data || !subscription) {
    return (
      <div className={styles.narrowPage}>
        <DelayedSpinner aria-label={trans('Loading billing')} />
      </div>
    );
  }
  const method = overview.data.payment_method;

  const saveTestCard = async (cardNumber: string) => {
    await change.mutateAsync(cardNumber);
    toast.positive(trans('Payment method updated'));
    navigate('/billing', { replace: true });
  };
  const startStripeSetup = async () => {
    // A failure is the app's generic error toast (its mutation cache).
    const answer = await change.mutateAsync(undefined).catch(() => null);
    if (answer?.status === 'requires_confirmation') setSetup(answer);
  };
  const returnUrl = (gatewayId: string) =>
    new URL(
      `/billing/change-payment-method/done?gateway_id=${encodeURIComponent(gatewayId)}`,
      window.location.origin,
    ).href;

  return (
    <div className={styles.narrowPage}>
      <Link href="/billing" variant="standalone">
        {trans('Back to billing')}
      </Link>
      <Heading level={1} size="lg">
        {trans('Change payment method')}
      </Heading>
      {method && (
        <section className={styles.panel} aria-labelledby="current-method">
          <Heading level={2} size="sm" id="current-method">
            {trans('Current payment method')}
          </Heading>
          <PaymentMethodText method={method} />
        </section>
      )}
      <section className={styles.panel} aria-labelledby="new-method">
        <Heading level={2} size="sm" id="new-method">
          {trans('New payment method')}
        </Heading>
        {subscription.gateway === 'test' && (
          <TestCardForm submitLabel={trans('Save card')} onSubmit={saveTestCard} />
        )}
        {subscription.gateway === 'stripe' &&
          (setup ? (
            <Suspense fallback={<DelayedSpinner aria-label={trans('Loading the payment form')} />}>
              <StripePayment
                publicKey={setup.public_key}
                clientSecret={setup.client_secret}
                intent="setup"
                returnUrl={returnUrl(setup.gateway_id)}
                submitLabel={trans('Save card')}
              />
            </Suspense>
          ) : (
            <Button onPress={startStripeSetup} isPending={change.isPending}>
              {trans('Enter a new card')}
            </Button>
          ))}
        {subscription.gateway !== 'test' && subscription.gateway !== 'stripe' && (
          <Text>{trans('This plan’s payment method is managed outside Coffer.')}</Text>
        )}
      </section>
    </div>
  );
}
