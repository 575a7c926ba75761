import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Link } from '@coffer/ui/Link';
import { Stack } from '@coffer/ui/Stack';
import { toast } from '@coffer/ui/Toast';
import { useNavigate, useSearchParams } from 'react-router';
import { useForgotPassword } from '../api/passwords';
import { AuthLayout } from '../components/AuthLayout';

/**
 * `/forgot-password` (spec §2.1, §7): the `email` query pre-fills and locks the field;
 * the server's message is shown, then the visitor goes back to `/login`.
 */
export function ForgotPasswordScreen() {
  const { trans } = useTrans();
  const [search] = useSearchParams();
  const lockedEmail = search.get('email');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({ defaultValues: { email: lockedEmail ?? '' } });

  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        toast.positive(message);
        navigate('/login');
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );

  return (
    <AuthLayout
      heading={trans('Forgot your password?')}
      message={trans(
        'Enter your email address below and we will send you a link to reset your password.',
      )}
      footer={<Link href="/login">{trans('Back to sign in')}</Link>}
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
            rules={{ required: trans('The email field is required.') }}
          />
          <Button type="submit" fullWidth isPending={forgot.isPending}>
            {trans('Continue')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
