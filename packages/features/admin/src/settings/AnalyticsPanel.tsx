import { useTrans } from '@coffer/core';
import { FormTextField } from '@coffer/core/forms';
import { SettingsForm } from './SettingsForm';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = { client: ['analytics.tracking_id'] };

/** Analytics: an outside script's measurement id. */
export function AnalyticsPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('Analytics')}>
      {({ form }) => (
        <FormTextField
          control={form.control}
          name="client.analytics.tracking_id"
          label={trans('Measurement ID')}
          description={trans(
            'The analytics script loads only while an ID is set, and only after the visitor accepts cookies. Empty: no analytics.',
          )}
        />
      )}
    </SettingsForm>
  );
}
