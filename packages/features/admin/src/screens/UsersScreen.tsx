import {
  type AdminUser,
  type AdminUserOrderColumn,
  adminUserOrderColumns,
  adminUsersApi,
  endpointUrl,
} from '@coffer/contract';
import { showHttpErrorToast, usePermissions, useTrans } from '@coffer/core';
import { AlertDialog } from '@coffer/ui/AlertDialog';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useAllRoles } from '../api/roles';
import { useAdminUsers, useDeleteUsers, useLiftSuspension } from '../api/users';
import { PersonCell } from '../components/PersonCell';
import { SuspendUserDialog } from '../components/SuspendUserDialog';
import { UserFormDialog } from '../components/UserFormDialog';
import { type UserAction, UserRowActions } from '../components/UserRowActions';
import { DataTable, type DataTableColumn } from '../data-table/DataTable';
import { FilterSelect } from '../data-table/FilterSelect';
import { ExportCsvLink, exportQuery, NoMatches } from '../data-table/ListParts';
import { useDataTableState } from '../data-table/use-data-table-state';
import { AdminPage } from '../layout/AdminPage';

const TABLE_DEFAULTS = { orderBy: 'created_at', orderColumns: adminUserOrderColumns } as const;

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'suspend'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | null;

/** `/admin/users` (users.update): every user, searched, filtered, sorted and paged. */
export function UsersScreen() {
  const { trans, formatDate } = useTrans();
  const table = useDataTableState<AdminUserOrderColumn>(TABLE_DEFAULTS);
  const users = useAdminUsers(table.query);
  // The role list needs roles.update: without it the role filter is left out.
  const { user: me, hasPermission } = usePermissions();
  const roles = useAllRoles({ enabled: hasPermission('roles.update') });
  const roleOptions = (roles.data?.pagination.data ?? []).map((role) => ({
    label: role.name,
    value: role.id,
  }));
  const remove = useDeleteUsers();
  const lift = useLiftSuspension();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { filters } = table.state;

  const deleteUsers = (ids: number[]) =>
    remove.mutateAsync(ids).then(
      () =>
        toast.positive(
          trans('{count, plural, one {Deleted # user} other {Deleted # users}}', {
            count: ids.length,
          }),
        ),
      (error: unknown) => showHttpErrorToast(error),
    );
  const onAction = (action: UserAction, user: AdminUser) => {
    if (action === 'unsuspend') {
      lift.mutate(user.id, {
        onSuccess: () =>
          toast.positive(
            trans('Lifted the suspension of {name}', { name: user.name || user.email }),
          ),
        onError: (error) => showHttpErrorToast(error),
      });
    } else setDialog({ kind: action === 'edit' ? 'edit' : action, user } as Dialog);
  };

  const columns: DataTableColumn<AdminUserOrderColumn>[] = [
    { id: 'user', name: trans('User'), sortKey: 'name', isRowHeader: true, minWidth: 240 },
    { id: 'roles', name: trans('Roles') },
    { id: 'subscribed', name: trans('Subscribed'), minWidth: 110 },
    { id: 'email_verified', name: trans('Email confirmed'), minWidth: 130 },
    { id: 'status', name: trans('Status') },
    { id: 'created_at', name: trans('Created'), sortKey: 'created_at' },
    { id: 'last_active_at', name: trans('Last active'), sortKey: 'last_active_at' },
    { id: 'actions', name: trans('Actions'), width: 80, minWidth: 80 },
  ];

  return (
    <AdminPage
      title={trans('Users')}
      actions={<Button onPress={() => setDialog({ kind: 'add' })}>{trans('Add user')}</Button>}
    >
      <DataTable
        label={trans('Users')}
        table={table}
        columns={columns}
        rows={users.data?.pagination.data}
        total={users.data?.pagination.total ?? 0}
        isStale={users.isPlaceholderData}
        rowHeight={56}
        onDeleteSelected={deleteUsers}
        // One's own account is deleted from the account settings, never from here.
        isRowLocked={(user) => user.id === me?.id}
        filters={
          <>
            <FilterSelect
              label={trans('Email confirmed')}
              value={filters.email_verified}
              options={[
                { label: trans('Confirmed'), value: true },
                { label: trans('Not confirmed'), value: false },
              ]}
              onChange={(value) => table.setFilter('email_verified', value)}
            />
            {roleOptions.length > 0 && (
              <FilterSelect
                label={trans('Role')}
                value={filters.role}
                options={roleOptions}
                onChange={(value) => table.setFilter('role', value)}
              />
            )}
            <FilterSelect
              label={trans('Suspended')}
              value={filters.suspended}
              options={[
                { label: trans('Suspended'), value: true },
                { label: trans('Not suspended'), value: false },
              ]}
              onChange={(value) => table.setFilter('suspended', value)}
            />
            <FilterSelect
              label={trans('Subscribed')}
              value={filters.subscribed}
              options={[
                { label: trans('Subscribed'), value: true },
                { label: trans('Not subscribed'), value: false },
              ]}
              onChange={(value) => table.setFilter('subscribed', value)}
            />
          </>
        }
        actions={
          <ExportCsvLink
            href={endpointUrl(adminUsersApi.exportCsv, {}, exportQuery(table.query))}
          />
        }
        emptyState={<NoMatches title={trans('No users match')} />}
        renderCell={(user, column) => {
          switch (column) {
            case 'user':
              return <PersonCell name={user.name} email={user.email} image={user.image} />;
            case 'roles':
              return (
                <Text size="sm" truncate>
                  {user.roles.map((role) => role.name).join(', ')}
                </Text>
              );
            case 'email_verified':
              return <Text size="sm">{user.email_verified_at ? trans('Yes') : trans('No')}</Text>;
            case 'status':
              return user.banned_at ? <Badge tone="danger">{trans('Suspended')}</Badge> : null;
            case 'subscribed':
              // A plan that grants now (spec §6 "subscribed"); always No without billing.
              return user.subscribed ? (
                <Badge tone="positive">{trans('Yes')}</Badge>
              ) : (
                <Badge tone="neutral">{trans('No')}</Badge>
              );
            case 'created_at':
              return <Text size="sm">{formatDate(user.created_at)}</Text>;
            case 'last_active_at':
              return (
                <Text size="sm">
                  {user.last_active_at ? formatDate(user.last_active_at) : trans('Never')}
                </Text>
              );
            default:
              return <UserRowActions user={user} isSelf={user.id === me?.id} onAction={onAction} />;
          }
        }}
      />
      <UserFormDialog
        isOpen={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={(open) => !open && setDialog(null)}
        user={dialog?.kind === 'edit' ? dialog.user : undefined}
      />
      <SuspendUserDialog
        user={dialog?.kind === 'suspend' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <AlertDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        variant="destructive"
        title={trans('Delete {name}?', {
          name: dialog?.kind === 'delete' ? dialog.user.name || dialog.user.email : '',
        })}
        confirmLabel={trans('Delete')}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void deleteUsers([dialog.user.id]);
          return undefined;
        }}
      >
        {trans('This cannot be undone.')}
      </AlertDialog>
    </AdminPage>
  );
}
