import { defineMessage, useTrans } from '@coffer/core';
import { Text } from '@coffer/ui/Text';
import { useLinkAccessLog } from '../api/sharing';
import * as styles from './sharing.css';

const ACTION_LABELS: Partial<Record<string, string>> = {
  view: defineMessage('Opened'),
  download: defineMessage('Downloaded'),
  preview: defineMessage('Previewed'),
  import: defineMessage('Saved to a drive'),
  password: defineMessage('Entered the password'),
};

/** The link's visits, newest first: time, IP prefix, browser, action. */
export function AccessLog({ entryId }: { entryId: number }) {
  const { trans, formatDate, dateStyle } = useTrans();
  const log = useLinkAccessLog(entryId, true);
  const actionLabel = (action: string) => {
    const label = ACTION_LABELS[action];
    return label ? trans(label) : action;
  };
  if (log.isPending) return <Text tone="muted">{trans('Loading the access log…')}</Text>;
  const rows = log.data?.pagination.data ?? [];
  if (rows.length === 0)
    return <Text tone="muted">{trans('Nobody has opened this link yet.')}</Text>;
  return (
    <table className={styles.logTable}>
      <caption>
        <Text weight="medium">{trans('Access log')}</Text>
      </caption>
      <thead>
        <tr>
          <th scope="col">{trans('Time')}</th>
          <th scope="col">{trans('Visitor')}</th>
          <th scope="col">{trans('Action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{formatDate(row.time, { dateStyle, timeStyle: 'short' })}</td>
            <td>
              {row.ip_prefix}
              {row.user_agent ? ` · ${row.user_agent}` : ''}
            </td>
            <td>{actionLabel(row.action)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
