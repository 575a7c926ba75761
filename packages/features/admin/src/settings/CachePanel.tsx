import { cacheDrivers } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useClearCache } from '../api/settings';
import { REDIS_KEYS, RedisSection, TestRedisButton } from './RedisFields';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = { server: ['cache.driver'], ...REDIS_KEYS };

const DRIVERS: Record<(typeof cacheDrivers)[number], string> = {
  memory: defineMessage('Memory of each server instance'),
  redis: defineMessage('Redis (shared by every instance)'),
};

/** Cache: memory or Redis (the Redis URL then, tried first), and 'Clear cache'. */
export function CachePanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm
      settings={settings}
      keys={KEYS}
      label={trans('Cache')}
      actions={(api) =>
        api.form.watch('server.cache.driver') === 'redis' && <TestRedisButton api={api} />
      }
    >
      {(api) => (
        <>
          <SettingsSelect
            control={api.form.control}
            name="server.cache.driver"
            label={trans('Keep the cache in')}
            options={cacheDrivers.map((id) => ({ id, label: trans(DRIVERS[id]) }))}
          />
          <Text as="p" size="sm" tone="muted">
            {trans(
              'The cache holds the pricing page’s plans; the sign-in and other rate limits are counted in Redis too when it is chosen, otherwise in the database. With several instances, choose Redis.',
            )}
          </Text>
          {api.form.watch('server.cache.driver') === 'redis' && <RedisSection api={api} />}
          <SettingsSection
            title={trans('Clear cache')}
            description={
              <Text as="p" size="sm" tone="muted">
                {trans('Drops every cached value now; each is read again on its next use.')}
              </Text>
            }
          >
            <ClearCacheButton />
          </SettingsSection>
        </>
      )}
    </SettingsForm>
  );
}

/** Clears the cache in use (the saved driver's), whatever the form holds. */
function ClearCacheButton() {
  const { trans } = useTrans();
  const clear = useClearCache();
  return (
    <div>
      <Button
        variant="outline"
        isPending={clear.isPending}
        onPress={() =>
          clear.mutate(undefined, { onSuccess: ({ message }) => toast.positive(message) })
        }
      >
        {trans('Clear cache')}
      </Button>
    </div>
  );
}
