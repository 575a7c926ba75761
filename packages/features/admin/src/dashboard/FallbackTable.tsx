import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import type { ReactNode } from 'react';
import * as styles from './dashboard.css';

/** A column of a chart's table: its header and how a row shows in it. */
export interface FallbackColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

export interface FallbackTableProps<Row> {
  /** Names the table (read by screen readers, hidden on screen). */
  caption: string;
  columns: FallbackColumn<Row>[];
  rows: Row[];
}

/** A chart's figures as a plain, read-only table: the first column heads each row. */
export function FallbackTable<Row>({ caption, columns, rows }: FallbackTableProps<Row>) {
  return (
    // Scrolls by keyboard too: the region takes focus and is named by the table's caption.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable.
    <section className={styles.tableScroll} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? styles.number : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only and never reordered.
            <tr key={index}>
              {columns.map((column, at) =>
                at === 0 ? (
                  <th key={column.header} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.numeric ? styles.number : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
