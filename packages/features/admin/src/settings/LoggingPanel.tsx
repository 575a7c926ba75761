import { logLevels } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { Text } from '@coffer/ui/Text';
import { SecretField } from './SecretField';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = { server: ['logging.level'], secrets: ['logging.error_endpoint'] };

const LEVELS: Record<(typeof logLevels)[number], string> = {
  debug: defineMessage('Debug: everything'),
  info: defineMessage('Info: requests and events'),
  warn: defineMessage('Warning: problems that were handled'),
  error: defineMessage('Error: failures only'),
};

/** Logging: the server log's level and an optional error-reporting endpoint. */
export function LoggingPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('Logging')}>
      {(api) => (
        <>
          <SettingsSelect
            control={api.form.control}
            name="server.logging.level"
            label={trans('Log level')}
            options={logLevels.map((level) => ({ id: level, label: trans(LEVELS[level]) }))}
          />
          <SettingsSection
            title={trans('Error reporting')}
            description={
              <Text as="p" size="sm" tone="muted">
                {trans(
                  'Errors go to this endpoint (a DSN URL) with their traces; traces of one request in five are sent (a sample rate of 0.2). Empty: errors stay in the server log.',
                )}
              </Text>
            }
          >
            <SecretField
              api={api}
              name="logging.error_endpoint"
              label={trans('Error reporting endpoint')}
            />
          </SettingsSection>
        </>
      )}
    </SettingsForm>
  );
}
