import type { ReportsResponse } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Heading } from '@coffer/ui/Heading';
import { useFormatBytes } from '@coffer/ui/Meter';
import { ChartPanel } from './ChartPanel';
import {
  ActivityChart,
  type ActivityLine,
  type ActivityPoint,
  DailyBarChart,
  StorageChart,
} from './charts';
import * as styles from './dashboard.css';
import { FallbackTable } from './FallbackTable';
import { useFileTypeLabel } from './file-type-label';
import { ReportCards } from './ReportCards';

export interface DashboardProps {
  report: ReportsResponse;
}

/** The dashboard's figures: the cards, then each chart with its table. */
export function Dashboard({ report }: DashboardProps) {
  const { trans, formatDate, locale } = useTrans();
  const formatBytes = useFormatBytes();
  const typeLabel = useFileTypeLabel();
  const count = new Intl.NumberFormat(locale).format;
  // Days are calendar days (UTC on the server): shown as such, never shifted by a zone.
  const formatDay = (day: string) =>
    formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' });
  const previous = report.previousSeries;

  const lines: ActivityLine[] = [
    { key: 'signups', name: trans('Sign-ups') },
    { key: 'uploads', name: trans('Uploads') },
    ...(previous
      ? ([
          { key: 'previousSignups', name: trans('Sign-ups, previous period') },
          { key: 'previousUploads', name: trans('Uploads, previous period') },
        ] as const)
      : []),
  ];
  const activity: ActivityPoint[] = report.series.map((day, index) => ({
    ...day,
    ...(previous
      ? {
          previousSignups: previous[index]?.signups ?? 0,
          previousUploads: previous[index]?.uploads ?? 0,
        }
      : {}),
  }));
  const storage = report.storageByType.map((row) => ({ ...row, label: typeLabel(row.type) }));
  const quiet =
    report.series.every((day) => day.signups === 0 && day.uploads === 0) &&
    report.pageViews.every((day) => day.views === 0) &&
    storage.length === 0;

  return (
    <>
      <ReportCards cards={report.cards} />
      {quiet ? (
        <EmptyState
          headingLevel={2}
          title={trans('No activity in this period')}
          description={trans('Choose a longer period to see sign-ups, uploads and page views.')}
        />
      ) : (
        <div className={styles.panels}>
          <ChartPanel
            title={trans('Sign-ups and uploads')}
            rows={activity}
            columns={[
              { header: trans('Day'), cell: (row) => formatDay(row.date) },
              ...lines.map((line) => ({
                header: line.name,
                numeric: true,
                cell: (row: ActivityPoint) => count(row[line.key] ?? 0),
              })),
            ]}
            chart={
              <ActivityChart
                label={trans('Sign-ups and uploads')}
                formatDay={formatDay}
                data={activity}
                lines={lines}
              />
            }
          />
          <ChartPanel
            title={trans('Storage by file type')}
            rows={storage}
            columns={[
              { header: trans('File type'), cell: (row) => row.label },
              { header: trans('Space used'), numeric: true, cell: (row) => formatBytes(row.bytes) },
              { header: trans('Files'), numeric: true, cell: (row) => count(row.count) },
            ]}
            chart={
              <StorageChart
                label={trans('Storage by file type')}
                name={trans('Space used')}
                data={storage}
                formatBytes={formatBytes}
              />
            }
          />
          <ChartPanel
            title={trans('Page views')}
            rows={report.pageViews}
            columns={[
              { header: trans('Day'), cell: (row) => formatDay(row.date) },
              { header: trans('Page views'), numeric: true, cell: (row) => count(row.views) },
            ]}
            chart={
              <DailyBarChart
                label={trans('Page views')}
                name={trans('Page views')}
                formatDay={formatDay}
                data={report.pageViews}
              />
            }
          />
          <div className={styles.panel}>
            <Heading level={2} size="sm">
              {trans('Most viewed pages')}
            </Heading>
            <FallbackTable
              caption={trans('Most viewed pages')}
              rows={report.topRoutes}
              columns={[
                { header: trans('Page'), cell: (row) => row.route },
                { header: trans('Page views'), numeric: true, cell: (row) => count(row.views) },
              ]}
            />
          </div>
        </div>
      )}
    </>
  );
}
