import type { OrderDirection } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { AlertDialog } from '@coffer/ui/AlertDialog';
import { Button } from '@coffer/ui/Button';
import type { Selection } from '@coffer/ui/Table';
import { Text } from '@coffer/ui/Text';
import { type ReactNode, useEffect, useState } from 'react';
import * as styles from './data-table.css';
import { PagedTable } from './PagedTable';
import { SearchBox } from './SearchBox';
import type { DataTableController } from './use-data-table-state';

/** A column of a data table; `sortKey` makes its header sort the list by that server column. */
export interface DataTableColumn<O extends string> {
  id: string;
  /** The header's text (translated). */
  name: string;
  sortKey?: O;
  isRowHeader?: boolean;
  width?: number;
  minWidth?: number;
}

export interface DataTableProps<T extends { id: number }, O extends string> {
  /** Names the table (and its search field). */
  label: string;
  table: DataTableController<O>;
  columns: DataTableColumn<O>[];
  /** The page's rows; undefined while the first page loads. */
  rows: T[] | undefined;
  total: number;
  /** Whether the rows shown are the previous query's while the next one loads. */
  isStale?: boolean;
  renderCell: (row: T, columnId: string) => ReactNode;
  /** The filters' controls (FilterSelect), shown beside the search. */
  filters?: ReactNode;
  /** Buttons at the toolbar's end (add, export). */
  actions?: ReactNode;
  /** Shown when no row matches. */
  emptyState: ReactNode;
  /** Rows that cannot be selected (and so not deleted in bulk). */
  isRowLocked?: (row: T) => boolean;
  /** Deletes the selected rows; without it the table has no selection. */
  onDeleteSelected?: (ids: number[]) => Promise<unknown>;
  /** Height of a row in pixels. @default 48 */
  rowHeight?: number;
}

/** Room for the empty state when nothing matches. */
const EMPTY_HEIGHT = 180;

/**
 * The admin's list pattern: a debounced server-side search, filters, sortable headers, row
 * selection with a confirmed bulk delete, and pagination; its state is the URL's
 * (`useDataTableState`), so reload and Back keep it.
 */
export function DataTable<T extends { id: number }, O extends string>({
  table,
  rows,
  isStale = false,
  filters,
  actions,
  isRowLocked,
  onDeleteSelected,
  rowHeight = 48,
  ...shown
}: DataTableProps<T, O>) {
  const { trans } = useTrans();
  const { state } = table;
  const [selection, setSelection] = useState<Selection>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Another page, search or filter shows other rows: a selection of unseen rows would surprise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the query changes
  useEffect(() => setSelection(new Set()), [table.query]);

  const locked = rows?.filter((row) => isRowLocked?.(row)).map((row) => row.id) ?? [];
  const selectedIds =
    selection === 'all'
      ? (rows ?? []).map((row) => row.id).filter((id) => !locked.includes(id))
      : [...selection].map(Number);

  const deleteSelected = async () => {
    if (!onDeleteSelected) return;
    setDeleting(true);
    try {
      await onDeleteSelected(selectedIds);
      setSelection(new Set());
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <SearchBox label={trans('Search')} value={state.query} onSearch={table.setSearch} />
        {filters}
        {actions && <div className={styles.toolbarEnd}>{actions}</div>}
      </div>
      {selectedIds.length > 0 && onDeleteSelected && (
        <div className={styles.selectionBar}>
          <Text size="sm">
            {trans('{count, plural, one {# selected} other {# selected}}', {
              count: selectedIds.length,
            })}
          </Text>
          <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
            {trans('Delete selected')}
          </Button>
        </div>
      )}
      <PagedTable
        {...shown}
        rows={rows}
        pager={table}
        isStale={isStale}
        rowHeight={rowHeight}
        emptyHeight={EMPTY_HEIGHT}
        tableProps={{
          selectionMode: onDeleteSelected ? 'multiple' : 'none',
          selectionBehavior: 'toggle',
          selectedKeys: selection,
          onSelectionChange: setSelection,
          disabledKeys: locked,
          disabledBehavior: 'selection',
          sortDescriptor: {
            column: state.orderBy,
            direction: state.orderDir === 'asc' ? 'ascending' : 'descending',
          },
          onSortChange: ({ column, direction }) =>
            table.setSort(column as O, toOrderDir(direction)),
        }}
      />
      {onDeleteSelected && (
        <AlertDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          variant="destructive"
          title={trans('{count, plural, one {Delete # item?} other {Delete # items?}}', {
            count: selectedIds.length,
          })}
          confirmLabel={trans('Delete')}
          isPending={deleting}
          onConfirm={() => {
            void deleteSelected();
            return false;
          }}
        >
          {trans('This cannot be undone.')}
        </AlertDialog>
      )}
    </div>
  );
}

function toOrderDir(direction: 'ascending' | 'descending' | undefined): OrderDirection {
  return direction === 'ascending' ? 'asc' : 'desc';
}
