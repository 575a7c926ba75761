import { mailDrivers, mailEncryptions } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { FormNumberField, FormTextField } from '@coffer/core/forms';
import { useTestMail } from '../api/settings';
import { SecretField } from './SecretField';
import { SettingsCheckButton } from './SettingsCheckButton';
import { SettingsForm, type SettingsFormApi, SettingsSection } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  server: [
    'mail.driver',
    'mail.host',
    'mail.port',
    'mail.encryption',
    'mail.username',
    'mail.from_address',
    'mail.from_name',
    'mail.contact_address',
  ],
  secrets: ['mail.password'],
};

const DRIVERS: Record<(typeof mailDrivers)[number], string> = {
  smtp: defineMessage('SMTP server'),
  log: defineMessage('Outgoing email log only (nothing is sent)'),
};

const ENCRYPTIONS: Record<(typeof mailEncryptions)[number], string> = {
  tls: defineMessage('TLS'),
  starttls: defineMessage('STARTTLS'),
  none: defineMessage('None'),
};

/** Outgoing email: how mail leaves (SMTP or the log), the sender, and a test email. */
export function OutgoingEmailPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm
      settings={settings}
      keys={KEYS}
      label={trans('Outgoing email')}
      actions={(api) => <TestMailButton api={api} />}
    >
      {(api) => {
        const { control } = api.form;
        return (
          <>
            <SettingsSelect
              control={control}
              name="server.mail.driver"
              label={trans('Send email with')}
              options={mailDrivers.map((id) => ({ id, label: trans(DRIVERS[id]) }))}
            />
            {api.form.watch('server.mail.driver') === 'smtp' && (
              <SettingsSection title={trans('SMTP server')}>
                <FormTextField control={control} name="server.mail.host" label={trans('Host')} />
                <FormNumberField
                  control={control}
                  name="server.mail.port"
                  label={trans('Port')}
                  minValue={1}
                  maxValue={65_535}
                  formatOptions={{ useGrouping: false }}
                />
                <SettingsSelect
                  control={control}
                  name="server.mail.encryption"
                  label={trans('Encryption')}
                  options={mailEncryptions.map((id) => ({ id, label: trans(ENCRYPTIONS[id]) }))}
                />
                <FormTextField
                  control={control}
                  name="server.mail.username"
                  label={trans('Username')}
                />
                <SecretField api={api} name="mail.password" label={trans('SMTP password')} />
              </SettingsSection>
            )}
            <SettingsSection title={trans('Sender')}>
              <FormTextField
                control={control}
                name="server.mail.from_address"
                label={trans('From address')}
                type="email"
              />
              <FormTextField
                control={control}
                name="server.mail.from_name"
                label={trans('From name')}
              />
              <FormTextField
                control={control}
                name="server.mail.contact_address"
                label={trans('Contact page address')}
                type="email"
                description={trans(
                  'Where the contact form’s messages go. Empty: the from address.',
                )}
              />
            </SettingsSection>
          </>
        );
      }}
    </SettingsForm>
  );
}

/** Sends the admin a test email with the mail settings as they are in the form. */
function TestMailButton({ api }: { api: SettingsFormApi }) {
  const { trans } = useTrans();
  return (
    <SettingsCheckButton api={api} keys={KEYS} check={useTestMail()}>
      {trans('Send test email')}
    </SettingsCheckButton>
  );
}
