import { type Tag, type TagType, tagPayloadSchema, updateTagPayloadSchema } from '@coffer/contract';
import { applyServerFieldErrors, defineMessage, showHttpErrorToast, useTrans } from '@coffer/core';
import { FormSelect, FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { SelectItem } from '@coffer/ui/Select';
import { toast } from '@coffer/ui/Toast';
import { useSaveTag } from '../api/tags';
import * as styles from './admin.css';

/** The names of the tag types. */
export const TAG_TYPE_LABELS: Record<TagType, string> = {
  label: defineMessage('System label'),
  custom: defineMessage('Custom'),
};

export interface TagFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The tag to edit; without one the dialog adds a custom tag. */
  tag?: Tag;
}

/** Adds a tag, or edits one (a system label: only its display name). */
export function TagFormDialog({ isOpen, onOpenChange, tag }: TagFormDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog>
        <DialogTitle>{tag ? trans('Edit tag') : trans('Add tag')}</DialogTitle>
        <DialogBody>
          <TagForm tag={tag} onDone={() => onOpenChange(false)} />
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

interface TagFormValues {
  name: string;
  display_name: string;
  type: TagType;
}

/** The form, mounted with each opening so that it starts from the tag's saved values. */
function TagForm({ tag, onDone }: { tag?: Tag; onDone: () => void }) {
  const { trans } = useTrans();
  const save = useSaveTag();
  const isLabel = tag?.type === 'label';
  const form = useForm<TagFormValues>({
    defaultValues: {
      name: tag?.name ?? '',
      display_name: tag?.display_name ?? '',
      type: tag?.type ?? 'custom',
    },
  });

  const submit = form.handleSubmit((values) => {
    // A system label keeps its name and type: only its display name is sent.
    const payload = isLabel
      ? { display_name: values.display_name || null }
      : { name: values.name, display_name: values.display_name || null, type: values.type };
    const checked = (tag ? updateTagPayloadSchema : tagPayloadSchema).safeParse(payload);
    if (!checked.success) {
      // The contract's own rule, in the server's (catalogued) wording.
      const [issue] = checked.error.issues;
      if (issue) {
        const field = String(issue.path[0]) as keyof TagFormValues;
        const message = issue.message;
        form.setError(field, { type: 'schema', message: trans(message) }, { shouldFocus: true });
      }
      return;
    }
    const handlers = {
      onSuccess: () => {
        toast.positive(tag ? trans('Tag updated') : trans('Tag created'));
        onDone();
      },
      onError: (error: unknown) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    };
    if (tag) save.mutate({ id: tag.id, body: payload }, handlers);
    else save.mutate({ body: { ...payload, name: values.name } }, handlers);
  });

  const types = (Object.keys(TAG_TYPE_LABELS) as TagType[]).map((id) => ({
    id,
    name: trans(TAG_TYPE_LABELS[id]),
  }));
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="name"
        label={trans('Name')}
        description={trans('Lowercase letters, digits and dashes.')}
        isReadOnly={isLabel}
        autoFocus={!isLabel}
      />
      <FormTextField
        control={form.control}
        name="display_name"
        label={trans('Display name')}
        autoFocus={isLabel}
      />
      <FormSelect
        control={form.control}
        name="type"
        label={trans('Type')}
        items={types}
        // Labels are the system's: none is made here, and a label stays one.
        disabledKeys={isLabel ? [] : ['label']}
        isDisabled={isLabel}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </FormSelect>
      <div className={styles.actions}>
        <Button variant="text" onPress={onDone}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {tag ? trans('Save') : trans('Add tag')}
        </Button>
      </div>
    </form>
  );
}
