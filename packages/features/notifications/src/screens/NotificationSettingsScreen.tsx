import type {
  NotificationChannel,
  NotificationSubscriptions,
  NotificationType,
} from '@coffer/contract';
import { defineMessage, throwPageError, useSettings, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Switch } from '@coffer/ui/Switch';
import { toast } from '@coffer/ui/Toast';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useSubscriptions, useUpdateSubscriptions } from '../api/notifications';
import * as styles from '../components/notifications.css';
import { NOTIFICATION_TEXT } from '../messages';

type Selections = NotificationSubscriptions['user_selections'];

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: defineMessage('Email'),
  browser: defineMessage('Browser'),
};

/**
 * Asks for the browser's permission when needed; the 'browser' channel turns on only
 * once it is granted (spec §2.5), otherwise the 'Notifications blocked…' toast shows.
 */
export async function browserPermissionGranted(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'default')
    return (await Notification.requestPermission()) === 'granted';
  return false;
}

/** `/notifications/settings`: per group, a toggle per channel for each notification. */
export function NotificationSettingsScreen() {
  const { trans } = useTrans();
  const settings = useSettings();
  const integrated = settings.notif.subs.integrated;
  const subscriptions = useSubscriptions({ enabled: integrated });
  const { data, isPending } = subscriptions;
  const update = useUpdateSubscriptions();
  const [selections, setSelections] = useState<Selections>([]);
  useEffect(() => {
    if (data) setSelections(data.user_selections);
  }, [data]);
  // A failure (403 without the permission, 404 once the site drops subscriptions) is the
  // route's page error, not an endless spinner.
  throwPageError(subscriptions);

  if (!integrated || (data && data.subscriptions.length === 0)) return <Navigate to="/" replace />;

  const channelOn = (id: NotificationType, channel: NotificationChannel) =>
    selections.find((s) => s.notif_id === id)?.channels[channel] ?? false;

  const toggle = async (id: NotificationType, channel: NotificationChannel, on: boolean) => {
    if (on && channel === 'browser' && !(await browserPermissionGranted())) {
      toast.danger(trans(NOTIFICATION_TEXT.blocked));
      return;
    }
    setSelections((current) =>
      current.map((s) =>
        s.notif_id === id ? { ...s, channels: { ...s.channels, [channel]: on } } : s,
      ),
    );
  };

  return (
    <main className={styles.page}>
      <Heading level={1}>{trans('Notification settings')}</Heading>
      {isPending || !data ? (
        <div className={styles.center}>
          <ProgressCircle isIndeterminate aria-label={trans('Loading notification settings')} />
        </div>
      ) : (
        <>
          {data.subscriptions.map((group) => (
            <section
              key={group.group_name}
              className={styles.group}
              aria-label={trans(group.group_name)}
            >
              <Heading level={2} size="sm">
                {trans(group.group_name)}
              </Heading>
              {group.subscriptions.map((item) => (
                <div key={item.notif_id} className={styles.settingRow}>
                  <span>{trans(item.name)}</span>
                  <div className={styles.channels}>
                    {data.available_channels.map((channel) => (
                      <Switch
                        key={channel}
                        aria-label={trans('{name}: {channel}', {
                          name: trans(item.name),
                          channel: trans(CHANNEL_LABELS[channel]),
                        })}
                        isSelected={channelOn(item.notif_id, channel)}
                        onChange={(on) => void toggle(item.notif_id, channel, on)}
                      >
                        {trans(CHANNEL_LABELS[channel])}
                      </Switch>
                    ))}
                  </div>
                </div>
              ))}
            </section>
          ))}
          <div>
            <Button isDisabled={update.isPending} onPress={() => update.mutate({ selections })}>
              {trans('Save preferences')}
            </Button>
          </div>
        </>
      )}
    </main>
  );
}
