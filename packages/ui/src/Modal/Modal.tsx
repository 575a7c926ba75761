import type { ReactNode } from 'react';
import {
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components/Modal';
import * as styles from './modal.css';

export const modalSizes = ['sm', 'md', 'lg', 'fullScreen'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /**
   * Width of the modal; `fullScreen` covers the viewport.
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Close when the user clicks outside the modal.
   * @default true
   */
  isDismissable?: boolean;
  /** Extra class for the modal box. */
  className?: string;
  /** Usually a `Dialog` or `AlertDialog` body. */
  children?: ReactNode;
}

/**
 * A modal layer over the page: traps focus inside, hides the rest from assistive
 * technology, closes on Escape (and outside click unless `isDismissable` is false) and
 * returns focus to the element that opened it. Open state comes from a surrounding
 * `DialogTrigger` or from `isOpen`/`onOpenChange`.
 */
export function Modal({
  size = 'md',
  isDismissable = true,
  className,
  children,
  ...props
}: ModalProps) {
  const boxClass = styles.modal({ size });
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={className ? `${boxClass} ${className}` : boxClass}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}
