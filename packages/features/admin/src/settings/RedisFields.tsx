import { useTrans } from '@coffer/core';
import { Text } from '@coffer/ui/Text';
import { useTestRedis } from '../api/settings';
import { SecretField } from './SecretField';
import { SettingsCheckButton } from './SettingsCheckButton';
import { type SettingsFormApi, SettingsSection } from './SettingsForm';
import type { TabKeys } from './settings-values';

/** The Redis server the cache, the queue and live events share. */
export const REDIS_KEYS: TabKeys = { secrets: ['redis.url'] };

/**
 * The shared Redis URL (write-only: it may hold a password). The cache, queue and realtime
 * tabs show it once their driver is Redis; the server PINGs it before saving.
 */
export function RedisSection({ api }: { api: SettingsFormApi }) {
  const { trans } = useTrans();
  return (
    <SettingsSection
      title={trans('Redis server')}
      description={
        <Text as="p" size="sm" tone="muted">
          {trans(
            'One Redis server for the cache, the queue and live events, like redis://:password@redis.example.com:6379/0 (rediss:// over TLS). Coffer sends it a PING before saving.',
          )}
        </Text>
      }
    >
      <SecretField api={api} name="redis.url" label={trans('Redis URL')} />
    </SettingsSection>
  );
}

/** 'Test connection': PINGs Redis at the URL in the form (or the saved one when left empty). */
export function TestRedisButton({ api }: { api: SettingsFormApi }) {
  const { trans } = useTrans();
  return (
    <SettingsCheckButton api={api} keys={REDIS_KEYS} check={useTestRedis()}>
      {trans('Test connection')}
    </SettingsCheckButton>
  );
}
