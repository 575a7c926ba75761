import type { ScheduleLogRun } from '@coffer/contract';
import { showHttpErrorToast, useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useId } from 'react';
import type { DataTableColumn } from '../data-table/DataTable';
import { useRunScheduledJob, useScheduleLog } from './api';
import { LogTable } from './LogTable';
import * as styles from './logs.css';
import { useLogTableState } from './use-log-table-state';

const TABLE_DEFAULTS = { orderBy: 'started_at', orderColumns: ['started_at'] } as const;

/** The recurring jobs, each with its next run and a Run now button, and their past runs. */
export function ScheduleTab() {
  const { trans, formatDate } = useTrans();
  const table = useLogTableState(TABLE_DEFAULTS);
  const { page, perPage } = table.state;
  const log = useScheduleLog({ page, perPage });
  const run = useRunScheduledJob();

  const runNow = (job: string) =>
    run.mutate(job, {
      onSuccess: ({ run: done }) => {
        if (done.status === 'failed') {
          toast.danger(trans('{job} failed: {error}', { job, error: done.message ?? '' }));
        } else toast.positive(trans('Ran {job}', { job }));
      },
      onError: (error) => showHttpErrorToast(error),
    });

  const columns: DataTableColumn<string>[] = [
    { id: 'job', name: trans('Job'), isRowHeader: true, minWidth: 180 },
    { id: 'started_at', name: trans('Ran at'), minWidth: 170 },
    { id: 'duration', name: trans('Duration') },
    { id: 'status', name: trans('Result') },
    { id: 'message', name: trans('Output'), minWidth: 220 },
  ];
  const dateTime = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <>
      <section className={styles.section} aria-labelledby="logs-jobs-heading">
        <Heading level={2} size="sm" id="logs-jobs-heading">
          {trans('Jobs')}
        </Heading>
        {log.data && log.data.schedules.length === 0 ? (
          <Text tone="muted">{trans('No job has been scheduled yet.')}</Text>
        ) : (
          <ul className={styles.jobList}>
            {log.data?.schedules.map((schedule) => (
              <JobItem
                key={schedule.name}
                name={schedule.name}
                nextRun={dateTime(schedule.next_run_at)}
                isPending={run.isPending && run.variables === schedule.name}
                onRun={() => runNow(schedule.name)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="logs-runs-heading">
        <Heading level={2} size="sm" id="logs-runs-heading">
          {trans('Runs')}
        </Heading>
        <LogTable<ScheduleLogRun>
          label={trans('Runs')}
          columns={columns}
          rows={log.data?.pagination.data}
          total={log.data?.pagination.total ?? 0}
          pager={table}
          isStale={log.isPlaceholderData}
          emptyState={
            <EmptyState
              size="compact"
              headingLevel={3}
              title={trans('No runs yet')}
              description={trans('Each run of a job is listed here.')}
            />
          }
          renderCell={(entry, column) => {
            switch (column) {
              case 'job':
                return (
                  <Text size="sm" truncate>
                    {entry.job}
                  </Text>
                );
              case 'started_at':
                return <Text size="sm">{dateTime(entry.started_at)}</Text>;
              case 'duration':
                return <Text size="sm">{duration(entry, trans)}</Text>;
              case 'status':
                return <RunStatus status={entry.status} />;
              default:
                return (
                  <Text size="sm" truncate>
                    {entry.message ?? ''}
                  </Text>
                );
            }
          }}
        />
      </section>
    </>
  );
}

/** A job with its next run; its button is named "Run now" and the job's name. */
function JobItem({
  name,
  nextRun,
  isPending,
  onRun,
}: {
  name: string;
  nextRun: string;
  isPending: boolean;
  onRun: () => void;
}) {
  const { trans } = useTrans();
  const id = useId();
  return (
    <li className={styles.job}>
      <div className={styles.jobText}>
        <Text id={`${id}-name`} size="sm" weight="medium" truncate>
          {name}
        </Text>
        <Text size="xs" tone="muted">
          {trans('Next run {date}', { date: nextRun })}
        </Text>
      </div>
      <Button
        aria-labelledby={`${id}-run ${id}-name`}
        size="sm"
        variant="outline"
        isPending={isPending}
        onPress={onRun}
      >
        <span id={`${id}-run`}>{trans('Run now')}</span>
      </Button>
    </li>
  );
}

function RunStatus({ status }: { status: ScheduleLogRun['status'] }) {
  const { trans } = useTrans();
  if (status === 'failed') return <Badge tone="danger">{trans('Failed')}</Badge>;
  if (status === 'running') return <Badge tone="primary">{trans('Running')}</Badge>;
  return <Badge tone="positive">{trans('Succeeded')}</Badge>;
}

function duration(entry: ScheduleLogRun, trans: ReturnType<typeof useTrans>['trans']): string {
  if (!entry.finished_at) return '';
  const ms = Math.max(0, Date.parse(entry.finished_at) - Date.parse(entry.started_at));
  if (ms < 1000) return trans('{ms, number} ms', { ms });
  return trans('{seconds, number} s', { seconds: Math.round(ms / 100) / 10 });
}
