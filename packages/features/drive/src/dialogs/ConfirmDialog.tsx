import { AlertDialog } from '@coffer/ui/AlertDialog';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
}

/** A destructive confirmation for `openDialog`: resolves `true` when confirmed. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  close,
}: ConfirmDialogProps & OutletDialogProps<boolean>) {
  return (
    <AlertDialog
      title={title}
      variant="destructive"
      confirmLabel={confirmLabel}
      onConfirm={() => {
        close(true);
        // Closed through the outlet with the answer; the alert must not close it again.
        return false;
      }}
    >
      {body}
    </AlertDialog>
  );
}
