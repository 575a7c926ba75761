import { useTrans } from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { usePaymentMethodDone } from '../api/billing';
import * as styles from '../components/billing.css';
import { useGatewayReturn } from '../components/use-gateway-return';

/**
 * `/billing/change-payment-method/done`: back from Stripe's SetupIntent with `gateway_id`, the
 * server stores the new card (`POST billing/payment-method/done`) and the page goes to
 * `/billing`.
 */
export function PaymentMethodDoneScreen() {
  const { trans } = useTrans();
  const done = usePaymentMethodDone();
  const failed = useGatewayReturn('gateway_id', done.mutateAsync, trans('Payment method updated'));

  if (failed) {
    return (
      <div className={styles.narrowPage}>
        <Heading level={1} size="lg">
          {trans('The card was not saved')}
        </Heading>
        <Text>{trans('Your current payment method stays. You can try again.')}</Text>
        <Link href="/billing/change-payment-method" variant="standalone">
          {trans('Change payment method')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.narrowPage}>
      <DelayedSpinner aria-label={trans('Saving your card')} />
    </div>
  );
}
