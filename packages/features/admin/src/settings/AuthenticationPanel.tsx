import type { SecretSettingKey, ServerSettingKey } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { FormSwitch, FormTextArea, FormTextField } from '@coffer/core/forms';
import { Text } from '@coffer/ui/Text';
import { RegistrationFields } from './RegistrationFields';
import { SecretField } from './SecretField';
import { SettingsForm, SettingsSection, SettingsSwitch } from './SettingsForm';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

/** The social login services, by the name in their keys, with their brand name. */
const PROVIDERS = [
  ['google', 'Google'],
  ['facebook', 'Facebook'],
  ['twitter', 'X (Twitter)'],
  ['envato', 'Envato'],
] as const;

type Provider = (typeof PROVIDERS)[number][0];

const KEYS: TabKeys = {
  client: [
    'require_email_confirmation',
    'registration.disable',
    'registration.fields',
    'social.compact_buttons',
    ...PROVIDERS.map(([id]) => `social.${id}.enable` as const),
  ],
  server: [
    'auth.single_device_login',
    'auth.blocked_email_domains',
    ...PROVIDERS.map(([id]) => `social.${id}.client_id` as const satisfies ServerSettingKey),
  ],
  secrets: PROVIDERS.map(
    ([id]) => `social.${id}.client_secret` as const satisfies SecretSettingKey,
  ),
};

/** Authentication: how accounts are created and signed in to, social login, blocked domains. */
export function AuthenticationPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('Authentication')}>
      {(api) => {
        const { control } = api.form;
        return (
          <>
            <SettingsSection title={trans('Registration')}>
              <SettingsSwitch
                control={control}
                name="client.require_email_confirmation"
                label={trans('Require email confirmation')}
                description={trans(
                  'New users enter a code sent to their address before using Coffer.',
                )}
              />
              <SettingsSwitch
                control={control}
                name="client.registration.disable"
                label={trans('Disable registration')}
                description={trans('Only people an admin adds get an account.')}
              />
              <FormTextArea
                control={control}
                name="server.auth.blocked_email_domains"
                label={trans('Blocked email domains')}
                description={trans(
                  'One domain a line, like example.com. Addresses at these domains cannot register.',
                )}
              />
            </SettingsSection>
            <SettingsSection
              title={trans('Extra registration fields')}
              description={
                <Text as="p" size="sm" tone="muted">
                  {trans(
                    'The register form asks for these too; the answers are stored on the account and shown on its page in the admin.',
                  )}
                </Text>
              }
            >
              <RegistrationFields api={api} />
            </SettingsSection>
            <SettingsSection title={trans('Sign-in')}>
              <SettingsSwitch
                control={control}
                name="server.auth.single_device_login"
                label={trans('Single device login')}
                description={trans('Signing in on a device signs the account out everywhere else.')}
              />
              <SettingsSwitch
                control={control}
                name="client.social.compact_buttons"
                label={trans('Compact social buttons')}
                description={trans('Shows the social login buttons as icons only.')}
              />
            </SettingsSection>
            {PROVIDERS.map(([id, name]) => (
              <SocialProvider key={id} api={api} id={id} name={name} />
            ))}
          </>
        );
      }}
    </SettingsForm>
  );
}

function SocialProvider({
  api,
  id,
  name,
}: {
  api: Parameters<typeof SecretField>[0]['api'];
  id: Provider;
  name: string;
}) {
  const { trans } = useTrans();
  const { control } = api.form;
  return (
    <SettingsSection title={trans('{service} login', { service: name })}>
      <FormSwitch control={control} name={`client.social.${id}.enable`}>
        {trans('Enable {service} login', { service: name })}
      </FormSwitch>
      <FormTextField
        control={control}
        name={`server.social.${id}.client_id`}
        label={trans('{service} client ID', { service: name })}
      />
      <SecretField
        api={api}
        name={`social.${id}.client_secret`}
        label={trans('{service} client secret', { service: name })}
      />
    </SettingsSection>
  );
}
