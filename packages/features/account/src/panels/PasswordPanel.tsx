import type { ChangePasswordPayload } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormCheckbox, FormPasswordField, NewPasswordFields, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { toast } from '@coffer/ui/Toast';
import { useChangePassword } from '../api/account';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';

const EMPTY: ChangePasswordPayload = {
  current_password: '',
  password: '',
  password_confirmation: '',
  revoke_tokens: false,
};

/**
 * Current, new and confirmation, and whether to revoke the personal access tokens too (a
 * token minted with a leaked password outlives its change otherwise); the server signs
 * every other device out.
 */
export function PasswordPanel() {
  const { trans } = useTrans();
  const change = useChangePassword();
  const form = useForm<ChangePasswordPayload>({ defaultValues: EMPTY });
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.positive(
          values.revoke_tokens
            ? trans(
                'Password changed. Other devices were signed out and your access tokens revoked.',
              )
            : trans('Password changed. Other devices were signed out.'),
        );
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );
  return (
    <Panel
      id="password"
      title={trans('Password')}
      description={trans(
        'Use a long, unique password. Changing it signs you out on your other devices.',
      )}
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormPasswordField
          control={form.control}
          name="current_password"
          label={trans('Current password')}
          autoComplete="current-password"
          rules={{ required: trans('The current password field is required.') }}
        />
        <NewPasswordFields
          control={form.control}
          passwordLabel={trans('New password')}
          confirmationLabel={trans('Confirm new password')}
        />
        <FormCheckbox control={form.control} name="revoke_tokens">
          {trans('Also revoke my personal access tokens')}
        </FormCheckbox>
        <Button type="submit" isPending={change.isPending}>
          {trans('Update password')}
        </Button>
      </form>
    </Panel>
  );
}
