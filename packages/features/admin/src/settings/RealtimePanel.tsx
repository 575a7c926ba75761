import { realtimeDrivers } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { Text } from '@coffer/ui/Text';
import { REDIS_KEYS, RedisSection, TestRedisButton } from './RedisFields';
import { SettingsForm, SettingsSwitch } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  client: ['realtime.enable'],
  server: ['realtime.driver'],
  ...REDIS_KEYS,
};

const DRIVERS: Record<(typeof realtimeDrivers)[number], string> = {
  'in-process': defineMessage('In-process: one server instance'),
  redis: defineMessage('Redis: fanned out to every instance'),
};

/** Realtime: live updates on or off, and how their events travel between instances. */
export function RealtimePanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm
      settings={settings}
      keys={KEYS}
      label={trans('Realtime')}
      actions={(api) =>
        api.form.watch('server.realtime.driver') === 'redis' && <TestRedisButton api={api} />
      }
    >
      {(api) => (
        <>
          <SettingsSwitch
            control={api.form.control}
            name="client.realtime.enable"
            label={trans('Live updates')}
            description={trans(
              'New notifications and the unread count reach open pages at once. Off: they show on the next page load.',
            )}
          />
          <SettingsSelect
            control={api.form.control}
            name="server.realtime.driver"
            label={trans('Send live events with')}
            options={realtimeDrivers.map((id) => ({ id, label: trans(DRIVERS[id]) }))}
          />
          <Text as="p" size="sm" tone="muted">
            {trans(
              'With several instances, choose Redis: a browser’s stream may be held by any of them.',
            )}
          </Text>
          {api.form.watch('server.realtime.driver') === 'redis' && <RedisSection api={api} />}
        </>
      )}
    </SettingsForm>
  );
}
