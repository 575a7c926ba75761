import { type Role, type RoleOrderColumn, roleOrderColumns } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { MenuItem } from '@coffer/ui/Menu';
import { Text } from '@coffer/ui/Text';
import { useNavigate } from 'react-router';
import { useDeleteRoles, useRoles } from '../api/roles';
import * as styles from '../components/admin.css';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/ConfirmDelete';
import { RowActionsMenu } from '../components/RowActionsMenu';
import { ROLE_TYPE_LABELS } from '../components/role-form';
import { DataTable, type DataTableColumn } from '../data-table/DataTable';
import { FilterSelect } from '../data-table/FilterSelect';
import { useDataTableState } from '../data-table/use-data-table-state';
import { AdminPage } from '../layout/AdminPage';

const TABLE_DEFAULTS = {
  orderBy: 'name',
  orderDir: 'asc',
  orderColumns: roleOrderColumns,
} as const;

/** The default and guests roles cannot be deleted: new accounts and visitors need them. */
const isLocked = (role: Role) => role.default || role.guests;

/** `/admin/roles` (roles.update): every role, searched, filtered by type, sorted and paged. */
export function RolesScreen() {
  const { trans, formatDate } = useTrans();
  const navigate = useNavigate();
  const table = useDataTableState<RoleOrderColumn>(TABLE_DEFAULTS);
  const roles = useRoles(table.query);
  const remove = useDeleteRoles();
  const {
    deleting,
    setDeleting,
    deleteRows: deleteRoles,
  } = useConfirmDelete<Role>(remove.mutateAsync, (count) =>
    trans('{count, plural, one {Deleted # role} other {Deleted # roles}}', { count }),
  );

  const columns: DataTableColumn<RoleOrderColumn>[] = [
    { id: 'name', name: trans('Name'), sortKey: 'name', isRowHeader: true, minWidth: 180 },
    { id: 'type', name: trans('Type') },
    { id: 'flags', name: trans('Given to'), minWidth: 140 },
    { id: 'users_count', name: trans('Users'), sortKey: 'users_count' },
    { id: 'created_at', name: trans('Created'), sortKey: 'created_at' },
    { id: 'actions', name: trans('Actions'), width: 80, minWidth: 80 },
  ];

  return (
    <AdminPage
      title={trans('Roles')}
      actions={<Button onPress={() => navigate('/admin/roles/new')}>{trans('Add role')}</Button>}
    >
      <DataTable
        label={trans('Roles')}
        table={table}
        columns={columns}
        rows={roles.data?.pagination.data}
        total={roles.data?.pagination.total ?? 0}
        isStale={roles.isPlaceholderData}
        isRowLocked={isLocked}
        onDeleteSelected={deleteRoles}
        filters={
          <FilterSelect
            label={trans('Type')}
            value={table.state.filters.type}
            options={[
              { label: trans(ROLE_TYPE_LABELS.sitewide), value: 'sitewide' },
              { label: trans(ROLE_TYPE_LABELS.workspace), value: 'workspace' },
            ]}
            onChange={(value) => table.setFilter('type', value)}
          />
        }
        emptyState={
          <EmptyState
            size="compact"
            headingLevel={2}
            title={trans('No roles match')}
            description={trans('Try another search or other filters.')}
          />
        }
        renderCell={(role, column) => {
          switch (column) {
            case 'name':
              return (
                <Text size="sm" weight="medium" truncate>
                  {role.name}
                </Text>
              );
            case 'type':
              return <Text size="sm">{trans(ROLE_TYPE_LABELS[role.type])}</Text>;
            case 'flags':
              return (
                <div className={styles.badges}>
                  {role.default && <Badge tone="primary">{trans('New users')}</Badge>}
                  {role.guests && <Badge tone="neutral">{trans('Guests')}</Badge>}
                </div>
              );
            case 'users_count':
              return <Text size="sm">{role.users_count}</Text>;
            case 'created_at':
              return <Text size="sm">{role.created_at ? formatDate(role.created_at) : ''}</Text>;
            default:
              return (
                <RowActionsMenu
                  name={role.name}
                  disabledKeys={isLocked(role) ? ['delete'] : []}
                  onAction={(key) => {
                    if (key === 'edit') navigate(`/admin/roles/${role.id}/edit`);
                    else setDeleting(role);
                  }}
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
      <ConfirmDeleteDialog row={deleting} onClose={() => setDeleting(null)} onDelete={deleteRoles}>
        {trans('Users with this role lose its permissions. This cannot be undone.')}
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
