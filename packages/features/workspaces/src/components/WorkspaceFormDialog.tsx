import { WORKSPACE_NAME_MAX_LENGTH, type Workspace } from '@coffer/contract';
import { applyServerFieldErrors, useTrans } from '@coffer/core';
import { FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { useCreateWorkspace, useRenameWorkspace } from '../api/workspaces';
import * as styles from './workspaces.css';

export interface WorkspaceFormDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The workspace to rename; without it the dialog creates one. */
  workspace?: Pick<Workspace, 'id' | 'name'>;
  /** Called with the created or renamed workspace's id. */
  onSaved?: (id: number) => void;
}

/** Creates a workspace, or renames one: a single 'Name' field (at most 60 characters). */
export function WorkspaceFormDialog({
  isOpen,
  onOpenChange,
  workspace,
  onSaved,
}: WorkspaceFormDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog>
        <DialogTitle>
          {workspace ? trans('Rename workspace') : trans('Create workspace')}
        </DialogTitle>
        <DialogBody>
          <WorkspaceNameForm
            workspace={workspace}
            onSaved={(id) => {
              onSaved?.(id);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

/** The name form, mounted with each opening so that it starts from the saved name. */
function WorkspaceNameForm({
  workspace,
  onSaved,
  onCancel,
}: Pick<WorkspaceFormDialogProps, 'workspace'> & {
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const { trans } = useTrans();
  const create = useCreateWorkspace();
  const rename = useRenameWorkspace();
  const form = useForm({ defaultValues: { name: workspace?.name ?? '' } });

  const submit = form.handleSubmit(({ name }) => {
    const handlers = {
      onSuccess: (saved: { id: number }) => onSaved(saved.id),
      onError: (error: unknown) => applyServerFieldErrors(form, error),
    };
    if (workspace) rename.mutate({ id: workspace.id, name }, handlers);
    else create.mutate(name, handlers);
  });

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="name"
        label={trans('Name')}
        autoFocus
        maxLength={WORKSPACE_NAME_MAX_LENGTH}
        rules={{ required: trans('The name field is required.') }}
      />
      <div className={styles.actions}>
        <Button variant="text" onPress={onCancel}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={(workspace ? rename : create).isPending}>
          {workspace ? trans('Save') : trans('Create')}
        </Button>
      </div>
    </form>
  );
}
