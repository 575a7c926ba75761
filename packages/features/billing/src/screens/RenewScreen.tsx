import { throwPageError, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Inline } from '@coffer/ui/Inline';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useNavigate } from 'react-router';
import { useBillingOverview, useResumeSubscription } from '../api/billing';
import * as styles from '../components/billing.css';
import { usePriceText } from '../components/use-price-text';

/**
 * `/billing/renew` (spec §2.3): a cancelled plan still in its grace period renews again
 * (`POST billing/resume`), at its price, from the end of the current period.
 */
export function RenewScreen() {
  const { trans, formatDate } = useTrans();
  const overview = useBillingOverview();
  const resume = useResumeSubscription();
  const navigate = useNavigate();
  const priceText = usePriceText();
  throwPageError(overview);
  const subscription = overview.data?.subscription;
  if (!subscription) {
    return (
      <div className={styles.narrowPage}>
        <DelayedSpinner aria-label={trans('Loading billing')} />
      </div>
    );
  }
  const renewable = subscription.status === 'cancelled' && subscription.ends_at !== null;
  const confirm = () =>
    resume.mutate(undefined, {
      onSuccess: () => {
        toast.positive(trans('Your plan renews again'));
        navigate('/billing', { replace: true });
      },
    });
  return (
    <div className={styles.narrowPage}>
      <Heading level={1} size="lg">
        {trans('Renew your plan')}
      </Heading>
      {renewable ? (
        <>
          <Text>
            {trans('{plan} ends on {date}. Renew it to keep it, at {price}.', {
              plan: subscription.product.name,
              date: formatDate(subscription.ends_at as string),
              price: priceText(subscription.price).perInterval,
            })}
          </Text>
          <Inline gap="md">
            <Button onPress={confirm} isPending={resume.isPending}>
              {trans('Renew plan')}
            </Button>
            <Link href="/billing" variant="standalone">
              {trans('Back to billing')}
            </Link>
          </Inline>
        </>
      ) : (
        <>
          <Text>{trans('Your plan is not cancelled: it renews by itself.')}</Text>
          <Link href="/billing" variant="standalone">
            {trans('Back to billing')}
          </Link>
        </>
      )}
    </div>
  );
}
