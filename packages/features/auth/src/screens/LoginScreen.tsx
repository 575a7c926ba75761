import {
  applyServerFieldErrors,
  showHttpErrorToast,
  useBootstrap,
  useSettings,
  useTrans,
} from '@coffer/core';
import { FormCheckbox, FormPasswordField, FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Link } from '@coffer/ui/Link';
import { Stack } from '@coffer/ui/Stack';
import { lazy, Suspense, useState } from 'react';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import * as styles from '../components/auth.css';
import { SocialSignIn } from '../components/SocialSignIn';
import { joinPath, useInvite } from './invite';

// Only accounts with two-factor on see the challenge: it loads after the password is accepted.
const TwoFactorChallenge = lazy(async () => ({
  default: (await import('./TwoFactorChallenge')).TwoFactorChallenge,
}));

interface LoginForm {
  phone: string;
  password: string;
  remember: boolean;
}

/**
 * `/login` (spec §2.1): phone (or email), password, 'Stay signed in for a month' on by
 * default. When the account has two-factor on, the challenge takes the card's place.
 * Demo sites prefill the demo account. A form of `@coffer/core/forms` (ADR 0012): the
 * server's 422 lands on its field, which takes the focus.
 */
export function LoginScreen() {
  const demo = useBootstrap((data) => data.demo_login);
  const { registration } = useSettings();
  const { trans, transRich } = useTrans();
  const invite = useInvite();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState(false);
  const form = useForm<LoginForm>({
    defaultValues: {
      phone: demo?.email ?? '',
      password: demo?.password ?? '',
      remember: true,
    },
  });

  if (challenge) {
    return (
      <Suspense fallback={<DelayedSpinner />}>
        <TwoFactorChallenge />
      </Suspense>
    );
  }

  const submit = form.handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (answer) => {
        if ('two_factor' in answer) setChallenge(true);
        else completeSignIn(answer.bootstrapData);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );

  const registerHref = invite?.type === 'workspace' ? joinPath('register', invite.id) : '/register';
  return (
    <AuthLayout
      heading={trans('Sign in to your account')}
      footer={
        (!registration.disable || invite) &&
        transRich("Don't have an account? {signUp}", {
          // Keyed: transRich gives it back in an array of parts.
          signUp: (
            <Link key="signUp" href={registerHref}>
              {trans('Sign up.')}
            </Link>
          ),
        })
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <FormTextField
            control={form.control}
            name="phone"
            label={trans('Phone')}
            description={trans('Or the email address of your account.')}
            type="text"
            inputMode="email"
            autoComplete="username"
            autoFocus
            rules={{ required: trans('The phone field is required.') }}
          />
          <FormPasswordField
            control={form.control}
            name="password"
            label={trans('Password')}
            autoComplete="current-password"
            rules={{ required: trans('The password field is required.') }}
          />
          <div className={styles.row}>
            <FormCheckbox control={form.control} name="remember">
              {trans('Stay signed in for a month')}
            </FormCheckbox>
            <Link href="/forgot-password">{trans('Forgot your password?')}</Link>
          </div>
          <Button type="submit" fullWidth isPending={login.isPending}>
            {trans('Continue')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn dividerLabel={trans('OR')} />
    </AuthLayout>
  );
}
