import {
  type OutgoingEmailOrderColumn,
  type OutgoingEmailSummary,
  outgoingEmailOrderColumns,
} from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Text } from '@coffer/ui/Text';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '../data-table/DataTable';
import { FilterSelect } from '../data-table/FilterSelect';
import { useOutgoingEmails } from './api';
import { EmailPreviewDialog } from './EmailPreviewDialog';
import { EmailStatus } from './EmailStatus';
import { useLogTableState } from './use-log-table-state';

const TABLE_DEFAULTS = { orderBy: 'created_at', orderColumns: outgoingEmailOrderColumns } as const;

/** The messages the site sent, searched by subject or recipient, each with a preview. */
export function OutgoingEmailsTab() {
  const { trans, formatDate } = useTrans();
  const table = useLogTableState<OutgoingEmailOrderColumn>(TABLE_DEFAULTS);
  const emails = useOutgoingEmails(table.query);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const idPrefix = useId();

  const columns: DataTableColumn<OutgoingEmailOrderColumn>[] = [
    { id: 'subject', name: trans('Subject'), sortKey: 'subject', isRowHeader: true, minWidth: 240 },
    { id: 'to', name: trans('To'), sortKey: 'to', minWidth: 200 },
    { id: 'status', name: trans('Status'), sortKey: 'status' },
    { id: 'created_at', name: trans('Date'), sortKey: 'created_at', minWidth: 170 },
    { id: 'actions', name: trans('Actions'), width: 110, minWidth: 110 },
  ];

  return (
    <>
      <DataTable<OutgoingEmailSummary, OutgoingEmailOrderColumn>
        label={trans('Outgoing email')}
        table={table}
        columns={columns}
        rows={emails.data?.pagination.data}
        total={emails.data?.pagination.total ?? 0}
        isStale={emails.isPlaceholderData}
        filters={
          <FilterSelect
            label={trans('Status')}
            value={table.state.filters.status}
            options={[
              { label: trans('Sent'), value: 'sent' },
              { label: trans('Logged only'), value: 'logged' },
              { label: trans('Failed'), value: 'failed' },
            ]}
            onChange={(value) => table.setFilter('status', value)}
          />
        }
        emptyState={
          <EmptyState
            size="compact"
            headingLevel={2}
            title={trans('No emails match')}
            description={trans('Try another search or other filters.')}
          />
        }
        renderCell={(email, column) => {
          switch (column) {
            case 'subject':
              return (
                <Text id={`${idPrefix}-${email.id}`} size="sm" truncate>
                  {email.subject}
                </Text>
              );
            case 'to':
              return (
                <Text size="sm" truncate>
                  {email.to}
                </Text>
              );
            case 'status':
              return <EmailStatus status={email.status} />;
            case 'created_at':
              return (
                <Text size="sm">
                  {formatDate(email.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              );
            default:
              return (
                <Button
                  // Named "Preview" and the message's subject, which the row shows.
                  aria-labelledby={`${idPrefix}-${email.id}-preview ${idPrefix}-${email.id}`}
                  size="sm"
                  variant="text"
                  onPress={() => setPreviewId(email.id)}
                >
                  <span id={`${idPrefix}-${email.id}-preview`}>{trans('Preview')}</span>
                </Button>
              );
          }
        }}
      />
      <EmailPreviewDialog id={previewId} onClose={() => setPreviewId(null)} />
    </>
  );
}
