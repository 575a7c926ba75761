import {
  applyServerFieldErrors,
  defineMessage,
  showHttpErrorToast,
  useHumanCheckGate,
  useSettings,
  useTrans,
} from '@coffer/core';
import { FormCheckbox, FormTextField, NewPasswordFields, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Link } from '@coffer/ui/Link';
import { Stack } from '@coffer/ui/Stack';
import { lazy, Suspense } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { type RegisterRequest, useRegister } from '../api/register';
import { useCompleteSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import { SocialSignIn } from '../components/SocialSignIn';
import { joinPath, useInvite } from './invite';

type RegisterForm = {
  email: string;
  password: string;
  password_confirmation: string;
  extra_fields: Record<string, string | number | boolean | null>;
} & Record<string, string | boolean | Record<string, string | number | boolean | null>>;

const ExtraRegisterFields = lazy(async () => ({
  default: (await import('../components/ExtraRegisterFields')).ExtraRegisterFields,
}));

/**
 * `/register` and its invite variants (spec §2.1): email (pre-filled and locked by the
 * `email` query), password and confirmation, one 'I accept the …' checkbox per required
 * policy, social buttons when enabled, and the human check first when it is on.
 */
export function RegisterScreen() {
  const settings = useSettings();
  const { trans, transRich } = useTrans();
  const invite = useInvite();
  const [search] = useSearchParams();
  const lockedEmail = search.get('email');
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();
  const humanCheck = useHumanCheckGate('register');
  const policies = settings.registration.policies;
  const extraFields = settings.registration.fields;
  const form = useForm<RegisterForm>({
    defaultValues: {
      email: lockedEmail ?? '',
      password: '',
      password_confirmation: '',
      extra_fields: Object.fromEntries(
        extraFields.map((field) => [field.id, field.type === 'checkbox' ? false : null]),
      ),
      ...Object.fromEntries(policies.map((policy) => [policy.id, false])),
    },
  });

  if (settings.registration.disable && !invite) return <Navigate to="/login" replace />;

  const submit = form.handleSubmit(async (values) => {
    if (!(await humanCheck.pass())) return;
    const { extra_fields, ...rest } = values;
    const answers = Object.fromEntries(
      Object.entries(extra_fields).filter(([, value]) => value !== null && value !== ''),
    ) as Record<string, string | number | boolean>;
    const payload: RegisterRequest = {
      ...rest,
      ...(extraFields.length ? { extra_fields: answers } : {}),
      ...(invite?.id ? { invite_id: invite.id } : {}),
      ...(invite ? { invite_type: invite.type } : {}),
    };
    register.mutate(payload, {
      onSuccess: ({ bootstrapData, status }) =>
        completeSignIn(bootstrapData, status === 'needs_email_verification' ? '/' : undefined),
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    });
  });

  const loginHref = invite?.type === 'workspace' ? joinPath('login', invite.id) : '/login';
  return (
    <AuthLayout
      heading={trans(registerHeading(Boolean(invite), search.get('redirectFrom')))}
      footer={transRich('Already have an account? {signIn}', {
        // Keyed: transRich gives it back in an array of parts.
        signIn: (
          <Link key="signIn" href={loginHref}>
            {trans('Sign in')}
          </Link>
        ),
      })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormTextField
            control={form.control}
            name="email"
            label={trans('Email')}
            type="email"
            autoComplete="email"
            isLocked={Boolean(lockedEmail)}
            autoFocus={!lockedEmail}
            rules={{
              required: trans('The email field is required.'),
              pattern: {
                value: /^\S+@\S+\.\S+$/,
                message: trans('The email must be a valid email address.'),
              },
            }}
          />
          <NewPasswordFields
            control={form.control}
            passwordLabel={trans('Password')}
            autoFocus={Boolean(lockedEmail)}
          />
          {extraFields.length > 0 && (
            <Suspense>
              <ExtraRegisterFields
                // `lazy` drops the component's type parameter: its names are this form's.
                control={form.control as unknown as Control<FieldValues>}
                fields={extraFields}
              />
            </Suspense>
          )}
          {policies.map((policy) => (
            <FormCheckbox
              key={policy.id}
              control={form.control}
              name={policy.id}
              rules={{
                required: trans('You must accept the {policy}.', { policy: policy.item.label }),
              }}
            >
              {trans('I accept the {policy}', { policy: policy.item.label })}
            </FormCheckbox>
          ))}
          <Button type="submit" fullWidth isPending={humanCheck.checking || register.isPending}>
            {trans('Create account')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn />
    </AuthLayout>
  );
}

/**
 * Spec §2.1: the invite heading wins, then the one for visitors coming from pricing. A
 * catalogue message, to be shown with `trans()`.
 */
export function registerHeading(isInvite: boolean, redirectFrom: string | null): string {
  if (isInvite) return defineMessage('To join your team on the site, create an account.');
  if (redirectFrom === 'pricing') return defineMessage("First, let's create your account.");
  return defineMessage('Create a new account');
}
