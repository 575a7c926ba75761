import type { Price, PublicProduct, Subscription } from '@coffer/contract';
import {
  checkoutPath,
  isSubscribed,
  storeOnboardingPlan,
  throwPageError,
  useBootstrap,
  useTrans,
} from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { useBillingOverview, useProducts } from '../api/billing';
import * as styles from '../components/billing.css';
import type { PlanAction } from '../components/PlanCards';
import { PlanPicker } from '../components/PlanPicker';
import { visiblePlans } from '../pricing/pricing';

/** Where a guest's plan button leads (spec §4): registration, then that plan's checkout. */
export const REGISTER_FROM_PRICING = '/register?redirectFrom=pricing';

/** The confirm page of a subscriber's plan change (spec §2.3). */
export const changePlanConfirmPath = (productId: number, priceId: number) =>
  `/billing/change-plan/${productId}/${priceId}/confirm`;

/**
 * `/pricing` (spec §2.2), for guests and signed-in users alike: the plan cards with the
 * yearly/monthly switch, each button leading where spec §4 says.
 */
export function PricingScreen() {
  const { trans } = useTrans();
  const products = useProducts();
  const actionFor = usePlanAction();
  throwPageError(products);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <Heading level={1} size="xl">
          {trans('Choose the right plan for you')}
        </Heading>
        <Text tone="muted">{trans('Change or cancel your plan at any time.')}</Text>
      </header>
      {products.data ? (
        <PlanPicker products={visiblePlans(products.data)} actionFor={actionFor} />
      ) : (
        <DelayedSpinner aria-label={trans('Loading plans')} />
      )}
    </div>
  );
}

/**
 * Spec §4, the plan button target: a guest goes to `/register?redirectFrom=pricing` with the
 * plan kept for checkout after sign-up; a subscriber to the plan change's confirm page; a
 * signed-in user to the checkout of a paid plan. The plan one has is marked, not offered.
 */
function usePlanAction(): (product: PublicProduct, price: Price | null) => PlanAction {
  const { trans } = useTrans();
  const user = useBootstrap((data) => data.user);
  const subscribed = isSubscribed(user);
  const overview = useBillingOverview({ enabled: subscribed });
  const current = overview.data?.subscription ?? null;
  return (product, price) => {
    if (!user) {
      return {
        label: product.free ? trans('Get started') : trans('Choose plan'),
        href: REGISTER_FROM_PRICING,
        onPress: price ? () => storeOnboardingPlan(planOf(product, price)) : undefined,
      };
    }
    if (isCurrentPlan(product, price, subscribed ? current : null)) {
      return { label: trans('Current plan') };
    }
    if (!price || product.free) {
      // A free plan is what a signed-in user without a subscription has; a subscriber falls
      // back to it when their plan ends, so cancelling is the way there.
      return subscribed
        ? { label: trans('Switch to this plan'), href: '/billing/cancel' }
        : { label: trans('Current plan') };
    }
    if (subscribed) {
      return {
        label: trans('Switch to this plan'),
        href: changePlanConfirmPath(product.id, price.id),
      };
    }
    return { label: trans('Choose plan'), href: checkoutPath(planOf(product, price)) };
  };
}

function planOf(product: PublicProduct, price: Price) {
  return { productId: product.id, priceId: price.id };
}

function isCurrentPlan(
  product: PublicProduct,
  price: Price | null,
  subscription: Subscription | null,
): boolean {
  return (
    subscription !== null &&
    subscription.product.id === product.id &&
    (price === null || subscription.price.id === price.id)
  );
}
