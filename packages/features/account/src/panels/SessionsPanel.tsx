import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useEndSessions, useUserSessions } from '../api/account';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';

/** Signed-in devices: this one flagged; sign out one or all others. */
export function SessionsPanel() {
  const sessions = useUserSessions();
  const { one, others } = useEndSessions();
  const { trans, formatDate, dateStyle } = useTrans();
  const list = sessions.data ?? [];
  return (
    <Panel
      id="sessions"
      title={trans('Sessions')}
      description={trans('Devices signed in to your account. Sign out any you do not recognise.')}
    >
      {sessions.isError && <Text tone="danger">{trans('Could not load your sessions.')}</Text>}
      <ul className={styles.list} aria-label={trans('Signed-in devices')}>
        {list.map((session) => (
          <li key={session.id} className={styles.row}>
            <Stack gap="xxs">
              <Text weight="medium">
                {session.is_current_device
                  ? trans('{browser} on {os} · This device', {
                      browser: session.browser,
                      os: session.os,
                    })
                  : trans('{browser} on {os}', { browser: session.browser, os: session.os })}
              </Text>
              <Text size="sm" tone="muted">
                {trans('{ip} · Last active {date}', {
                  ip: session.ip ?? trans('Unknown IP'),
                  date: formatDate(session.last_active, {
                    dateStyle,
                    timeStyle: 'short',
                  }),
                })}
              </Text>
            </Stack>
            {!session.is_current_device && (
              <Button
                variant="outline"
                size="sm"
                aria-label={trans('Sign out {browser} on {os}', {
                  browser: session.browser,
                  os: session.os,
                })}
                isPending={one.isPending && one.variables === session.id}
                onPress={() =>
                  one.mutate(session.id, {
                    onSuccess: () => toast.positive(trans('Device signed out')),
                  })
                }
              >
                {trans('Sign out')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.some((s) => !s.is_current_device) && (
        <Button
          variant="outline"
          isPending={others.isPending}
          onPress={() =>
            others.mutate(undefined, {
              onSuccess: () => toast.positive(trans('Other devices signed out')),
            })
          }
        >
          {trans('Sign out all other devices')}
        </Button>
      )}
    </Panel>
  );
}
