import {
  createLocalizationPayloadSchema,
  type Localization,
  updateLocalizationPayloadSchema,
} from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { toast } from '@coffer/ui/Toast';
import { useSaveLocalization } from '../api/localizations';
import * as styles from './admin.css';

export interface LocalizationFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The language to rename; without one the dialog adds a language. */
  localization?: Localization;
}

/** Adds a language (its name and BCP 47 code), or renames one (its code stays). */
export function LocalizationFormDialog({
  isOpen,
  onOpenChange,
  localization,
}: LocalizationFormDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog>
        <DialogTitle>{localization ? trans('Rename language') : trans('Add language')}</DialogTitle>
        <DialogBody>
          <LocalizationForm localization={localization} onDone={() => onOpenChange(false)} />
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

interface LocalizationFormValues {
  name: string;
  language: string;
}

/** The form, mounted with each opening so that it starts from the language's saved values. */
function LocalizationForm({
  localization,
  onDone,
}: {
  localization?: Localization;
  onDone: () => void;
}) {
  const { trans } = useTrans();
  const save = useSaveLocalization();
  const form = useForm<LocalizationFormValues>({
    defaultValues: { name: localization?.name ?? '', language: localization?.language ?? '' },
  });

  const submit = form.handleSubmit((values) => {
    const checked = localization
      ? updateLocalizationPayloadSchema.safeParse({ name: values.name })
      : createLocalizationPayloadSchema.safeParse(values);
    if (!checked.success) {
      // The contract's own rules, in the server's (catalogued) wording.
      checked.error.issues.forEach((issue, index) => {
        const field = String(issue.path[0]) as keyof LocalizationFormValues;
        form.setError(
          field,
          { type: 'schema', message: trans(issue.message) },
          { shouldFocus: index === 0 },
        );
      });
      return;
    }
    save.mutate(
      { id: localization?.id, body: { name: values.name, language: values.language } },
      {
        onSuccess: () => {
          toast.positive(localization ? trans('Language renamed') : trans('Language added'));
          onDone();
        },
        onError: (error: unknown) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    );
  });

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="name"
        label={trans('Name')}
        description={trans('As its speakers write it, such as Deutsch.')}
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="language"
        label={trans('Language code')}
        description={trans('A BCP 47 code, such as de or pt-BR. It cannot be changed later.')}
        isReadOnly={localization !== undefined}
      />
      <div className={styles.actions}>
        <Button variant="text" onPress={onDone}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {localization ? trans('Save') : trans('Add language')}
        </Button>
      </div>
    </form>
  );
}
