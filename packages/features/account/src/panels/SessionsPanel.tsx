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
  const { formatDate } = useTrans();
  const list = sessions.data ?? [];
  return (
    <Panel
      id="sessions"
      title="Sessions"
      description="Devices signed in to your account. Sign out any you do not recognise."
    >
      {sessions.isError && <Text tone="danger">Could not load your sessions.</Text>}
      <ul className={styles.list} aria-label="Signed-in devices">
        {list.map((session) => (
          <li key={session.id} className={styles.row}>
            <Stack gap="xxs">
              <Text weight="medium">
                {session.browser} on {session.os}
                {session.is_current_device ? ' · This device' : ''}
              </Text>
              <Text size="sm" tone="muted">
                {session.ip ?? 'Unknown IP'} · Last active{' '}
                {formatDate(session.last_active, { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
            </Stack>
            {!session.is_current_device && (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Sign out ${session.browser} on ${session.os}`}
                isPending={one.isPending && one.variables === session.id}
                onPress={() =>
                  one.mutate(session.id, { onSuccess: () => toast.positive('Device signed out') })
                }
              >
                Sign out
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
              onSuccess: () => toast.positive('Other devices signed out'),
            })
          }
        >
          Sign out all other devices
        </Button>
      )}
    </Panel>
  );
}
