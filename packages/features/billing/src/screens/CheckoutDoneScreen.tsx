import { useTrans } from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { useParams } from 'react-router';
import { useCheckoutDone } from '../api/billing';
import * as styles from '../components/billing.css';
import { useGatewayReturn } from '../components/use-gateway-return';

/** `/checkout/{productId}/{priceId}/stripe/done`: back from Stripe with `gateway_id`. */
export function StripeDoneScreen() {
  return <CheckoutDone gateway="stripe" idParam="gateway_id" />;
}

/** `/checkout/{productId}/{priceId}/paypal/done`: back from PayPal with `subscription_id`. */
export function PaypalDoneScreen() {
  return <CheckoutDone gateway="paypal" idParam="subscription_id" />;
}

/**
 * Back from the gateway's own pages: the server stores the subscription the gateway confirmed
 * (`POST billing/stripe/done` or `billing/paypal/done`), and the subscriber goes to `/billing`.
 * A refused or missing confirmation says so, with the way back to checkout.
 */
function CheckoutDone({
  gateway,
  idParam,
}: {
  gateway: 'stripe' | 'paypal';
  idParam: 'gateway_id' | 'subscription_id';
}) {
  const { trans } = useTrans();
  const { productId, priceId } = useParams();
  const done = useCheckoutDone(gateway);
  const failed = useGatewayReturn(
    idParam,
    done.mutateAsync,
    trans('Thanks! Your subscription is active.'),
  );

  if (failed) {
    return (
      <div className={styles.narrowPage}>
        <Heading level={1} size="lg">
          {trans('The payment did not go through')}
        </Heading>
        <Text>{trans('Nothing was charged. You can try again or choose another way to pay.')}</Text>
        <Link href={`/checkout/${productId}/${priceId}`} variant="standalone">
          {trans('Back to checkout')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.narrowPage}>
      <DelayedSpinner aria-label={trans('Confirming your payment')} />
    </div>
  );
}
