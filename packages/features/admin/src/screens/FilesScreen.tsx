import {
  type AdminFileEntry,
  type AdminFileOrderColumn,
  adminFileOrderColumns,
  fileEntryCategories,
} from '@coffer/contract';
import { usePermissions, useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { EmptyState } from '@coffer/ui/EmptyState';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { MenuItem } from '@coffer/ui/Menu';
import { useFormatBytes } from '@coffer/ui/Meter';
import { Text } from '@coffer/ui/Text';
import { useEffect, useRef, useState } from 'react';
import { useAdminFileEntries, useDeleteFileEntries, useFileOwners } from '../api/admin-files';
import { AdminFilePreview } from '../components/AdminFilePreview';
import * as styles from '../components/admin.css';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/ConfirmDelete';
import { RowActionsMenu } from '../components/RowActionsMenu';
import { useFileTypeLabel } from '../dashboard/file-type-label';
import { DataTable, type DataTableColumn } from '../data-table/DataTable';
import { FilterSelect } from '../data-table/FilterSelect';
import { useDataTableState } from '../data-table/use-data-table-state';
import { AdminPage } from '../layout/AdminPage';

const TABLE_DEFAULTS = {
  orderBy: 'updated_at',
  orderDir: 'desc',
  orderColumns: adminFileOrderColumns,
} as const;

/**
 * `/admin/files` (files.update, with admin.access): every entry of the site, searched,
 * filtered by type, owner, link and trash, sorted and paged; previewed in place in the
 * drive's previewer (through the page's files) and deleted for good.
 */
export function FilesScreen() {
  const { trans, formatDate } = useTrans();
  const formatBytes = useFormatBytes();
  const typeLabel = useFileTypeLabel();
  const table = useDataTableState<AdminFileOrderColumn>(TABLE_DEFAULTS);
  const entries = useAdminFileEntries(table.query);
  const owners = useFileOwners({ enabled: usePermissions().hasPermission('users.update') });
  const remove = useDeleteFileEntries();
  const {
    deleting,
    setDeleting,
    deleteRows: deleteEntries,
  } = useConfirmDelete<AdminFileEntry>(remove.mutateAsync, (count) =>
    trans('{count, plural, one {Deleted # entry} other {Deleted # entries}}', { count }),
  );
  const filters = table.state.filters;
  const rows = entries.data?.pagination.data;
  const [previewing, setPreviewing] = useState<number | null>(null);
  // The previewer loads lazily: when it mounts after the menu has closed, its own focus return
  // would aim at the menu item it replaced. Closing it gives focus back to the row's button,
  // after the dialog's own return (a frame after its unmount) has run.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const trigger = returnFocus.current;
    if (previewing !== null || !trigger) return;
    returnFocus.current = null;
    const frame = requestAnimationFrame(() => trigger.focus());
    return () => cancelAnimationFrame(frame);
  }, [previewing]);

  const columns: DataTableColumn<AdminFileOrderColumn>[] = [
    { id: 'name', name: trans('Name'), sortKey: 'name', isRowHeader: true, minWidth: 220 },
    { id: 'owner', name: trans('Owner'), minWidth: 160 },
    { id: 'type', name: trans('Type') },
    { id: 'size', name: trans('Size'), sortKey: 'size' },
    { id: 'status', name: trans('Status'), minWidth: 120 },
    { id: 'updated_at', name: trans('Last modified'), sortKey: 'updated_at' },
    { id: 'actions', name: trans('Actions'), width: 80, minWidth: 80 },
  ];

  const yesNo = (yes: string, no: string) => [
    { label: yes, value: true },
    { label: no, value: false },
  ];

  return (
    <AdminPage title={trans('Files')}>
      <DataTable
        label={trans('Files')}
        table={table}
        columns={columns}
        rows={rows}
        total={entries.data?.pagination.total ?? 0}
        isStale={entries.isPlaceholderData}
        onDeleteSelected={deleteEntries}
        filters={
          <>
            <FilterSelect
              label={trans('Type')}
              value={filters.type}
              options={[
                { label: trans('Folders'), value: 'folder' },
                ...fileEntryCategories.map((type) => ({ label: typeLabel(type), value: type })),
              ]}
              onChange={(value) => table.setFilter('type', value)}
            />
            {owners.data && (
              <FilterSelect
                label={trans('Owner')}
                value={filters.owner}
                options={owners.data.pagination.data.map((user) => ({
                  label: user.name || user.email,
                  value: user.id,
                }))}
                onChange={(value) => table.setFilter('owner', value)}
              />
            )}
            <FilterSelect
              label={trans('Public link')}
              value={filters.has_link}
              options={yesNo(trans('With a link'), trans('Without a link'))}
              onChange={(value) => table.setFilter('has_link', value)}
            />
            <FilterSelect
              label={trans('Trash')}
              value={filters.in_trash}
              options={yesNo(trans('In the trash'), trans('Not in the trash'))}
              onChange={(value) => table.setFilter('in_trash', value)}
            />
          </>
        }
        emptyState={
          <EmptyState
            size="compact"
            headingLevel={2}
            title={trans('No files match')}
            description={trans('Try another search or other filters.')}
          />
        }
        renderCell={(entry, column) => {
          switch (column) {
            case 'name':
              return (
                <div className={styles.person}>
                  <FileTypeIcon category={entry.type} size="sm" aria-hidden="true" />
                  <div className={styles.personText}>
                    <Text size="sm" weight="medium" truncate>
                      {entry.name}
                    </Text>
                    {entry.tags.length > 0 && (
                      <div className={styles.badges}>
                        {entry.tags.map((tag) => (
                          <Badge key={tag.id} tone="neutral">
                            {tag.display_name ?? tag.name}
                          </Badge>
                        ))}
                      </div>
                    )}
                  </div>
                </div>
              );
            case 'owner':
              return (
                <Text size="sm" truncate>
                  {entry.owner ? entry.owner.name || entry.owner.email : ''}
                </Text>
              );
            case 'type':
              return (
                <Text size="sm">
                  {entry.type === 'folder' ? trans('Folder') : typeLabel(entry.type)}
                </Text>
              );
            case 'size':
              return <Text size="sm">{formatBytes(entry.size)}</Text>;
            case 'status':
              return (
                <div className={styles.badges}>
                  {entry.has_link && <Badge tone="primary">{trans('Public link')}</Badge>}
                  {entry.deleted_at && <Badge tone="danger">{trans('In the trash')}</Badge>}
                </div>
              );
            case 'updated_at':
              return <Text size="sm">{formatDate(entry.updated_at)}</Text>;
            default:
              return (
                <RowActionsMenu
                  name={entry.name}
                  disabledKeys={entry.url ? [] : ['preview']}
                  onAction={(key, trigger) => {
                    if (key === 'delete') setDeleting(entry);
                    else if (entry.url) {
                      returnFocus.current = trigger;
                      setPreviewing(entry.id);
                    }
                  }}
                >
                  <MenuItem id="preview">{trans('Preview')}</MenuItem>
                  <MenuItem id="delete" variant="danger">
                    {trans('Delete for good')}
                  </MenuItem>
                </RowActionsMenu>
              );
          }
        }}
      />
      {previewing !== null && rows && (
        <AdminFilePreview entries={rows} entryId={previewing} onClose={() => setPreviewing(null)} />
      )}
      <ConfirmDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDelete={deleteEntries}
        confirmLabel={trans('Delete for good')}
      >
        {trans(
          'The entry, everything in it and its stored bytes are deleted for good. This cannot be undone.',
        )}
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
