import { defineMessage, useTrans } from '@coffer/core';
import { FormNumberField } from '@coffer/core/forms';
import { SettingsForm, SettingsSwitch } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  client: [
    'drive.default_view',
    'drive.share_notifications',
    'drive.suggest_emails',
    'drive.trash_retention_days',
  ],
  server: ['drive.versions.max_count', 'drive.versions.max_age_days'],
};

const VIEWS = { list: defineMessage('List'), grid: defineMessage('Grid') } as const;

/** Drive: the default view, sharing behaviour, and how long the trash and versions keep files. */
export function DrivePanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('Drive')}>
      {({ form }) => (
        <>
          <SettingsSelect
            control={form.control}
            name="client.drive.default_view"
            label={trans('Default view')}
            description={trans('How folders are shown until a user picks a view.')}
            options={Object.entries(VIEWS).map(([id, label]) => ({ id, label: trans(label) }))}
          />
          <SettingsSwitch
            control={form.control}
            name="client.drive.share_notifications"
            label={trans('Share notifications')}
            description={trans('People are notified when something is shared with them.')}
          />
          <SettingsSwitch
            control={form.control}
            name="client.drive.suggest_emails"
            label={trans('Suggest email addresses')}
            description={trans('The share dialog suggests addresses of people the user knows.')}
          />
          <FormNumberField
            control={form.control}
            name="client.drive.trash_retention_days"
            label={trans('Days in trash')}
            description={trans('Trashed files are deleted for good after this many days.')}
            minValue={1}
            maxValue={3650}
          />
          <FormNumberField
            control={form.control}
            name="server.drive.versions.max_count"
            label={trans('Versions kept per file')}
            description={trans(
              'Earlier versions of a file beyond this many are deleted, oldest first. Empty: no limit.',
            )}
            minValue={1}
            maxValue={1000}
          />
          <FormNumberField
            control={form.control}
            name="server.drive.versions.max_age_days"
            label={trans('Days versions are kept')}
            description={trans(
              'Earlier versions are deleted after this many days. Empty: no limit.',
            )}
            minValue={1}
            maxValue={3650}
          />
        </>
      )}
    </SettingsForm>
  );
}
