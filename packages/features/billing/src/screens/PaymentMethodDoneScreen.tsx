import { useTrans } from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePaymentMethodDone } from '../api/billing';
import * as styles from '../components/billing.css';

/**
 * `/billing/change-payment-method/done`: back from Stripe's SetupIntent with `gateway_id`, the
 * server stores the new card (`POST billing/payment-method/done`) and the page goes to
 * `/billing`.
 */
export function PaymentMethodDoneScreen() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const gatewayId = search.get('gateway_id');
  const refused = search.get('redirect_status') === 'failed' || !gatewayId;
  const done = usePaymentMethodDone();
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (refused || !gatewayId || sent.current) return;
    sent.current = true;
    done.mutateAsync(gatewayId).then(
      () => {
        toast.positive(trans('Payment method updated'));
        navigate('/billing', { replace: true });
      },
      () => setFailed(true),
    );
  }, [refused, gatewayId, done, navigate, trans]);

  if (refused || failed) {
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
