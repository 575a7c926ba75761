import { AdminPage, usePermissionCatalogue } from '@coffer/admin/screen-parts';
import { throwPageError, useTrans } from '@coffer/core';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { useParams } from 'react-router';
import { usePlan } from '../api/plans';
import { PlanForm } from '../components/PlanForm';

/** `/admin/plans/new` and `/admin/plans/:productId/edit` (plans.update). */
export function PlanEditorScreen() {
  const { trans } = useTrans();
  const { productId } = useParams();
  const id = productId === undefined ? undefined : Number(productId);
  const plan = usePlan(id);
  const catalogue = usePermissionCatalogue();
  throwPageError(plan);
  throwPageError(catalogue);
  const ready = catalogue.data && (id === undefined || plan.data);
  return (
    <AdminPage title={id === undefined ? trans('Add plan') : trans('Edit plan')}>
      {ready ? (
        <PlanForm
          key={id ?? 'new'}
          plan={plan.data?.product}
          catalogue={catalogue.data?.permissions ?? []}
        />
      ) : (
        <ProgressCircle isIndeterminate aria-label={trans('Loading')} />
      )}
    </AdminPage>
  );
}
