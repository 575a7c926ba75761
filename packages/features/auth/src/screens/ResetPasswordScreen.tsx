import type { ResetPasswordPayload } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormTextField, NewPasswordFields, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Stack } from '@coffer/ui/Stack';
import { toast } from '@coffer/ui/Toast';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useResetPassword } from '../api/passwords';
import { AuthLayout } from '../components/AuthLayout';

type ResetForm = Omit<ResetPasswordPayload, 'token'>;

/**
 * `/password/reset/{token}` (spec §2.1, §7): email, new password and confirmation; on
 * success 'Your password has been reset!' and on to `/login`.
 */
export function ResetPasswordScreen() {
  const { trans } = useTrans();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetForm>({
    defaultValues: { email: search.get('email') ?? '', password: '', password_confirmation: '' },
  });

  const submit = form.handleSubmit((values) =>
    reset.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          toast.positive(trans('Your password has been reset!'));
          navigate('/login');
        },
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    ),
  );

  return (
    <AuthLayout heading={trans('Reset your password')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormTextField
            control={form.control}
            name="email"
            label={trans('Email')}
            type="email"
            autoComplete="email"
            autoFocus
            rules={{ required: trans('The email field is required.') }}
          />
          <NewPasswordFields control={form.control} />
          <Button type="submit" fullWidth isPending={reset.isPending}>
            {trans('Reset password')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
