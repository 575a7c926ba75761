import { VERIFICATION_CODE_LENGTH } from '@coffer/contract/constants';
import {
  applyServerFieldErrors,
  maskEmail,
  showHttpErrorToast,
  useBootstrap,
  useTrans,
} from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Link } from '@coffer/ui/Link';
import { Stack } from '@coffer/ui/Stack';
import { toast } from '@coffer/ui/Toast';
import { useResendVerification, useValidateVerificationCode } from '../api/verification';
import { AuthLayout } from '../components/AuthLayout';
import * as styles from '../components/auth.css';
import { LogoutButton } from '../components/LogoutButton';

export interface VerifyEmailScreenProps {
  /**
   * What happens once the code is accepted. The spec reloads the page, so the server's
   * fresh bootstrap data opens the app.
   * @default () => window.location.reload()
   */
  onVerified?: () => void;
}

/**
 * The email verification screen (spec §2.5), the only screen of an unverified user while
 * confirmation is required: the code sent to the (masked) address, and a resend link.
 */
export function VerifyEmailScreen({ onVerified = reloadPage }: VerifyEmailScreenProps) {
  const { trans, transRich } = useTrans();
  const email = useBootstrap((data) => data.user?.email);
  const validate = useValidateVerificationCode();
  const resend = useResendVerification();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submit = form.handleSubmit((values) =>
    validate.mutate(values, {
      onSuccess: () => onVerified(),
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );
  const requestResend = () =>
    resend.mutate(
      { email: email ?? '' },
      {
        onSuccess: () => toast.positive(trans('Email sent')),
        onError: (error) => showHttpErrorToast(error),
      },
    );

  return (
    <AuthLayout
      fullPage
      corner={<LogoutButton />}
      heading={trans('Verify your email')}
      message={trans('Enter the verification code we sent to {email}', {
        email: maskEmail(email),
      })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormTextField
            control={form.control}
            name="code"
            label={trans('Code')}
            maxLength={VERIFICATION_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            rules={{ required: trans('The code field is required.') }}
          />
          <Button type="submit" fullWidth isPending={validate.isPending}>
            {trans('Next')}
          </Button>
          <p className={styles.muted}>
            {/* A placeholder rather than a <tag>: plain messages need no ICU parser. */}
            {transRich(
              "If you don't see the email in your inbox, check your spam or promotions folder. If you still don't see it, {resendLink}.",
              {
                // Keyed: transRich gives it back in an array of parts.
                resendLink: (
                  <Link key="resend" onPress={requestResend} isDisabled={resend.isPending}>
                    {trans('request a resend')}
                  </Link>
                ),
              },
            )}
          </p>
        </Stack>
      </form>
    </AuthLayout>
  );
}

function reloadPage() {
  window.location.reload();
}
