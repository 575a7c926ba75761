import type { ReactNode } from 'react';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '../Dialog/Dialog';
import { Modal, type ModalProps } from '../Modal/Modal';

export interface FullScreenDialogProps
  extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Heading that names the dialog. */
  title: ReactNode;
  /** The main content; it scrolls while title and footer stay put. */
  children?: ReactNode;
  /** Actions shown at the bottom. */
  footer?: ReactNode;
  /**
   * Accessible name of the close button.
   * @default the kit string `close` ('Close')
   */
  closeLabel?: string;
}

/**
 * A dialog covering the whole viewport, for content that needs room (the error
 * details dialog, editors on mobile). Closes on Escape or its close button.
 */
export function FullScreenDialog({
  title,
  children,
  footer,
  closeLabel,
  ...props
}: FullScreenDialogProps) {
  return (
    <Modal {...props} size="fullScreen" isDismissable={false}>
      <Dialog closeLabel={closeLabel}>
        <DialogTitle>{title}</DialogTitle>
        <DialogBody>{children}</DialogBody>
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </Dialog>
    </Modal>
  );
}
