import type { FileRequestVisitor } from '@coffer/contract';
import { applyServerFieldErrors, isHttpError, serverFieldErrors, useTrans } from '@coffer/core';
import { CurrentPasswordField, FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Inline } from '@coffer/ui/Inline';
import { Text } from '@coffer/ui/Text';
import { useCheckFileRequestPassword, useSaveVisitor } from '../api/file-requests';
import * as styles from './file-requests.css';

// The server's words (FILE_REQUEST_MESSAGES: wrongPassword, nameRequired, email) are written
// out in trans() below: the contract module that holds them also builds the request schemas,
// and importing it would bring zod to the visitor's page.

/**
 * The password step of a protected request: a wrong one (422) says so on the field, a
 * refusal for too many attempts (429) too; typing again clears the error.
 */
export function RequestPasswordForm({ hash }: { hash: string }) {
  const { trans } = useTrans();
  const check = useCheckFileRequestPassword(hash);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) =>
    check.mutate(password, {
      onError: (error) => {
        const wrong = isHttpError(error) && error.status === 422;
        const message = wrong
          ? trans('The password is incorrect.')
          : trans('Too many attempts. Try again in a minute.');
        form.setError('password', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );
  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={submit} noValidate>
      <Heading level={2}>{trans('This request is protected')}</Heading>
      <Text as="p">{trans('Enter the password you were given to upload files.')}</Text>
      <CurrentPasswordField control={form.control} />
      <div>
        <Button type="submit" isDisabled={check.isPending}>
          {trans('Continue')}
        </Button>
      </div>
    </form>
  );
}

export interface VisitorDetailsFormProps {
  hash: string;
  /** Who the visitor said they were, when they change it. */
  current?: FileRequestVisitor | null;
  /** Called after the server remembered the visitor. */
  onSaved?: () => void;
  /** Shown (as 'Cancel') when the visitor may go back without changing anything. */
  onCancel?: () => void;
}

/**
 * Name and email before uploading: the owner sees them with the files. Server field errors
 * (422) show on their fields; any other failure under the form, where the visitor looks.
 */
export function VisitorDetailsForm({ hash, current, onSaved, onCancel }: VisitorDetailsFormProps) {
  const { trans } = useTrans();
  const save = useSaveVisitor(hash);
  const form = useForm<FileRequestVisitor>({
    defaultValues: { name: current?.name ?? '', email: current?.email ?? '' },
  });
  const submit = form.handleSubmit((visitor) =>
    save.mutate(visitor, {
      onSuccess: () => onSaved?.(),
      onError: (error) => applyServerFieldErrors(form, error),
    }),
  );
  const error = save.error;
  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={submit} noValidate>
      <Heading level={2}>{trans('Who is sending?')}</Heading>
      <Text as="p" tone="muted">
        {trans('The person who asked sees your name and email next to your files.')}
      </Text>
      <FormTextField
        control={form.control}
        name="name"
        label={trans('Your name')}
        autoComplete="name"
        maxLength={120}
        rules={{ required: trans('Enter your name.') }}
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={trans('Your email')}
        autoComplete="email"
        rules={{ required: trans('Enter a valid email address.') }}
      />
      {save.isError && !serverFieldErrors(error) && (
        <Text tone="danger" role="alert">
          {isHttpError(error) && error.payload.message
            ? error.payload.message
            : trans('Something went wrong. Try again in a moment.')}
        </Text>
      )}
      <Inline gap="md">
        <Button type="submit" isDisabled={save.isPending}>
          {trans('Continue')}
        </Button>
        {onCancel && (
          <Button variant="text" onPress={onCancel}>
            {trans('Cancel')}
          </Button>
        )}
      </Inline>
    </form>
  );
}
