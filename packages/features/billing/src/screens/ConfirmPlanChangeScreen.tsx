import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Inline } from '@coffer/ui/Inline';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useNavigate } from 'react-router';
import { useBillingOverview, useChangePlan } from '../api/billing';
import * as styles from '../components/billing.css';
import { OrderSummary } from '../components/OrderSummary';
import { usePlanFromRoute } from '../components/use-plan';

/**
 * `/billing/change-plan/{productId}/{priceId}/confirm` (spec §2.3): the new plan and price
 * against the current one; confirming calls `POST billing/change-plan` (on the test gateway at
 * once, with a prorated invoice) and goes back to `/billing`, or, when the gateway wants the
 * buyer's approval (PayPal), on to the gateway's approval page.
 */
export function ConfirmPlanChangeScreen() {
  const { trans } = useTrans();
  const plan = usePlanFromRoute();
  const overview = useBillingOverview();
  const change = useChangePlan();
  const navigate = useNavigate();
  if (!plan || !overview.data) {
    return (
      <div className={styles.narrowPage}>
        <DelayedSpinner aria-label={trans('Loading plans')} />
      </div>
    );
  }
  const { product, price } = plan;
  const current = overview.data.subscription;
  const confirm = () =>
    change.mutate(
      { product_id: product.id, price_id: price.id },
      {
        onSuccess: ({ approve_url }) => {
          // PayPal asks the buyer to approve a revised plan at PayPal; the old price stays
          // until it does (issue 27), and PayPal brings the buyer back to /billing.
          if (approve_url) {
            window.location.assign(approve_url);
            return;
          }
          toast.positive(trans('Your plan is now {plan}.', { plan: product.name }));
          navigate('/billing', { replace: true });
        },
      },
    );
  return (
    <div className={styles.narrowPage}>
      <Heading level={1} size="lg">
        {trans('Confirm your new plan')}
      </Heading>
      {current && (
        <Text>
          {trans('You are moving from {current} to {next}.', {
            current: current.product.name,
            next: product.name,
          })}
        </Text>
      )}
      <OrderSummary product={product} price={price} title={trans('New plan')} />
      <Text tone="muted">
        {trans(
          'The new plan starts now. What is left of your current period is credited against its price.',
        )}
      </Text>
      <Inline gap="md">
        <Button onPress={confirm} isPending={change.isPending}>
          {trans('Confirm')}
        </Button>
        <Link href="/billing/change-plan" variant="standalone">
          {trans('Choose another plan')}
        </Link>
      </Inline>
    </div>
  );
}
