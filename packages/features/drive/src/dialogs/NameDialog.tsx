import { checkEntryName, DRIVE_MESSAGES, ENTRY_NAME_MAX_LENGTH } from '@coffer/contract';
import { applyServerFieldErrors, type I18n, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { Modal } from '@coffer/ui/Modal';

export interface NameDialogProps {
  /** 'New folder' or 'Rename'. */
  title: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** The name the field starts with. */
  initialName?: string;
  /** Saves the name; a 422 answer's `errors.name` (or its message) is shown on the field. */
  save: (name: string) => Promise<unknown>;
}

/**
 * Asks for a folder or file name under the server's rule for names (`checkEntryName`, with
 * its messages); the server's refusal (a clash) lands on the field.
 */
export function NameDialog({
  title,
  submitLabel,
  initialName = '',
  save,
  close,
}: NameDialogProps & OutletDialogProps<string>) {
  const { trans } = useTrans();
  const form = useForm({ defaultValues: { name: initialName } });
  // Failures other than a 422 get the generic error toast from the mutation.
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await save(name.trim());
      close(name.trim());
    } catch (error) {
      applyServerFieldErrors(form, error, 'name');
    }
  });
  return (
    <Modal size="sm">
      <Dialog showCloseButton={false}>
        <form noValidate onSubmit={submit}>
          <DialogTitle>{title}</DialogTitle>
          <DialogBody>
            <FormTextField
              control={form.control}
              name="name"
              label={trans('Name')}
              autoFocus
              maxLength={ENTRY_NAME_MAX_LENGTH}
              rules={{ validate: (value: string) => validName(value, trans) }}
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
              {trans('Cancel')}
            </Button>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </Modal>
  );
}

/** The server's rule for a name, with its message: the form sends nothing it would refuse. */
function validName(value: string, trans: I18n['trans']): true | string {
  const checked = checkEntryName(value);
  return 'problem' in checked ? nameProblem(checked.problem, trans) : true;
}

/** A problem `checkEntryName` found, in the user's language. */
function nameProblem(problem: string, trans: I18n['trans']): string {
  switch (problem) {
    case DRIVE_MESSAGES.nameRequired:
      return trans('The name field is required.');
    case DRIVE_MESSAGES.nameTooLong:
      return trans('The name may not be greater than {max} characters.', {
        max: ENTRY_NAME_MAX_LENGTH,
      });
    case DRIVE_MESSAGES.nameSlashes:
      return trans('The name may not contain slashes.');
    case DRIVE_MESSAGES.nameInvisible:
      return trans('The name may not contain control or text-direction characters.');
    default:
      return problem;
  }
}
