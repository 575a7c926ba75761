import {
  AdminPage,
  DataTable,
  type DataTableColumn,
  ExportCsvLink,
  exportQuery,
  FilterSelect,
  NoMatches,
  PersonCell,
  RowActionsMenu,
  useConfirmDelete,
  useDataTableState,
} from '@coffer/admin/screen-parts';
import {
  type AdminSubscription,
  billingApi,
  billingGateways,
  endpointUrl,
  subscriptionOrderColumns,
  subscriptionStatuses,
} from '@coffer/contract';
import { showHttpErrorToast, useTrans } from '@coffer/core';
import { AlertDialog } from '@coffer/ui/AlertDialog';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { MenuItem } from '@coffer/ui/Menu';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import {
  useAdminSubscriptions,
  useDeleteSubscriptions,
  useResumeSubscription,
} from '../api/subscriptions';
import { CancelSubscriptionDialog } from '../components/CancelSubscriptionDialog';
import { SubscriptionFormDialog } from '../components/SubscriptionFormDialog';
import { usePlanChoices } from '../components/use-plan-choices';
import { usePriceLabel } from '../components/use-price-label';
import { GATEWAY_LABELS, STATUS_LABELS } from '../labels';

type SubscriptionOrderColumn = (typeof subscriptionOrderColumns)[number];

const TABLE_DEFAULTS = { orderBy: 'created_at', orderColumns: subscriptionOrderColumns } as const;

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'delete'; subscription: AdminSubscription }
  | { kind: 'cancel'; subscription: AdminSubscription; immediately: boolean }
  | null;

type RowAction = 'edit' | 'cancel' | 'cancel-now' | 'resume' | 'delete';

/** What a row's menu cannot do: cancel what has ended, resume what was not cancelled. */
function disabledActions(subscription: AdminSubscription): RowAction[] {
  const ended = subscription.status === 'expired';
  const cancelled = subscription.status === 'cancelled';
  return [
    ...(ended || cancelled ? (['cancel'] as const) : []),
    ...(ended || (cancelled && !subscription.valid) ? (['cancel-now'] as const) : []),
    ...(cancelled && subscription.valid ? [] : (['resume'] as const)),
  ];
}

/**
 * `/admin/subscriptions` (subscriptions.update): every subscription with its customer, status,
 * plan, gateway and dates; searched, filtered, sorted, paged and exported as CSV. A plan is
 * granted, changed, cancelled (at the period's end or at once), resumed or deleted here.
 */
export function SubscriptionsScreen() {
  const { trans, formatDate } = useTrans();
  const priceLabel = usePriceLabel();
  const table = useDataTableState<SubscriptionOrderColumn>(TABLE_DEFAULTS);
  const subscriptions = useAdminSubscriptions(table.query);
  const plans = usePlanChoices();
  const remove = useDeleteSubscriptions();
  const resume = useResumeSubscription();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { deleteRows } = useConfirmDelete(remove.mutateAsync, (count) =>
    trans('{count, plural, one {Deleted # subscription} other {Deleted # subscriptions}}', {
      count,
    }),
  );
  const { filters } = table.state;
  const nameOf = (s: AdminSubscription) => s.user.name || s.user.email;

  const onAction = (action: RowAction, subscription: AdminSubscription) => {
    if (action === 'resume') {
      resume.mutate(subscription.id, {
        onSuccess: () => toast.positive(trans('Subscription resumed')),
        onError: (error) => showHttpErrorToast(error),
      });
    } else if (action === 'cancel' || action === 'cancel-now') {
      setDialog({ kind: 'cancel', subscription, immediately: action === 'cancel-now' });
    } else setDialog({ kind: action, subscription });
  };

  // What the spec lists, narrow enough for a laptop's admin page; the newest come first.
  const columns: DataTableColumn<SubscriptionOrderColumn>[] = [
    { id: 'customer', name: trans('Customer'), isRowHeader: true, minWidth: 200 },
    { id: 'status', name: trans('Status'), sortKey: 'status', minWidth: 110 },
    { id: 'plan', name: trans('Plan'), minWidth: 160 },
    { id: 'gateway', name: trans('Gateway'), minWidth: 140 },
    { id: 'renews_at', name: trans('Renews'), sortKey: 'renews_at', minWidth: 110 },
    { id: 'ends_at', name: trans('Ends'), sortKey: 'ends_at', minWidth: 110 },
    { id: 'actions', name: trans('Actions'), width: 72, minWidth: 72 },
  ];

  return (
    <AdminPage
      title={trans('Subscriptions')}
      actions={
        <Button onPress={() => setDialog({ kind: 'add' })}>{trans('Add subscription')}</Button>
      }
    >
      <DataTable
        label={trans('Subscriptions')}
        table={table}
        columns={columns}
        rows={subscriptions.data?.pagination.data}
        total={subscriptions.data?.pagination.total ?? 0}
        isStale={subscriptions.isPlaceholderData}
        rowHeight={56}
        onDeleteSelected={deleteRows}
        filters={
          <>
            <FilterSelect
              label={trans('Status')}
              value={filters.status}
              options={subscriptionStatuses.map((status) => ({
                label: trans(STATUS_LABELS[status].label),
                value: status,
              }))}
              onChange={(value) => table.setFilter('status', value)}
            />
            <FilterSelect
              label={trans('Gateway')}
              value={filters.gateway}
              options={billingGateways.map((gateway) => ({
                label: trans(GATEWAY_LABELS[gateway]),
                value: gateway,
              }))}
              onChange={(value) => table.setFilter('gateway', value)}
            />
            {plans.length > 0 && (
              <FilterSelect
                label={trans('Plan')}
                value={filters.product_id}
                options={plans.map((plan) => ({ label: plan.name, value: plan.id }))}
                onChange={(value) => table.setFilter('product_id', value)}
              />
            )}
          </>
        }
        actions={
          <ExportCsvLink
            href={endpointUrl(billingApi.exportSubscriptions, {}, exportQuery(table.query))}
          />
        }
        emptyState={<NoMatches title={trans('No subscriptions match')} />}
        renderCell={(subscription, column) => {
          switch (column) {
            case 'customer':
              return <PersonCell {...subscription.user} />;
            case 'status': {
              const status = STATUS_LABELS[subscription.status];
              return <Badge tone={status.tone}>{trans(status.label)}</Badge>;
            }
            case 'plan':
              return (
                <Stack gap="none">
                  <Text size="sm" weight="medium" truncate>
                    {subscription.product.name}
                  </Text>
                  <Text size="xs" tone="muted" truncate>
                    {priceLabel(subscription.price)}
                  </Text>
                </Stack>
              );
            case 'gateway':
              return (
                <Text size="sm" truncate>
                  {trans(GATEWAY_LABELS[subscription.gateway])}
                </Text>
              );
            case 'renews_at':
            case 'ends_at': {
              const date = subscription[column];
              return <Text size="sm">{date ? formatDate(date) : ''}</Text>;
            }
            default:
              return (
                <RowActionsMenu
                  name={nameOf(subscription)}
                  disabledKeys={disabledActions(subscription)}
                  onAction={(key) => onAction(key as RowAction, subscription)}
                >
                  <MenuItem id="edit">{trans('Edit')}</MenuItem>
                  <MenuItem id="cancel">{trans('Cancel at period end')}</MenuItem>
                  <MenuItem id="cancel-now">{trans('Cancel immediately')}</MenuItem>
                  <MenuItem id="resume">{trans('Resume')}</MenuItem>
                  <MenuItem id="delete" variant="danger">
                    {trans('Delete')}
                  </MenuItem>
                </RowActionsMenu>
              );
          }
        }}
      />
      <SubscriptionFormDialog
        isOpen={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={(open) => !open && setDialog(null)}
        subscription={dialog?.kind === 'edit' ? dialog.subscription : undefined}
      />
      <CancelSubscriptionDialog
        subscription={dialog?.kind === 'cancel' ? dialog.subscription : null}
        immediately={dialog?.kind === 'cancel' && dialog.immediately}
        onClose={() => setDialog(null)}
      />
      <AlertDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        variant="destructive"
        title={trans('Delete the subscription of {name}?', {
          name: dialog?.kind === 'delete' ? nameOf(dialog.subscription) : '',
        })}
        confirmLabel={trans('Delete')}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void deleteRows([dialog.subscription.id]);
          return undefined;
        }}
      >
        {trans('The user loses the plan at once. This cannot be undone.')}
      </AlertDialog>
    </AdminPage>
  );
}
