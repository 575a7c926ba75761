import type { ReactNode } from 'react';
import type { DataTableColumn } from '../data-table/DataTable';
import { PagedTable } from '../data-table/PagedTable';
import type { PaginationProps } from '../data-table/Pagination';

export interface LogTableProps<T extends { id: number }> {
  /** Names the table. */
  label: string;
  columns: DataTableColumn<string>[];
  /** The page's rows; undefined while the first page loads. */
  rows: T[] | undefined;
  total: number;
  /** The page and page size, and how to change them (the list's URL state). */
  pager: PaginationProps['table'];
  /** Whether the rows shown are the previous page's while the next one loads. */
  isStale?: boolean;
  renderCell: (row: T, columnId: string) => ReactNode;
  /** Shown when the log is empty. */
  emptyState: ReactNode;
  /** Height of a row in pixels. @default 48 */
  rowHeight?: number;
}

/**
 * A log's page as a table: the data-table pattern's table and pagination, without search,
 * sorting or selection, which a log written in order does not offer.
 */
export function LogTable<T extends { id: number }>({
  isStale = false,
  rowHeight = 48,
  ...props
}: LogTableProps<T>) {
  // An empty log keeps one row's room for its empty state.
  return (
    <div>
      <PagedTable {...props} isStale={isStale} rowHeight={rowHeight} emptyHeight={rowHeight} />
    </div>
  );
}
