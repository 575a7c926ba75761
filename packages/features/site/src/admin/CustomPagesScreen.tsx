import {
  AdminPage,
  ConfirmDeleteDialog,
  DataTable,
  type DataTableColumn,
  RowActionsMenu,
  useConfirmDelete,
  useDataTableState,
} from '@coffer/admin/screen-parts';
import {
  type CustomPageOrderColumn,
  type CustomPageSummary,
  customPageOrderColumns,
} from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { buttonStyle } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Link } from '@coffer/ui/Link';
import { MenuItem } from '@coffer/ui/Menu';
import { Text } from '@coffer/ui/Text';
import { useNavigate } from 'react-router';
import { useCustomPages, useDeletePages } from '../api/pages';

const TABLE_DEFAULTS = {
  orderBy: 'updated_at',
  orderDir: 'desc',
  orderColumns: customPageOrderColumns,
} as const;

/** The deletable row of a page: its title names it in the confirmation. */
const named = (page: CustomPageSummary) => ({ ...page, name: page.title });

/**
 * `/admin/custom-pages` (custom_pages.update): every custom page, searched by title or slug,
 * sorted and paged (the admin's list pattern, ADR 0019), each to edit, view or delete.
 */
export function CustomPagesScreen() {
  const { trans, formatDate } = useTrans();
  const navigate = useNavigate();
  const table = useDataTableState<CustomPageOrderColumn>(TABLE_DEFAULTS);
  const pages = useCustomPages(table.query);
  const remove = useDeletePages();
  const { deleting, setDeleting, deleteRows } = useConfirmDelete<ReturnType<typeof named>>(
    remove.mutateAsync,
    (count) => trans('{count, plural, one {Deleted # page} other {Deleted # pages}}', { count }),
  );

  const columns: DataTableColumn<CustomPageOrderColumn>[] = [
    { id: 'title', name: trans('Title'), sortKey: 'title', isRowHeader: true, minWidth: 200 },
    { id: 'slug', name: trans('Slug'), sortKey: 'slug', minWidth: 160 },
    { id: 'updated_at', name: trans('Last updated'), sortKey: 'updated_at' },
    { id: 'created_at', name: trans('Created'), sortKey: 'created_at' },
    { id: 'actions', name: trans('Actions'), width: 80, minWidth: 80 },
  ];

  return (
    <AdminPage
      title={trans('Custom pages')}
      actions={
        <Link
          href="/admin/custom-pages/new"
          className={buttonStyle({ variant: 'primary', size: 'md' })}
        >
          {trans('Add page')}
        </Link>
      }
    >
      <DataTable
        label={trans('Custom pages')}
        table={table}
        columns={columns}
        rows={pages.data?.pagination.data}
        total={pages.data?.pagination.total ?? 0}
        isStale={pages.isPlaceholderData}
        onDeleteSelected={deleteRows}
        emptyState={
          <EmptyState
            size="compact"
            headingLevel={2}
            title={trans('No pages match')}
            description={trans('Try another search.')}
          />
        }
        renderCell={(page, column) => {
          switch (column) {
            case 'title':
              return (
                <Text size="sm" weight="medium" truncate>
                  {page.title}
                </Text>
              );
            case 'slug':
              return (
                <Text size="sm" tone="muted" truncate>
                  {`/pages/${page.slug}`}
                </Text>
              );
            case 'updated_at':
              return <Text size="sm">{formatDate(page.updated_at)}</Text>;
            case 'created_at':
              return <Text size="sm">{formatDate(page.created_at)}</Text>;
            default:
              return (
                <RowActionsMenu
                  name={page.title}
                  onAction={(key) => {
                    if (key === 'edit') navigate(`/admin/custom-pages/${page.id}/edit`);
                    else if (key === 'view') navigate(`/pages/${page.slug}`);
                    else setDeleting(named(page));
                  }}
                >
                  <MenuItem id="edit">{trans('Edit')}</MenuItem>
                  <MenuItem id="view">{trans('View')}</MenuItem>
                  <MenuItem id="delete" variant="danger">
                    {trans('Delete')}
                  </MenuItem>
                </RowActionsMenu>
              );
          }
        }}
      />
      <ConfirmDeleteDialog row={deleting} onClose={() => setDeleting(null)} onDelete={deleteRows}>
        {trans('The page and its address go for good. Links to it will show the not-found page.')}
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
