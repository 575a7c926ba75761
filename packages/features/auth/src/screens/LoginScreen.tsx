import { serverFieldErrors, showHttpErrorToast, useBootstrap, useSettings } from '@coffer/core';
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

const required = (field: string) => (value: string) =>
  value ? null : `The ${field} field is required.`;

/**
 * `/login` (spec §2.1): phone (or email), password, 'Stay signed in for a month' on by
 * default. When the account has two-factor on, the challenge takes the card's place.
 * Demo sites prefill the demo account. The first screen most visitors see, so its form is
 * the kit's `Form` with native validation rather than react-hook-form (ADR 0007).
 */
export function LoginScreen() {
  const demo = useBootstrap((data) => data.demo_login);
  const { registration } = useSettings();
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
      heading="Sign in to your account"
      footer={
        (!registration.disable || invite) && (
          <>
            Don't have an account? <Link href={registerHref}>Sign up.</Link>
          </>
        )
      }
    >
      <Form validationErrors={fieldErrors} showErrorSummary={false} onSubmit={submit}>
        <Stack gap="lg">
          <TextField
            name="phone"
            label="Phone"
            description="Or the email address of your account."
            type="text"
            inputMode="email"
            autoComplete="username"
            autoFocus
            defaultValue={demo?.email ?? ''}
            isRequired
            validate={required('phone')}
          />
          <PasswordField
            name="password"
            label="Password"
            defaultValue={demo?.password ?? ''}
            isRequired
            validate={required('password')}
          />
          <div className={styles.row}>
            <Checkbox name="remember" defaultSelected>
              Stay signed in for a month
            </Checkbox>
            <Link href="/forgot-password">Forgot your password?</Link>
          </div>
          <Button type="submit" fullWidth isPending={login.isPending}>
            Continue
          </Button>
        </Stack>
      </Form>
      <SocialButtons dividerLabel="OR" />
    </AuthLayout>
  );
}
