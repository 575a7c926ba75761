import { cookieNoticeActions } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { FormSwitch, FormTextField } from '@coffer/core/forms';
import { Text } from '@coffer/ui/Text';
import { PolicyLinks } from './PolicyLinks';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  client: [
    'cookie_notice.enable',
    'cookie_notice.position',
    'cookie_notice.button.label',
    'cookie_notice.button.action',
    'cookie_notice.policy_url',
    'registration.policies',
  ],
};

const POSITIONS = {
  top: defineMessage('Top of the page'),
  bottom: defineMessage('Bottom of the page'),
};

const ACTIONS: Record<(typeof cookieNoticeActions)[number], string> = {
  dismiss: defineMessage('Close the notice'),
  policy: defineMessage('Close the notice and open the policy'),
};

/** GDPR: the cookie notice and the policies people accept when they register. */
export function GdprPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('GDPR')}>
      {(api) => {
        const { control } = api.form;
        return (
          <>
            <SettingsSection title={trans('Cookie notice')}>
              <FormSwitch control={control} name="client.cookie_notice.enable">
                {trans('Show the cookie notice')}
              </FormSwitch>
              <SettingsSelect
                control={control}
                name="client.cookie_notice.position"
                label={trans('Position')}
                options={Object.entries(POSITIONS).map(([id, label]) => ({
                  id,
                  label: trans(label),
                }))}
              />
              <FormTextField
                control={control}
                name="client.cookie_notice.button.label"
                label={trans('Button label')}
              />
              <SettingsSelect
                control={control}
                name="client.cookie_notice.button.action"
                label={trans('The button')}
                options={cookieNoticeActions.map((id) => ({ id, label: trans(ACTIONS[id]) }))}
              />
              <FormTextField
                control={control}
                name="client.cookie_notice.policy_url"
                label={trans('Cookie policy URL')}
                type="url"
              />
            </SettingsSection>
            <SettingsSection
              title={trans('Registration policies')}
              description={
                <Text as="p" size="sm" tone="muted">
                  {trans(
                    'The register form asks people to accept each of these before they get an account. An address is a page of this site, like /pages/terms, or a full URL.',
                  )}
                </Text>
              }
            >
              <PolicyLinks api={api} />
            </SettingsSection>
          </>
        );
      }}
    </SettingsForm>
  );
}
