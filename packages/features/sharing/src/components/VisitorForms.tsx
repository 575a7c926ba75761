import type { FileRequestVisitor } from '@coffer/contract';
import { isHttpError } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Form } from '@coffer/ui/Form';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { useState } from 'react';
import { useCheckFileRequestPassword, useSaveVisitor } from '../api/file-requests';
import { GatePasswordField } from './GatePasswordField';
import * as styles from './sharing.css';

/** The password step of a protected request; a wrong one says so on the field. */
export function RequestPasswordForm({ hash }: { hash: string }) {
  const [password, setPassword] = useState('');
  const check = useCheckFileRequestPassword(hash);
  return (
    <form
      className={`${styles.form} ${styles.narrow}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (password) check.mutate(password);
      }}
    >
      <Heading level={2}>This request is protected</Heading>
      <Text as="p">Enter the password you were given to upload files.</Text>
      <GatePasswordField value={password} onChange={setPassword} check={check} />
      <div>
        <Button type="submit" isDisabled={check.isPending}>
          Continue
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

/** Name and email before uploading: the owner sees them with the files. */
export function VisitorDetailsForm({ hash, current, onSaved, onCancel }: VisitorDetailsFormProps) {
  const save = useSaveVisitor(hash);
  const [name, setName] = useState(current?.name ?? '');
  const [email, setEmail] = useState(current?.email ?? '');
  const error = save.error;
  const serverErrors =
    isHttpError(error) && error.status === 422 ? (error.payload.errors ?? {}) : {};
  return (
    <Form
      className={`${styles.form} ${styles.narrow}`}
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ name, email }, { onSuccess: () => onSaved?.() });
      }}
    >
      <Heading level={2}>Who is sending?</Heading>
      <Text as="p" tone="muted">
        The person who asked sees your name and email next to your files.
      </Text>
      <TextField
        name="name"
        label="Your name"
        autoComplete="name"
        isRequired
        maxLength={120}
        value={name}
        onChange={setName}
      />
      <TextField
        name="email"
        type="email"
        label="Your email"
        autoComplete="email"
        isRequired
        value={email}
        onChange={setEmail}
      />
      {save.isError && !Object.keys(serverErrors).length && (
        <Text tone="danger" role="alert">
          {isHttpError(error) && error.payload.message
            ? error.payload.message
            : 'Something went wrong. Try again in a moment.'}
        </Text>
      )}
      <div className={styles.row}>
        <Button type="submit" isDisabled={save.isPending}>
          Continue
        </Button>
        {onCancel && (
          <Button variant="text" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
