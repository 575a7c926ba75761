import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@coffer/contract/constants';
import { applyServerFieldErrors, showHttpErrorToast } from '@coffer/core';
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

const exactly = (length: number, field: string) => ({
  required: `The ${field} field is required.`,
  validate: (value: string) =>
    value.trim().length === length || `The ${field} must be ${length} characters.`,
});

/**
 * The two-factor challenge (spec §2.1, §5): a 6-character code from the app, or, after the
 * switch, a 21-character recovery code. Success signs in with the returned bootstrap data.
 */
export function TwoFactorChallenge() {
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
      heading="Two-factor authentication"
      message={
        recovery
          ? 'Confirm access to your account by entering one of your emergency recovery codes.'
          : 'Confirm access to your account by entering the authentication code provided by your authenticator application.'
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {recovery ? (
            <FormTextField
              key="recovery_code"
              control={form.control}
              name="recovery_code"
              label="Recovery code"
              maxLength={RECOVERY_CODE_LENGTH}
              autoComplete="off"
              autoFocus
              rules={exactly(RECOVERY_CODE_LENGTH, 'recovery code')}
            />
          ) : (
            <FormTextField
              key="code"
              control={form.control}
              name="code"
              label="Code"
              maxLength={TWO_FACTOR_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              rules={exactly(TWO_FACTOR_CODE_LENGTH, 'code')}
            />
          )}
          <Button type="submit" fullWidth isPending={challenge.isPending}>
            Continue
          </Button>
          <p className={styles.centerText}>
            <Button variant="text" onPress={toggle}>
              {recovery ? 'Use an authentication code' : 'Use a recovery code'}
            </Button>
          </p>
        </Stack>
      </form>
    </AuthLayout>
  );
}
