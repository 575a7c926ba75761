import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Text } from '@coffer/ui/Text';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
// `pure`: the script tag is added when `loadStripe` is called, not when this chunk loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import * as styles from './billing.css';

export interface StripePaymentProps {
  /** The publishable key the server's checkout answered with. */
  publicKey: string;
  /** The PaymentIntent's or SetupIntent's client secret. */
  clientSecret: string;
  /** What is being confirmed: a payment (checkout) or a card kept for later (setup). */
  intent: 'payment' | 'setup';
  /** Where Stripe sends the browser once confirmed (an absolute URL). */
  returnUrl: string;
  /** The button's label. */
  submitLabel: string;
}

/**
 * Stripe's Payment Element (issue 27), in its own chunk: Stripe.js loads only when a buyer
 * picks Stripe, through `@stripe/stripe-js`'s public `loadStripe`. Confirming sends the browser
 * to Stripe's own steps (3-D Secure) and back to `returnUrl`, whose page stores the result.
 */
export function StripePayment({
  publicKey,
  clientSecret,
  intent,
  returnUrl,
  submitLabel,
}: StripePaymentProps) {
  const { trans } = useTrans();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unmount = () => {};
    loadStripe(publicKey)
      .then((loaded) => {
        if (cancelled || !loaded || !mountRef.current) return;
        // 'auto': Stripe's own words in the browser's language.
        const elements = loaded.elements({ clientSecret, locale: 'auto' });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => {
        if (!cancelled) setError(trans('The payment form could not be loaded. Please try again.'));
      });
    return () => {
      cancelled = true;
      unmount();
    };
  }, [publicKey, clientSecret, trans]);

  const confirm = async () => {
    if (!stripe) return;
    setConfirming(true);
    setError(null);
    const confirmParams = { return_url: returnUrl };
    const result =
      intent === 'payment'
        ? await stripe.stripe.confirmPayment({ elements: stripe.elements, confirmParams })
        : await stripe.stripe.confirmSetup({ elements: stripe.elements, confirmParams });
    // Only an error comes back here; success leaves for `returnUrl`.
    setConfirming(false);
    if (result.error) {
      setError(result.error.message ?? trans('There was an issue. Please try again.'));
    }
  };

  return (
    <div className={styles.form}>
      <div ref={mountRef} />
      {!stripe && !error && (
        <ProgressCircle isIndeterminate aria-label={trans('Loading the payment form')} />
      )}
      {error && (
        <Text tone="danger" role="alert">
          {error}
        </Text>
      )}
      <Button onPress={confirm} isDisabled={!stripe} isPending={confirming}>
        {submitLabel}
      </Button>
    </div>
  );
}
