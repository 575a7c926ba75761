import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Inline } from '@coffer/ui/Inline';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../api/keys';
import { usePasswordConfirmation } from '../api/password-confirmation';
import { type TwoFactorSetup, useTwoFactorActions } from '../api/two-factor';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * Two-factor authentication: enable (confirm password, scan the QR code, confirm with a
 * code), show new recovery codes once, regenerate them, disable.
 */
// Buttons replaced on success are disabled, not pending, while they wait: a pending button
// that unmounts leaves React Aria's live announcement pointing at a missing label.
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const { trans } = useTrans();
  const { confirm: confirmPassword } = usePasswordConfirmation();
  const actions = useTwoFactorActions();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.user });

  const guarded = (run: () => void) => async () => {
    if (await confirmPassword()) run();
  };

  const enable = guarded(() => actions.start.mutate(undefined, { onSuccess: setSetup }));
  const regenerate = guarded(() =>
    actions.regenerate.mutate(undefined, { onSuccess: (r) => setCodes(r.recovery_codes) }),
  );
  const disable = guarded(() =>
    actions.disable.mutate(undefined, {
      onSuccess: () => {
        setCodes(null);
        toast.positive(trans('Two-factor authentication disabled'));
        void refresh();
      },
    }),
  );
  const submitCode = form.handleSubmit(({ code }) =>
    actions.confirm.mutate(code, {
      onSuccess: ({ recovery_codes }) => {
        setSetup(null);
        setCodes(recovery_codes);
        toast.positive(trans('Two-factor authentication enabled'));
        void refresh();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );

  return (
    <Panel
      id="two-factor"
      title={trans('Two-factor authentication')}
      description={trans('Ask for a code from an authenticator app when signing in.')}
    >
      {setup && !enabled ? (
        <Stack gap="md">
          <Text as="p" size="sm">
            {trans(
              'Scan this QR code with your authenticator app, or enter the key by hand, then type the 6-digit code it shows.',
            )}
          </Text>
          <img
            src={setup.qr_code}
            alt={trans('QR code for your authenticator app')}
            className={styles.qr}
          />
          <output className={styles.code} aria-label={trans('Setup key')}>
            {setup.secret}
          </output>
          <form onSubmit={submitCode} noValidate className={styles.form}>
            <FormTextField
              control={form.control}
              name="code"
              label={trans('Code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              rules={{ required: trans('The code field is required.') }}
            />
            <Inline gap="sm">
              <Button type="submit" isDisabled={actions.confirm.isPending}>
                {trans('Confirm')}
              </Button>
              <Button variant="outline" onPress={() => setSetup(null)}>
                {trans('Cancel')}
              </Button>
            </Inline>
          </form>
        </Stack>
      ) : enabled ? (
        <Stack gap="md">
          <Text weight="medium">{trans('Two-factor authentication is on.')}</Text>
          {codes && <RecoveryCodes codes={codes} />}
          <Inline gap="sm" wrap>
            <Button variant="outline" onPress={regenerate} isPending={actions.regenerate.isPending}>
              {trans('Regenerate recovery codes')}
            </Button>
            <Button variant="danger" onPress={disable} isDisabled={actions.disable.isPending}>
              {trans('Disable')}
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{trans('Two-factor authentication is off.')}</Text>
          <Button onPress={enable} isDisabled={actions.start.isPending}>
            {trans('Enable')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
}
