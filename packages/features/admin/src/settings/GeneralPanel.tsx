import type { HomepageType } from '@coffer/contract/constants';
import { defineMessage, useSettings, useTrans } from '@coffer/core';
import { FormSwitch, FormTextField } from '@coffer/core/forms';
import { SettingsForm, SettingsSection, SettingsSwitch } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import { AUTOMATIC_THEME, type TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  client: [
    'base_url',
    'homepage.type',
    'homepage.value',
    'themes.default_id',
    'themes.user_change',
  ],
  server: ['site.demo'],
};

const HOMEPAGES: Record<HomepageType, string> = {
  loginPage: defineMessage('Login page'),
  registerPage: defineMessage('Register page'),
  customPage: defineMessage('Custom page'),
  landing: defineMessage('Landing page'),
};

/** General: the site's address, its homepage, the default theme and demo mode. */
export function GeneralPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  const themes = useSettings().themes.all;
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('General')}>
      {({ form }) => (
        <>
          <SettingsSection title={trans('Site')}>
            <FormTextField
              control={form.control}
              name="client.base_url"
              label={trans('Site URL')}
              type="url"
              description={trans('The address people open Coffer at; links in emails use it.')}
            />
            <SettingsSelect
              control={form.control}
              name="client.homepage.type"
              label={trans('Homepage')}
              options={Object.entries(HOMEPAGES).map(([id, label]) => ({
                id,
                label: trans(label),
              }))}
            />
            {form.watch('client.homepage.type') === 'customPage' && (
              <FormTextField
                control={form.control}
                name="client.homepage.value"
                label={trans('Custom page')}
                description={trans('The address (slug) of the custom page shown as the homepage.')}
              />
            )}
            <SettingsSwitch
              control={form.control}
              name="server.site.demo"
              label={trans('Demo mode')}
              description={trans('The login form is filled in with a new demo account.')}
            />
          </SettingsSection>
          <SettingsSection title={trans('Themes')}>
            <SettingsSelect
              control={form.control}
              name="client.themes.default_id"
              label={trans('Default theme')}
              options={[
                { id: AUTOMATIC_THEME, label: trans('Light or dark, as the device prefers') },
                ...themes.map((theme) => ({ id: String(theme.id), label: theme.name })),
              ]}
            />
            <FormSwitch control={form.control} name="client.themes.user_change">
              {trans('Users may choose their theme')}
            </FormSwitch>
          </SettingsSection>
        </>
      )}
    </SettingsForm>
  );
}
