import { queueDrivers } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { Text } from '@coffer/ui/Text';
import { REDIS_KEYS, RedisSection, TestRedisButton } from './RedisFields';
import { SettingsForm } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = { server: ['queue.driver'], ...REDIS_KEYS };

const DRIVERS: Record<(typeof queueDrivers)[number], string> = {
  'in-process': defineMessage('In-process: each instance checks for jobs every 2 seconds'),
  redis: defineMessage('Redis: a new job wakes every instance’s worker at once'),
};

/** Queue: how background jobs (emails, trash clean-up, thumbnails) reach a worker. */
export function QueuePanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm
      settings={settings}
      keys={KEYS}
      label={trans('Queue')}
      actions={(api) =>
        api.form.watch('server.queue.driver') === 'redis' && <TestRedisButton api={api} />
      }
    >
      {(api) => (
        <>
          <SettingsSelect
            control={api.form.control}
            name="server.queue.driver"
            label={trans('Run queued jobs with')}
            options={queueDrivers.map((id) => ({ id, label: trans(DRIVERS[id]) }))}
          />
          <Text as="p" size="sm" tone="muted">
            {trans(
              'Jobs are always kept in the database, so none is lost when an instance stops; a failed job is tried again later.',
            )}
          </Text>
          {api.form.watch('server.queue.driver') === 'redis' && <RedisSection api={api} />}
        </>
      )}
    </SettingsForm>
  );
}
