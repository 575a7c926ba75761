import { usePermissions } from '@coffer/core';
import { useProducts } from '../../api/billing';
import { useAllPlans } from '../api/plans';

/**
 * The plans a subscription can be for: every plan with plans.update (`GET billing/plans`,
 * hidden ones too), else the pricing page's (`GET billing/products`).
 */
export function usePlanChoices() {
  const { hasPermission } = usePermissions();
  const canListPlans = hasPermission('plans.update');
  const all = useAllPlans({ enabled: canListPlans });
  const shown = useProducts();
  return (canListPlans ? all.data?.pagination.data : shown.data) ?? [];
}
