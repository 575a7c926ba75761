import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { CurrentPasswordField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { useCheckLinkPassword } from '../api/sharing';
import * as styles from './sharing.css';

/**
 * A protected link's gate: the password, then the page the link shows. A wrong password (422)
 * says so on the field; other refusals (too many attempts: 429) get the generic error toast.
 */
export function LinkPasswordForm({ hash }: { hash: string }) {
  const { trans } = useTrans();
  const check = useCheckLinkPassword(hash);
  const form = useForm({ defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) =>
    check.mutate(password, {
      onError: (error) => {
        if (!applyServerFieldErrors(form, error, 'password')) showHttpErrorToast(error);
      },
    }),
  );
  return (
    <main className={styles.page}>
      <form noValidate onSubmit={submit}>
        <Heading level={1}>{trans('This link is protected')}</Heading>
        <Text as="p">{trans('Enter the password to open it.')}</Text>
        <CurrentPasswordField control={form.control} />
        <Button type="submit" isPending={check.isPending}>
          {trans('Open')}
        </Button>
      </form>
    </main>
  );
}
