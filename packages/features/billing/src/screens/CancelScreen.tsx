import type { Subscription } from '@coffer/contract';
import { throwPageError, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Inline } from '@coffer/ui/Inline';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useBillingOverview, useCancelSubscription } from '../api/billing';
import * as styles from '../components/billing.css';

/**
 * `/billing/cancel` (spec §2.3): confirm, then `POST billing/cancel`. The plan stays until the
 * end of the paid period (the grace period), and the page says until when.
 */
export function CancelScreen() {
  const { trans, formatDate } = useTrans();
  const overview = useBillingOverview();
  const cancel = useCancelSubscription();
  const [cancelled, setCancelled] = useState<Subscription | null>(null);
  throwPageError(overview);
  const subscription = overview.data?.subscription;
  if (!subscription) {
    return (
      <div className={styles.narrowPage}>
        <DelayedSpinner aria-label={trans('Loading billing')} />
      </div>
    );
  }
  if (cancelled) {
    const date = cancelled.ends_at ? formatDate(cancelled.ends_at) : null;
    return (
      <div className={styles.narrowPage}>
        <Heading level={1} size="lg">
          {trans('Your plan is cancelled')}
        </Heading>
        {date && (
          <Text>
            {trans('You keep {plan} until {date}. You can renew it until then.', {
              plan: cancelled.product.name,
              date,
            })}
          </Text>
        )}
        <Link href="/billing" variant="standalone">
          {trans('Back to billing')}
        </Link>
      </div>
    );
  }
  const endsOn = subscription.renews_at ?? subscription.ends_at;
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ subscription: answer }) => {
        toast.positive(trans('Your plan is cancelled'));
        setCancelled(answer);
      },
    });
  return (
    <div className={styles.narrowPage}>
      <Heading level={1} size="lg">
        {trans('Cancel your plan')}
      </Heading>
      <Text>
        {endsOn
          ? trans(
              'If you cancel, {plan} stays until {date}, the end of the period you paid for. After that your account moves to the free plan and keeps its files.',
              { plan: subscription.product.name, date: formatDate(endsOn) },
            )
          : trans(
              'If you cancel, your account moves to the free plan at the end of the period you paid for and keeps its files.',
            )}
      </Text>
      <Inline gap="md">
        <Button variant="danger" onPress={confirm} isPending={cancel.isPending}>
          {trans('Cancel plan')}
        </Button>
        <Link href="/billing" variant="standalone">
          {trans('Keep my plan')}
        </Link>
      </Inline>
    </div>
  );
}
