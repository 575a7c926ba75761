import { useTrans } from '@coffer/core';
import { FormTextField } from '@coffer/core/forms';
import { SecretField } from './SecretField';
import { SettingsForm, SettingsSection, SettingsSwitch } from './SettingsForm';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  client: [
    'billing.enable',
    'billing.test_gateway.enable',
    'billing.stripe.enable',
    'billing.paypal.enable',
  ],
  server: ['billing.stripe.public_key', 'billing.paypal.client_id', 'billing.paypal.webhook_id'],
  secrets: ['billing.stripe.secret_key', 'billing.stripe.webhook_secret', 'billing.paypal.secret'],
};

/**
 * Subscriptions: billing on or off, and per gateway its switch and keys: the test gateway
 * (no keys: checkout inside Coffer), Stripe and PayPal.
 */
export function SubscriptionsPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('Subscriptions')}>
      {(api) => (
        <>
          <SettingsSwitch
            control={api.form.control}
            name="client.billing.enable"
            label={trans('Enable billing')}
            description={trans('Shows the pricing page and lets users subscribe to plans.')}
          />
          <SettingsSection title={trans('Test gateway')}>
            <SettingsSwitch
              control={api.form.control}
              name="client.billing.test_gateway.enable"
              label={trans('Test mode')}
              description={trans(
                'For trying checkout without a payment service: a card number is asked for and nothing is charged.',
              )}
            />
          </SettingsSection>
          <SettingsSection title={trans('Stripe')}>
            <SettingsSwitch
              control={api.form.control}
              name="client.billing.stripe.enable"
              label={trans('Enable Stripe')}
              description={trans('Subscribers pay by card through Stripe.')}
            />
            <FormTextField
              control={api.form.control}
              name="server.billing.stripe.public_key"
              label={trans('Stripe publishable key')}
            />
            <SecretField
              api={api}
              name="billing.stripe.secret_key"
              label={trans('Stripe secret key')}
            />
            <SecretField
              api={api}
              name="billing.stripe.webhook_secret"
              label={trans('Stripe webhook signing secret')}
            />
          </SettingsSection>
          <SettingsSection title={trans('PayPal')}>
            <SettingsSwitch
              control={api.form.control}
              name="client.billing.paypal.enable"
              label={trans('Enable PayPal')}
              description={trans('Subscribers pay with their PayPal account.')}
            />
            <FormTextField
              control={api.form.control}
              name="server.billing.paypal.client_id"
              label={trans('PayPal client ID')}
            />
            <SecretField api={api} name="billing.paypal.secret" label={trans('PayPal secret')} />
            <FormTextField
              control={api.form.control}
              name="server.billing.paypal.webhook_id"
              label={trans('PayPal webhook ID')}
            />
          </SettingsSection>
        </>
      )}
    </SettingsForm>
  );
}
