import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@coffer/contract/constants';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Stack } from '@coffer/ui/Stack';
import { useState } from 'react';
import { useTwoFactorChallenge } from '../api/login';
import { useCompleteSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import * as styles from '../components/auth.css';

interface ChallengeForm {
  code: string;
  recovery_code: string;
}

const exactly = (length: number, required: string, wrongLength: string) => ({
  required,
  validate: (value: string) => value.trim().length === length || wrongLength,
});

/**
 * The two-factor challenge (spec §2.1, §5): a 6-character code from the app, or, after the
 * switch, a 21-character recovery code. Success signs in with the returned bootstrap data.
 */
export function TwoFactorChallenge() {
  const { trans } = useTrans();
  const [recovery, setRecovery] = useState(false);
  const challenge = useTwoFactorChallenge();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<ChallengeForm>({ defaultValues: { code: '', recovery_code: '' } });

  const submit = form.handleSubmit((values) =>
    challenge.mutate(
      recovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.trim() },
      {
        onSuccess: (answer) => completeSignIn(answer.bootstrapData),
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    ),
  );

  const toggle = () => {
    form.clearErrors();
    setRecovery((value) => !value);
  };

  return (
    <AuthLayout
      heading={trans('Two-factor authentication')}
      message={
        recovery
          ? trans(
              'Confirm access to your account by entering one of your emergency recovery codes.',
            )
          : trans(
              'Confirm access to your account by entering the authentication code provided by your authenticator application.',
            )
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {recovery ? (
            <FormTextField
              key="recovery_code"
              control={form.control}
              name="recovery_code"
              label={trans('Recovery code')}
              maxLength={RECOVERY_CODE_LENGTH}
              autoComplete="off"
              autoFocus
              rules={exactly(
                RECOVERY_CODE_LENGTH,
                trans('The recovery code field is required.'),
                trans('The recovery code must be {length} characters.', {
                  length: RECOVERY_CODE_LENGTH,
                }),
              )}
            />
          ) : (
            <FormTextField
              key="code"
              control={form.control}
              name="code"
              label={trans('Code')}
              maxLength={TWO_FACTOR_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              rules={exactly(
                TWO_FACTOR_CODE_LENGTH,
                trans('The code field is required.'),
                trans('The code must be {length} characters.', { length: TWO_FACTOR_CODE_LENGTH }),
              )}
            />
          )}
          <Button type="submit" fullWidth isPending={challenge.isPending}>
            {trans('Continue')}
          </Button>
          <p className={styles.centerText}>
            <Button variant="text" onPress={toggle}>
              {recovery ? trans('Use an authentication code') : trans('Use a recovery code')}
            </Button>
          </p>
        </Stack>
      </form>
    </AuthLayout>
  );
}
