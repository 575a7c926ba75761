import { useTrans } from '@coffer/core';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type TableProps,
} from '@coffer/ui/Table';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable';
import * as styles from './data-table.css';
import { Pagination, type PaginationProps } from './Pagination';

export interface PagedTableProps<T extends { id: number }> {
  /** Names the table. */
  label: string;
  columns: DataTableColumn<string>[];
  /** The page's rows; undefined while the first page loads. */
  rows: T[] | undefined;
  total: number;
  /** The page and page size, and how to change them (the list's URL state). */
  pager: PaginationProps['table'];
  /** Whether the rows shown are the previous page's while the next one loads. */
  isStale: boolean;
  renderCell: (row: T, columnId: string) => ReactNode;
  /** Shown when there is no row. */
  emptyState: ReactNode;
  /** Height of a row in pixels. */
  rowHeight: number;
  /** Height of the body when there is no row. */
  emptyHeight: number;
  /** The table's selection and sort props, where the list offers them. */
  tableProps?: Omit<TableProps, 'aria-label' | 'height' | 'rowHeight' | 'headingHeight'>;
}

const HEADING_HEIGHT = 40;
/** Rows shown before the table scrolls inside itself. */
const VISIBLE_ROWS = 15;

/**
 * A list's page as a table (a spinner while the first page loads) and its pagination: the
 * part the admin's lists and logs share. A column with a `sortKey` has a sorting header.
 */
export function PagedTable<T extends { id: number }>({
  label,
  columns,
  rows,
  total,
  pager,
  isStale,
  renderCell,
  emptyState,
  rowHeight,
  emptyHeight,
  tableProps,
}: PagedTableProps<T>) {
  const { trans } = useTrans();
  // Room for the empty state when there is no row, else the rows up to VISIBLE_ROWS.
  const bodyHeight = rows?.length ? Math.min(rows.length, VISIBLE_ROWS) * rowHeight : emptyHeight;
  return (
    <>
      {rows === undefined ? (
        <div className={styles.center}>
          <ProgressCircle isIndeterminate aria-label={trans('Loading')} />
        </div>
      ) : (
        <div className={styles.tableFrame} aria-busy={isStale || undefined}>
          <Table
            {...tableProps}
            aria-label={label}
            height={HEADING_HEIGHT + bodyHeight + 2}
            rowHeight={rowHeight}
            headingHeight={HEADING_HEIGHT}
          >
            <TableHeader columns={columns}>
              {(column) => (
                <Column
                  id={column.sortKey ?? column.id}
                  isRowHeader={column.isRowHeader}
                  allowsSorting={Boolean(column.sortKey)}
                  width={column.width}
                  minWidth={column.minWidth ?? 100}
                >
                  {column.name}
                </Column>
              )}
            </TableHeader>
            <TableBody items={rows} renderEmptyState={() => emptyState}>
              {(row) => (
                <Row id={row.id} columns={columns}>
                  {(column) => <Cell>{renderCell(row, column.id)}</Cell>}
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <Pagination table={pager} total={total} shown={rows?.length ?? 0} />
    </>
  );
}
