import { Text } from '@coffer/ui/Text';
import { useLinkAccessLog } from '../api/sharing';
import * as styles from './sharing.css';

const ACTION_LABELS: Record<string, string> = {
  view: 'Opened',
  download: 'Downloaded',
  preview: 'Previewed',
  import: 'Saved to a drive',
  password: 'Entered the password',
};

/** The link's visits, newest first: time, IP prefix, browser, action. */
export function AccessLog({ entryId }: { entryId: number }) {
  const log = useLinkAccessLog(entryId, true);
  if (log.isPending) return <Text tone="muted">Loading the access log…</Text>;
  const rows = log.data?.pagination.data ?? [];
  if (rows.length === 0) return <Text tone="muted">Nobody has opened this link yet.</Text>;
  return (
    <table className={styles.logTable}>
      <caption>
        <Text weight="medium">Access log</Text>
      </caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Visitor</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{new Date(row.time).toLocaleString()}</td>
            <td>
              {row.ip_prefix}
              {row.user_agent ? ` · ${row.user_agent}` : ''}
            </td>
            <td>{ACTION_LABELS[row.action] ?? row.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
