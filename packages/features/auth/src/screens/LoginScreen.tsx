import {
  serverFieldErrors,
  showHttpErrorToast,
  useBootstrap,
  useSettings,
  useTrans,
} from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Checkbox } from '@coffer/ui/Checkbox';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Form } from '@coffer/ui/Form';
import { Link } from '@coffer/ui/Link';
import { PasswordField } from '@coffer/ui/PasswordField';
import { Stack } from '@coffer/ui/Stack';
import { TextField } from '@coffer/ui/TextField';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import * as styles from '../components/auth.css';
import { SocialButtons } from '../components/SocialButtons';
import { joinPath, useInvite } from './invite';

// Only accounts with two-factor on see the challenge: it loads after the password is accepted.
const TwoFactorChallenge = lazy(async () => ({
  default: (await import('./TwoFactorChallenge')).TwoFactorChallenge,
}));

const required = (message: string) => (value: string) => (value ? null : message);

/**
 * `/login` (spec §2.1): phone (or email), password, 'Stay signed in for a month' on by
 * default. When the account has two-factor on, the challenge takes the card's place.
 * Demo sites prefill the demo account. The first screen most visitors see, so its form is
 * the kit's `Form` with native validation rather than react-hook-form (ADR 0007).
 */
export function LoginScreen() {
  const demo = useBootstrap((data) => data.demo_login);
  const { registration } = useSettings();
  const { trans, transRich } = useTrans();
  const invite = useInvite();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (challenge) {
    return (
      <Suspense fallback={<DelayedSpinner />}>
        <TwoFactorChallenge />
      </Suspense>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const credentials = {
      phone: String(values.get('phone') ?? ''),
      password: String(values.get('password') ?? ''),
      remember: values.has('remember'),
    };
    login.mutate(credentials, {
      onSuccess: (answer) => {
        if ('two_factor' in answer) setChallenge(true);
        else completeSignIn(answer.bootstrapData);
      },
      onError: (error) => {
        const errors = serverFieldErrors(error);
        if (errors) setFieldErrors(errors);
        else showHttpErrorToast(error);
      },
    });
  };

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
      <Form validationErrors={fieldErrors} showErrorSummary={false} onSubmit={submit}>
        <Stack gap="lg">
          <TextField
            name="phone"
            label={trans('Phone')}
            description={trans('Or the email address of your account.')}
            type="text"
            inputMode="email"
            autoComplete="username"
            autoFocus
            defaultValue={demo?.email ?? ''}
            isRequired
            validate={required(trans('The phone field is required.'))}
          />
          <PasswordField
            name="password"
            label={trans('Password')}
            defaultValue={demo?.password ?? ''}
            isRequired
            validate={required(trans('The password field is required.'))}
          />
          <div className={styles.row}>
            <Checkbox name="remember" defaultSelected>
              {trans('Stay signed in for a month')}
            </Checkbox>
            <Link href="/forgot-password">{trans('Forgot your password?')}</Link>
          </div>
          <Button type="submit" fullWidth isPending={login.isPending}>
            {trans('Continue')}
          </Button>
        </Stack>
      </Form>
      <SocialButtons dividerLabel={trans('OR')} />
    </AuthLayout>
  );
}
