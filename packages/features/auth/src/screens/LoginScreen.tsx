import { applyServerFieldErrors, useBootstrap, useSettings } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Link } from '@coffer/ui/Link';
import { Stack } from '@coffer/ui/Stack';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import * as styles from '../components/auth.css';
import { FormCheckbox, FormPasswordField, FormTextField } from '../components/FormFields';
import { SocialButtons } from '../components/SocialButtons';
import { describeForToast } from '../components/show-http-error';
import { joinPath, useInvite } from './invite';
import { TwoFactorChallenge } from './TwoFactorChallenge';

interface LoginForm {
  phone: string;
  password: string;
  remember: boolean;
}

/**
 * `/login` (spec §2.1): phone (or email), password, 'Stay signed in for a month' on by
 * default. When the account has two-factor on, the challenge takes the card's place.
 * Demo sites prefill the demo account.
 */
export function LoginScreen() {
  const demo = useBootstrap((data) => data.demo_login);
  const { registration } = useSettings();
  const invite = useInvite();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState(false);
  const form = useForm<LoginForm>({
    defaultValues: { phone: demo?.email ?? '', password: demo?.password ?? '', remember: true },
  });

  if (challenge) return <TwoFactorChallenge />;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('two_factor' in answer) setChallenge(true);
        else completeSignIn(answer.bootstrapData);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) toast.danger(describeForToast(error));
      },
    }),
  );

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
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormTextField
            control={form.control}
            name="phone"
            label="Phone"
            description="Or the email address of your account."
            type="text"
            inputMode="email"
            autoComplete="username"
            autoFocus
            rules={{ required: 'The phone field is required.' }}
          />
          <FormPasswordField
            control={form.control}
            name="password"
            label="Password"
            rules={{ required: 'The password field is required.' }}
          />
          <div className={styles.row}>
            <FormCheckbox control={form.control} name="remember">
              Stay signed in for a month
            </FormCheckbox>
            <Link href="/forgot-password">Forgot your password?</Link>
          </div>
          <Button type="submit" fullWidth isPending={login.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
      <SocialButtons dividerLabel="OR" />
    </AuthLayout>
  );
}
