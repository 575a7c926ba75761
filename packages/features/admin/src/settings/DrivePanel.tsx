import { defineMessage, useTrans } from '@coffer/core';
import { FormNumberField, FormSelect, FormSwitch } from '@coffer/core/forms';
import { SelectItem } from '@coffer/ui/Select';
import { SettingsForm, SwitchLabel } from './SettingsForm';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  client: [
    'drive.default_view',
    'drive.share_notifications',
    'drive.suggest_emails',
    'drive.trash_retention_days',
  ],
};

const VIEWS = { list: defineMessage('List'), grid: defineMessage('Grid') } as const;

/** Drive: the default view, sharing behaviour and how long the trash keeps files. */
export function DrivePanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('Drive')}>
      {({ form }) => (
        <>
          <FormSelect
            control={form.control}
            name="client.drive.default_view"
            label={trans('Default view')}
            description={trans('How folders are shown until a user picks a view.')}
            items={Object.entries(VIEWS).map(([id, label]) => ({ id, label: trans(label) }))}
          >
            {(item) => (
              <SelectItem id={item.id} textValue={item.label}>
                {item.label}
              </SelectItem>
            )}
          </FormSelect>
          <FormSwitch control={form.control} name="client.drive.share_notifications">
            <SwitchLabel
              label={trans('Share notifications')}
              description={trans('People are notified when something is shared with them.')}
            />
          </FormSwitch>
          <FormSwitch control={form.control} name="client.drive.suggest_emails">
            <SwitchLabel
              label={trans('Suggest email addresses')}
              description={trans('The share dialog suggests addresses of people the user knows.')}
            />
          </FormSwitch>
          <FormNumberField
            control={form.control}
            name="client.drive.trash_retention_days"
            label={trans('Days in trash')}
            description={trans('Trashed files are deleted for good after this many days.')}
            minValue={1}
            maxValue={3650}
          />
        </>
      )}
    </SettingsForm>
  );
}
