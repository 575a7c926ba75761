import type { Price, PublicProduct } from '@coffer/contract';
import { throwPageError, useTrans } from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { useBillingOverview, useProducts } from '../api/billing';
import * as styles from '../components/billing.css';
import type { PlanAction } from '../components/PlanCards';
import { PlanPicker } from '../components/PlanPicker';
import { isYearly, visiblePlans } from '../pricing/pricing';
import { changePlanConfirmPath } from './PricingScreen';

/**
 * `/billing/change-plan` (spec §2.3): the paid plans as cards, the subscriber's own plan and
 * price marked; each other one leads to its confirm page.
 */
export function ChangePlanScreen() {
  const { trans } = useTrans();
  const products = useProducts();
  const overview = useBillingOverview();
  throwPageError(products);
  const current = overview.data?.subscription ?? null;
  const actionFor = (product: PublicProduct, price: Price | null): PlanAction => {
    if (current && current.product.id === product.id && current.price.id === price?.id) {
      return { label: trans('Current plan') };
    }
    if (!price) return { label: trans('Choose plan') };
    return {
      label: trans('Switch to this plan'),
      href: changePlanConfirmPath(product.id, price.id),
    };
  };
  return (
    <div className={styles.page}>
      <Link href="/billing" variant="standalone">
        {trans('Back to billing')}
      </Link>
      <Heading level={1} size="lg">
        {trans('Change plan')}
      </Heading>
      {products.data && overview.data ? (
        <PlanPicker
          products={visiblePlans(products.data).filter((product) => !product.free)}
          actionFor={actionFor}
          // The cycle the subscriber pays in comes first.
          defaultCycle={current && !isYearly(current.price) ? 'monthly' : 'yearly'}
        />
      ) : (
        <DelayedSpinner aria-label={trans('Loading plans')} />
      )}
    </div>
  );
}
