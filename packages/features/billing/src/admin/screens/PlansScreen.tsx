import {
  AdminPage,
  adminStyles,
  ConfirmDeleteDialog,
  DataTable,
  type DataTableColumn,
  FilterSelect,
  NoMatches,
  RowActionsMenu,
  useConfirmDelete,
  useDataTableState,
} from '@coffer/admin/screen-parts';
import { type Product, planOrderColumns } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { MenuItem } from '@coffer/ui/Menu';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { useNavigate } from 'react-router';
import { BILLING_TEXT } from '../../messages';
import { useDeletePlans, usePlans } from '../api/plans';
import { usePriceLabel } from '../components/use-price-label';

type PlanOrderColumn = (typeof planOrderColumns)[number];

const TABLE_DEFAULTS = {
  orderBy: 'position',
  orderDir: 'asc',
  orderColumns: planOrderColumns,
} as const;

const PLANS_PATH = '/admin/plans';

/**
 * `/admin/plans` (plans.update): every plan, hidden ones too, searched, filtered, sorted and
 * paged. A plan with subscribers cannot be deleted: the server's refusal is shown.
 */
export function PlansScreen() {
  const { trans, formatDate } = useTrans();
  const navigate = useNavigate();
  const priceLabel = usePriceLabel();
  const table = useDataTableState<PlanOrderColumn>(TABLE_DEFAULTS);
  const plans = usePlans(table.query);
  const remove = useDeletePlans();
  const { deleting, setDeleting, deleteRows } = useConfirmDelete<Product>(
    remove.mutateAsync,
    (count) => trans('{count, plural, one {Deleted # plan} other {Deleted # plans}}', { count }),
  );
  const { filters } = table.state;

  const columns: DataTableColumn<PlanOrderColumn>[] = [
    { id: 'name', name: trans('Name'), sortKey: 'name', isRowHeader: true, minWidth: 200 },
    { id: 'prices', name: trans('Prices'), minWidth: 200 },
    { id: 'subscribers_count', name: trans('Subscribers'), sortKey: 'subscribers_count' },
    { id: 'position', name: trans('Position'), sortKey: 'position', width: 110 },
    { id: 'created_at', name: trans('Created'), sortKey: 'created_at' },
    { id: 'actions', name: trans('Actions'), width: 80, minWidth: 80 },
  ];
  const yesNo = (label: string, yes: string, no: string) => ({
    label,
    options: [
      { label: yes, value: true },
      { label: no, value: false },
    ],
  });
  const hidden = yesNo(trans('Visibility'), trans('Hidden'), trans('Shown on pricing'));
  const free = yesNo(trans('Type'), trans('Free'), trans('Paid'));

  return (
    <AdminPage
      title={trans('Plans')}
      actions={<Button onPress={() => navigate(`${PLANS_PATH}/new`)}>{trans('Add plan')}</Button>}
    >
      <DataTable
        label={trans('Plans')}
        table={table}
        columns={columns}
        rows={plans.data?.pagination.data}
        total={plans.data?.pagination.total ?? 0}
        isStale={plans.isPlaceholderData}
        rowHeight={64}
        onDeleteSelected={deleteRows}
        filters={
          <>
            <FilterSelect
              {...hidden}
              value={filters.hidden}
              onChange={(value) => table.setFilter('hidden', value)}
            />
            <FilterSelect
              {...free}
              value={filters.free}
              onChange={(value) => table.setFilter('free', value)}
            />
          </>
        }
        emptyState={<NoMatches title={trans('No plans match')} />}
        renderCell={(plan, column) => {
          switch (column) {
            case 'name':
              return (
                <Stack gap="none">
                  <Text size="sm" weight="medium" truncate>
                    {plan.name}
                  </Text>
                  <div className={adminStyles.badges}>
                    {plan.recommended && (
                      <Badge tone="primary">{trans(BILLING_TEXT.mostPopular)}</Badge>
                    )}
                    {plan.free && <Badge tone="positive">{trans('Free')}</Badge>}
                    {plan.hidden && <Badge>{trans('Hidden')}</Badge>}
                  </div>
                </Stack>
              );
            case 'prices':
              return (
                <Stack gap="none">
                  {plan.prices.map((price) => (
                    <Text key={price.id} size="sm" truncate>
                      {priceLabel(price)}
                    </Text>
                  ))}
                </Stack>
              );
            case 'subscribers_count':
              return <Text size="sm">{plan.subscribers_count}</Text>;
            case 'position':
              return <Text size="sm">{plan.position}</Text>;
            case 'created_at':
              return <Text size="sm">{formatDate(plan.created_at)}</Text>;
            default:
              return (
                <RowActionsMenu
                  name={plan.name}
                  onAction={(key) =>
                    key === 'edit' ? navigate(`${PLANS_PATH}/${plan.id}/edit`) : setDeleting(plan)
                  }
                >
                  <MenuItem id="edit">{trans('Edit')}</MenuItem>
                  <MenuItem id="delete" variant="danger">
                    {trans('Delete')}
                  </MenuItem>
                </RowActionsMenu>
              );
          }
        }}
      />
      <ConfirmDeleteDialog row={deleting} onClose={() => setDeleting(null)} onDelete={deleteRows}>
        {trans('A plan with subscribers cannot be deleted. This cannot be undone.')}
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
