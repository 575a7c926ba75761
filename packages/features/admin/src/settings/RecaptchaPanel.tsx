import { defineMessage, useTrans } from '@coffer/core';
import { FormSwitch, FormTextField } from '@coffer/core/forms';
import { Text } from '@coffer/ui/Text';
import { SecretField } from './SecretField';
import { SettingsForm, SettingsSection } from './SettingsForm';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

/** The actions the human check can guard, with their switch's label. */
const ACTIONS = {
  register: defineMessage('Registration'),
  contact: defineMessage('Contact form'),
  unsubscribe: defineMessage('Unsubscribing from emails'),
  link_creation: defineMessage('Creating shareable links'),
} as const;

const KEYS: TabKeys = {
  client: [
    'recaptcha.site_key',
    'recaptcha.enable.register',
    'recaptcha.enable.contact',
    'recaptcha.enable.unsubscribe',
    'recaptcha.enable.link_creation',
  ],
  secrets: ['recaptcha.secret_key'],
};

/** reCAPTCHA: v3 keys (or the built-in check) and the actions that ask for it. */
export function RecaptchaPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('reCAPTCHA')}>
      {(api) => (
        <>
          <SettingsSection
            title={trans('Keys')}
            description={
              <Text as="p" size="sm" tone="muted">
                {trans(
                  'reCAPTCHA v3 keys. Without them Coffer uses its built-in check: a short proof of work the browser solves, which needs no outside service.',
                )}
              </Text>
            }
          >
            <FormTextField
              control={api.form.control}
              name="client.recaptcha.site_key"
              label={trans('Site key')}
            />
            <SecretField
              api={api}
              name="recaptcha.secret_key"
              label={trans('reCAPTCHA secret key')}
            />
          </SettingsSection>
          <SettingsSection title={trans('Check people before')}>
            {Object.entries(ACTIONS).map(([action, label]) => (
              <FormSwitch
                key={action}
                control={api.form.control}
                name={`client.recaptcha.enable.${action}`}
              >
                {trans(label)}
              </FormSwitch>
            ))}
          </SettingsSection>
        </>
      )}
    </SettingsForm>
  );
}
