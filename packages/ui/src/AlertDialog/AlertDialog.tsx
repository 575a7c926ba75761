import { type ReactNode, useContext, useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { Button } from '../Button/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '../Dialog/Dialog';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { Modal, type ModalProps } from '../Modal/Modal';

export const alertDialogVariants = ['confirm', 'destructive'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps
  extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The question or statement the user must answer. */
  title: ReactNode;
  /** Details shown under the title. */
  children?: ReactNode;
  /**
   * `destructive` paints the confirm button as dangerous (deleting, revoking).
   * @default 'confirm'
   */
  variant?: AlertDialogVariant;
  /**
   * Label of the confirm button.
   * @default the kit string `confirm` ('Confirm')
   */
  confirmLabel?: string;
  /**
   * Label of the cancel button.
   * @default the kit string `cancel` ('Cancel')
   */
  cancelLabel?: string;
  /**
   * Shows a spinner in the confirm button and keeps the dialog open.
   * @default false
   */
  isPending?: boolean;
  /**
   * Called when the user confirms. The dialog closes afterwards unless this
   * returns `false` (for example to keep it open while a request runs).
   */
  onConfirm?: () => boolean | undefined;
  /** Called when the user cancels (button or Escape). */
  onCancel?: () => void;
}

/**
 * A modal that asks the user to confirm or cancel. It is an `alertdialog`, cannot be
 * dismissed by an outside click, and the cancel button takes focus first so a stray
 * Enter never confirms a destructive action.
 */
export function AlertDialog({
  title,
  children,
  variant = 'confirm',
  confirmLabel,
  cancelLabel,
  isPending = false,
  onConfirm,
  onCancel,
  onOpenChange,
  ...props
}: AlertDialogProps) {
  const strings = useKitStrings();
  const confirming = useRef(false);
  const triggerState = useContext(OverlayTriggerStateContext);
  const closed = () => {
    if (!confirming.current) onCancel?.();
    confirming.current = false;
  };
  const modal = (
    <Modal
      {...props}
      size="sm"
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) closed();
        onOpenChange?.(isOpen);
      }}
    >
      <Dialog role="alertdialog" showCloseButton={false}>
        {({ close }) => (
          <>
            <DialogTitle>{title}</DialogTitle>
            {children && <DialogBody>{children}</DialogBody>}
            <DialogFooter>
              <Button variant="outline" onPress={close} autoFocus isDisabled={isPending}>
                {cancelLabel ?? strings.format('cancel')}
              </Button>
              <Button
                variant={variant === 'destructive' ? 'danger' : 'primary'}
                isPending={isPending}
                onPress={() => {
                  if (onConfirm?.() === false) return;
                  confirming.current = true;
                  close();
                }}
              >
                {confirmLabel ?? strings.format('confirm')}
              </Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </Modal>
  );
  const isControlled = props.isOpen != null || props.defaultOpen != null;
  if (isControlled || !triggerState) return modal;
  // Opened by a DialogTrigger (or the DialogOutlet): the Modal closes through that
  // trigger's state, so wrap it to tell a cancel (Escape, Cancel) from a confirm.
  const close = () => {
    closed();
    triggerState.close();
  };
  return (
    <OverlayTriggerStateContext.Provider
      value={{ ...triggerState, close, setOpen: (open) => (open ? triggerState.open() : close()) }}
    >
      {modal}
    </OverlayTriggerStateContext.Provider>
  );
}
