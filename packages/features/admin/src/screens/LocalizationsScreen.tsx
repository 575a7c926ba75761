import {
  endpointUrl,
  type Localization,
  type LocalizationOrderColumn,
  localizationOrderColumns,
  localizationsApi,
  SOURCE_LANGUAGE,
} from '@coffer/contract';
import { showHttpErrorToast, useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { MenuItem } from '@coffer/ui/Menu';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteLocalization, useLocalizations } from '../api/localizations';
import { ConfirmDeleteDialog } from '../components/ConfirmDelete';
import { LocalizationFormDialog } from '../components/LocalizationFormDialog';
import * as styles from '../components/localizations.css';
import { RowActionsMenu } from '../components/RowActionsMenu';
import { UploadLinesDialog } from '../components/UploadLinesDialog';
import { DataTable, type DataTableColumn } from '../data-table/DataTable';
import { useDataTableState } from '../data-table/use-data-table-state';
import { AdminPage } from '../layout/AdminPage';

const TABLE_DEFAULTS = {
  orderBy: 'name',
  orderDir: 'asc',
  orderColumns: localizationOrderColumns,
} as const;

/** English names every message: it is never deleted. */
const isSource = (localization: Localization) => localization.language === SOURCE_LANGUAGE;

/**
 * `/admin/localizations` (localizations.update): the interface languages, each with its number
 * of lines; add one, rename, translate, download or upload its lines, delete it.
 */
export function LocalizationsScreen() {
  const { trans, formatDate } = useTrans();
  const navigate = useNavigate();
  const table = useDataTableState<LocalizationOrderColumn>(TABLE_DEFAULTS);
  const localizations = useLocalizations(table.query);
  const remove = useDeleteLocalization();
  const [editing, setEditing] = useState<Localization | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Localization | null>(null);
  const [uploading, setUploading] = useState<Localization | null>(null);

  const columns: DataTableColumn<LocalizationOrderColumn>[] = [
    { id: 'name', name: trans('Name'), sortKey: 'name', isRowHeader: true, minWidth: 180 },
    { id: 'language', name: trans('Language code'), sortKey: 'language' },
    { id: 'lines_count', name: trans('Lines') },
    { id: 'updated_at', name: trans('Last updated'), sortKey: 'updated_at' },
    { id: 'actions', name: trans('Actions'), width: 80, minWidth: 80 },
  ];

  const onAction = (localization: Localization, action: string) => {
    if (action === 'translate') navigate(`/admin/localizations/${localization.id}/translate`);
    else if (action === 'rename') setEditing(localization);
    else if (action === 'download') downloadLines(localization);
    else if (action === 'upload') setUploading(localization);
    else setDeleting(localization);
  };

  return (
    <AdminPage
      title={trans('Localizations')}
      actions={<Button onPress={() => setEditing('new')}>{trans('Add language')}</Button>}
    >
      <DataTable
        label={trans('Languages')}
        table={table}
        columns={columns}
        rows={localizations.data?.pagination.data}
        total={localizations.data?.pagination.total ?? 0}
        isStale={localizations.isPlaceholderData}
        emptyState={
          <EmptyState
            size="compact"
            headingLevel={2}
            title={trans('No languages match')}
            description={trans('Try another search.')}
          />
        }
        renderCell={(localization, column) => {
          switch (column) {
            case 'name':
              return (
                <span className={styles.cellText}>
                  <Text size="sm" weight="medium" truncate>
                    {localization.name}
                  </Text>
                  {localization.built_in && <Badge>{trans('Built in')}</Badge>}
                </span>
              );
            case 'language':
              return <Text size="sm">{localization.language}</Text>;
            case 'lines_count':
              return <Text size="sm">{localization.lines_count}</Text>;
            case 'updated_at':
              return (
                <Text size="sm">
                  {localization.updated_at ? formatDate(localization.updated_at) : ''}
                </Text>
              );
            default:
              return (
                <RowActionsMenu
                  name={localization.name}
                  disabledKeys={isSource(localization) ? ['delete'] : []}
                  onAction={(key) => onAction(localization, String(key))}
                >
                  <MenuItem id="translate">{trans('Translate')}</MenuItem>
                  <MenuItem id="rename">{trans('Rename')}</MenuItem>
                  <MenuItem id="download">{trans('Download')}</MenuItem>
                  <MenuItem id="upload">{trans('Upload')}</MenuItem>
                  <MenuItem id="delete" variant="danger">
                    {trans('Delete')}
                  </MenuItem>
                </RowActionsMenu>
              );
          }
        }}
      />
      <LocalizationFormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        localization={editing === 'new' || editing === null ? undefined : editing}
      />
      <UploadLinesDialog localization={uploading} onClose={() => setUploading(null)} />
      <ConfirmDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDelete={([id]) =>
          id !== undefined &&
          remove.mutateAsync(id).then(
            () => toast.positive(trans('Language deleted')),
            (error: unknown) => showHttpErrorToast(error),
          )
        }
      >
        {trans(
          'Its lines are deleted with it, and its users see the default language. This cannot be undone.',
        )}
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}

/**
 * Downloads a language's lines: the server answers the file as an attachment, so the browser
 * saves it and the page stays.
 */
function downloadLines(localization: Localization) {
  const link = document.createElement('a');
  link.href = endpointUrl(localizationsApi.download, { id: localization.id });
  link.download = `${localization.language}.json`;
  document.body.append(link);
  link.click();
  link.remove();
}
