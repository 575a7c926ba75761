import { showHttpErrorToast, useTrans } from '@coffer/core';
import { AlertDialog } from '@coffer/ui/AlertDialog';
import { toast } from '@coffer/ui/Toast';
import { type ReactNode, useState } from 'react';

interface DeletableRow {
  id: number;
  name: string;
}

/**
 * A list screen's deletes: `deleteRows` deletes by id and toasts `deletedMessage` (or the
 * error), and `deleting` is the one row whose confirmation (ConfirmDeleteDialog) is open.
 */
export function useConfirmDelete<T extends DeletableRow>(
  remove: (ids: number[]) => Promise<unknown>,
  deletedMessage: (count: number) => string,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const deleteRows = (ids: number[]) =>
    remove(ids).then(
      () => toast.positive(deletedMessage(ids.length)),
      (error: unknown) => showHttpErrorToast(error),
    );
  return { deleting, setDeleting, deleteRows };
}

export interface ConfirmDeleteDialogProps {
  /** The row to delete; the dialog is open while there is one. */
  row: DeletableRow | null;
  onClose: () => void;
  onDelete: (ids: number[]) => unknown;
  /** @default "Delete" */
  confirmLabel?: string;
  /** What deleting does (translated). */
  children: ReactNode;
}

/** Confirms deleting one row: "Delete {name}?", and what it does. */
export function ConfirmDeleteDialog({
  row,
  onClose,
  onDelete,
  confirmLabel,
  children,
}: ConfirmDeleteDialogProps) {
  const { trans } = useTrans();
  return (
    <AlertDialog
      isOpen={row !== null}
      onOpenChange={(open) => !open && onClose()}
      variant="destructive"
      title={trans('Delete {name}?', { name: row?.name ?? '' })}
      confirmLabel={confirmLabel ?? trans('Delete')}
      onConfirm={() => {
        if (row) void onDelete([row.id]);
        return undefined;
      }}
    >
      {children}
    </AlertDialog>
  );
}
