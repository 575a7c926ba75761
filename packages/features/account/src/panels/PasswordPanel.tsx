import type { ChangePasswordPayload } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast } from '@coffer/core';
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
  const change = useChangePassword();
  const form = useForm<ChangePasswordPayload>({ defaultValues: EMPTY });
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.positive(
          values.revoke_tokens
            ? 'Password changed. Other devices were signed out and your access tokens revoked.'
            : 'Password changed. Other devices were signed out.',
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
      title="Password"
      description="Use a long, unique password. Changing it signs you out on your other devices."
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormPasswordField
          control={form.control}
          name="current_password"
          label="Current password"
          autoComplete="current-password"
          rules={{ required: 'The current password field is required.' }}
        />
        <NewPasswordFields control={form.control} confirmationLabel="Confirm new password" />
        <FormCheckbox control={form.control} name="revoke_tokens">
          Also revoke my personal access tokens
        </FormCheckbox>
        <Button type="submit" isPending={change.isPending}>
          Update password
        </Button>
      </form>
    </Panel>
  );
}
