import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
} from 'react-aria-components/Dialog';
import { Button } from '../Button/Button';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './dialog.css';

export { DialogTrigger, type DialogTriggerProps };

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'style'> {
  /**
   * Show an icon button in the corner that closes the dialog.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * Accessible name of the close button.
   * @default the kit string `close` ('Close')
   */
  closeLabel?: string;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * The content of a modal or popover: labelled by its `DialogTitle`, with optional
 * `DialogBody` and `DialogFooter`. Children may be a function receiving `{ close }`.
 */
export function Dialog({
  showCloseButton = true,
  closeLabel,
  className,
  children,
  ...props
}: DialogProps) {
  const strings = useKitStrings();
  return (
    <AriaDialog {...props} className={className ? `${styles.dialog} ${className}` : styles.dialog}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {showCloseButton && (
            <Button
              variant="text"
              size="sm"
              aria-label={closeLabel ?? strings.format('close')}
              className={styles.closeButton}
              onPress={renderProps.close}
            >
              <X aria-hidden="true" size={18} />
            </Button>
          )}
        </>
      )}
    </AriaDialog>
  );
}

export interface DialogPartProps {
  /** Content of the part. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** The dialog's heading; it names the dialog for assistive technology. */
export function DialogTitle({ children, className }: DialogPartProps) {
  return (
    <div className={styles.header}>
      <Heading slot="title" className={className ? `${styles.title} ${className}` : styles.title}>
        {children}
      </Heading>
    </div>
  );
}

/** The scrollable main content of a dialog. */
export function DialogBody({ children, className }: DialogPartProps) {
  return <div className={className ? `${styles.body} ${className}` : styles.body}>{children}</div>;
}

/** The row of actions at the end of a dialog. */
export function DialogFooter({ children, className }: DialogPartProps) {
  return (
    <div className={className ? `${styles.footer} ${className}` : styles.footer}>{children}</div>
  );
}
