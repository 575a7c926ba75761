import { WORKSPACE_NAME_MAX_LENGTH, type Workspace } from '@coffer/contract';
import { isHttpError } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Form } from '@coffer/ui/Form';
import { Modal } from '@coffer/ui/Modal';
import { TextField } from '@coffer/ui/TextField';
import { useState } from 'react';
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
  const create = useCreateWorkspace();
  const rename = useRenameWorkspace();
  const mutation = workspace ? rename : create;
  const [name, setName] = useState(workspace?.name ?? '');
  const error = mutation.error;
  const serverErrors =
    isHttpError(error) && error.status === 422 ? (error.payload.errors ?? {}) : {};

  const submit = () => {
    const done = (saved: { id: number }) => {
      onSaved?.(saved.id);
      onOpenChange(false);
    };
    if (workspace) rename.mutate({ id: workspace.id, name }, { onSuccess: done });
    else create.mutate(name, { onSuccess: done });
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog>
        <DialogTitle>{workspace ? 'Rename workspace' : 'Create workspace'}</DialogTitle>
        <DialogBody>
          <Form
            className={styles.form}
            validationErrors={serverErrors}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <TextField
              name="name"
              label="Name"
              isRequired
              autoFocus
              maxLength={WORKSPACE_NAME_MAX_LENGTH}
              value={name}
              onChange={setName}
            />
            <div className={styles.actions}>
              <Button variant="text" onPress={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" isDisabled={mutation.isPending}>
                {workspace ? 'Save' : 'Create'}
              </Button>
            </div>
          </Form>
        </DialogBody>
      </Dialog>
    </Modal>
  );
}
