import { type ErrorLogEntry, endpointUrl, systemApi } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button, buttonStyle } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Text } from '@coffer/ui/Text';
import { useId, useState } from 'react';
import type { DataTableColumn } from '../data-table/DataTable';
import { useErrorLog } from './api';
import { ErrorEntryDialog } from './ErrorEntryDialog';
import { LogTable } from './LogTable';
import * as styles from './logs.css';
import { useLogTableState } from './use-log-table-state';

const TABLE_DEFAULTS = { orderBy: 'datetime', orderColumns: ['datetime'] } as const;

/** The error log's entries, newest first, and the download of its newest lines. */
export function ErrorLogTab() {
  const { trans, formatDate } = useTrans();
  const table = useLogTableState(TABLE_DEFAULTS);
  const { page, perPage } = table.state;
  const log = useErrorLog({ page, perPage });
  const [shown, setShown] = useState<ErrorLogEntry | null>(null);
  const idPrefix = useId();

  const columns: DataTableColumn<string>[] = [
    { id: 'level', name: trans('Level'), width: 110, minWidth: 110 },
    { id: 'message', name: trans('Message'), isRowHeader: true, minWidth: 260 },
    { id: 'datetime', name: trans('Time'), minWidth: 170 },
    { id: 'context', name: trans('Context'), minWidth: 200 },
    { id: 'actions', name: trans('Actions'), width: 110, minWidth: 110 },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <a
          className={buttonStyle({ variant: 'outline', size: 'sm' })}
          href={endpointUrl(systemApi.errorLog)}
          download
        >
          {trans('Download latest log')}
        </a>
      </div>
      <LogTable<ErrorLogEntry>
        label={trans('Error log')}
        columns={columns}
        rows={log.data?.pagination.data}
        total={log.data?.pagination.total ?? 0}
        pager={table}
        isStale={log.isPlaceholderData}
        rowHeight={56}
        emptyState={
          <EmptyState
            size="compact"
            headingLevel={2}
            title={trans('No errors logged')}
            description={trans('Unexpected server errors are listed here.')}
          />
        }
        renderCell={(entry, column) => {
          switch (column) {
            case 'level':
              return <LevelBadge level={entry.level} />;
            case 'message':
              return (
                <Text id={`${idPrefix}-${entry.id}`} size="sm" truncate>
                  {entry.message}
                </Text>
              );
            case 'datetime':
              return (
                <Text size="sm">
                  {entry.datetime
                    ? formatDate(entry.datetime, { dateStyle: 'medium', timeStyle: 'medium' })
                    : trans('Unknown')}
                </Text>
              );
            case 'context':
              return <ContextSummary context={entry.context} />;
            default:
              return (
                <Button
                  // Named "Details" and the entry's message, which the row shows.
                  aria-labelledby={`${idPrefix}-${entry.id}-details ${idPrefix}-${entry.id}`}
                  size="sm"
                  variant="text"
                  onPress={() => setShown(entry)}
                >
                  <span id={`${idPrefix}-${entry.id}-details`}>{trans('Details')}</span>
                </Button>
              );
          }
        }}
      />
      <ErrorEntryDialog entry={shown} onClose={() => setShown(null)} />
    </>
  );
}

/** The level as a badge: errors and worse stand out. */
export function LevelBadge({ level }: { level: string }) {
  const tone = ['error', 'critical', 'alert', 'emergency'].includes(level)
    ? 'danger'
    : level === 'warning'
      ? 'primary'
      : 'neutral';
  return <Badge tone={tone}>{level}</Badge>;
}

function ContextSummary({ context }: { context: ErrorLogEntry['context'] }) {
  const { method, url, exception } = context;
  if (!method && !exception) return null;
  return (
    <div className={styles.cellStack}>
      {method && (
        <Text size="xs" truncate className={styles.mono}>
          {`${method} ${url ?? ''}`}
        </Text>
      )}
      {exception && (
        <Text size="xs" tone="muted" truncate>
          {exception}
        </Text>
      )}
    </div>
  );
}
