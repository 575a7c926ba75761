import { type Tag, type TagOrderColumn, tagOrderColumns } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { MenuItem } from '@coffer/ui/Menu';
import { Text } from '@coffer/ui/Text';
import { useState } from 'react';
import { useDeleteTags, useTags } from '../api/tags';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/ConfirmDelete';
import { RowActionsMenu } from '../components/RowActionsMenu';
import { TAG_TYPE_LABELS, TagFormDialog } from '../components/TagFormDialog';
import { DataTable, type DataTableColumn } from '../data-table/DataTable';
import { FilterSelect } from '../data-table/FilterSelect';
import { useDataTableState } from '../data-table/use-data-table-state';
import { AdminPage } from '../layout/AdminPage';

const TABLE_DEFAULTS = {
  orderBy: 'name',
  orderDir: 'asc',
  orderColumns: tagOrderColumns,
} as const;

/** System labels are the drive's own: they are renamed, never deleted. */
const isLabel = (tag: Tag) => tag.type === 'label';

/** `/admin/tags` (tags.update): every tag, searched, filtered by type, sorted and paged. */
export function TagsScreen() {
  const { trans, formatDate } = useTrans();
  const table = useDataTableState<TagOrderColumn>(TABLE_DEFAULTS);
  const tags = useTags(table.query);
  const remove = useDeleteTags();
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const {
    deleting,
    setDeleting,
    deleteRows: deleteTags,
  } = useConfirmDelete<Tag>(remove.mutateAsync, (count) =>
    trans('{count, plural, one {Deleted # tag} other {Deleted # tags}}', { count }),
  );

  const columns: DataTableColumn<TagOrderColumn>[] = [
    { id: 'name', name: trans('Name'), sortKey: 'name', isRowHeader: true, minWidth: 160 },
    { id: 'display_name', name: trans('Display name'), minWidth: 160 },
    { id: 'type', name: trans('Type') },
    { id: 'entries_count', name: trans('Files'), sortKey: 'entries_count' },
    { id: 'created_at', name: trans('Created'), sortKey: 'created_at' },
    { id: 'actions', name: trans('Actions'), width: 80, minWidth: 80 },
  ];

  return (
    <AdminPage
      title={trans('Tags')}
      actions={<Button onPress={() => setEditing('new')}>{trans('Add tag')}</Button>}
    >
      <DataTable
        label={trans('Tags')}
        table={table}
        columns={columns}
        rows={tags.data?.pagination.data}
        total={tags.data?.pagination.total ?? 0}
        isStale={tags.isPlaceholderData}
        isRowLocked={isLabel}
        onDeleteSelected={deleteTags}
        filters={
          <FilterSelect
            label={trans('Type')}
            value={table.state.filters.type}
            options={[
              { label: trans(TAG_TYPE_LABELS.label), value: 'label' },
              { label: trans(TAG_TYPE_LABELS.custom), value: 'custom' },
            ]}
            onChange={(value) => table.setFilter('type', value)}
          />
        }
        emptyState={
          <EmptyState
            size="compact"
            headingLevel={2}
            title={trans('No tags match')}
            description={trans('Try another search or other filters.')}
          />
        }
        renderCell={(tag, column) => {
          switch (column) {
            case 'name':
              return (
                <Text size="sm" weight="medium" truncate>
                  {tag.name}
                </Text>
              );
            case 'display_name':
              return (
                <Text size="sm" truncate>
                  {tag.display_name ?? ''}
                </Text>
              );
            case 'type':
              return <Text size="sm">{trans(TAG_TYPE_LABELS[tag.type])}</Text>;
            case 'entries_count':
              return <Text size="sm">{tag.entries_count}</Text>;
            case 'created_at':
              return <Text size="sm">{tag.created_at ? formatDate(tag.created_at) : ''}</Text>;
            default:
              return (
                <RowActionsMenu
                  name={tag.name}
                  disabledKeys={isLabel(tag) ? ['delete'] : []}
                  onAction={(key) => (key === 'edit' ? setEditing(tag) : setDeleting(tag))}
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
      <TagFormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        tag={editing === 'new' || editing === null ? undefined : editing}
      />
      <ConfirmDeleteDialog row={deleting} onClose={() => setDeleting(null)} onDelete={deleteTags}>
        {trans('Files keep their contents but lose this tag. This cannot be undone.')}
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
