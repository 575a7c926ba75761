import { ENTRY_NAME_MAX_LENGTH } from '@coffer/contract';
import { isHttpError } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { Form } from '@coffer/ui/Form';
import { Modal } from '@coffer/ui/Modal';
import { TextField } from '@coffer/ui/TextField';
import { useState } from 'react';

export interface NameDialogProps {
  /** 'New folder' or 'Rename'. */
  title: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** The name the field starts with. */
  initialName?: string;
  /** Saves the name; a 422 answer's `errors.name` is shown on the field. */
  save: (name: string) => Promise<unknown>;
}

/** Asks for a folder or file name; the server's refusal (a clash) lands on the field. */
export function NameDialog({
  title,
  submitLabel,
  initialName = '',
  save,
  close,
}: NameDialogProps & OutletDialogProps<string>) {
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    try {
      await save(name.trim());
      close(name.trim());
    } catch (error) {
      if (isHttpError(error) && error.status === 422) {
        const fieldErrors = error.payload.errors ?? {};
        setErrors({ name: fieldErrors.name ?? [error.payload.message] });
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal size="sm">
      <Dialog showCloseButton={false}>
        <Form
          validationErrors={errors}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogBody>
            <TextField
              name="name"
              label="Name"
              isRequired
              autoFocus
              maxLength={ENTRY_NAME_MAX_LENGTH}
              value={name}
              onChange={(value) => {
                setName(value);
                setErrors({});
              }}
              onFocus={(event) => {
                // Select the base name so typing replaces it but keeps the extension.
                const input = event.target as HTMLInputElement;
                const dot = input.value.lastIndexOf('.');
                input.setSelectionRange(0, dot > 0 ? dot : input.value.length);
              }}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onPress={() => close()}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </Dialog>
    </Modal>
  );
}
