import { useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { Switch } from '@coffer/ui/Switch';
import { type ReactNode, useState } from 'react';
import * as styles from './dashboard.css';
import { type FallbackColumn, FallbackTable } from './FallbackTable';

export interface ChartPanelProps<Row> {
  /** The panel's heading; it also names the chart and its table. */
  title: string;
  /** The chart (drawn from `rows`). */
  chart: ReactNode;
  /** The columns of the table the chart can be switched to. */
  columns: FallbackColumn<Row>[];
  rows: Row[];
}

/**
 * A chart under its heading with a "Show as table" switch: the same figures as a table,
 * for screen readers and for anyone who wants the exact numbers.
 */
export function ChartPanel<Row>({ title, chart, columns, rows }: ChartPanelProps<Row>) {
  const { trans } = useTrans();
  const [asTable, setAsTable] = useState(false);
  return (
    // Not a landmark: the table it switches to is the region, named as the heading.
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <Heading level={2} size="sm">
          {title}
        </Heading>
        <Switch isSelected={asTable} onChange={setAsTable}>
          {trans('Show as table')}
        </Switch>
      </div>
      {asTable ? <FallbackTable caption={title} columns={columns} rows={rows} /> : chart}
    </div>
  );
}
