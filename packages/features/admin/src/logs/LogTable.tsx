import { useTrans } from '@coffer/core';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@coffer/ui/Table';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../data-table/DataTable';
import * as dataTableStyles from '../data-table/data-table.css';
import { Pagination, type PaginationProps } from '../data-table/Pagination';

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

const HEADING_HEIGHT = 40;
/** Rows shown before the table scrolls inside itself. */
const VISIBLE_ROWS = 15;

/**
 * A log's page as a table: the data-table pattern's table and pagination, without search,
 * sorting or selection, which a log written in order does not offer.
 */
export function LogTable<T extends { id: number }>({
  label,
  columns,
  rows,
  total,
  pager,
  isStale = false,
  renderCell,
  emptyState,
  rowHeight = 48,
}: LogTableProps<T>) {
  const { trans } = useTrans();
  const height =
    HEADING_HEIGHT + Math.max(1, Math.min(rows?.length ?? 0, VISIBLE_ROWS)) * rowHeight + 2;
  return (
    <div>
      {rows === undefined ? (
        <div className={dataTableStyles.center}>
          <ProgressCircle isIndeterminate aria-label={trans('Loading')} />
        </div>
      ) : (
        <div className={dataTableStyles.tableFrame} aria-busy={isStale || undefined}>
          <Table
            aria-label={label}
            height={height}
            rowHeight={rowHeight}
            headingHeight={HEADING_HEIGHT}
          >
            <TableHeader columns={columns}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.isRowHeader}
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
    </div>
  );
}
