import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './visuallyHidden.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /**
   * Element to render.
   * @default 'span'
   */
  as?: 'span' | 'div';
  /**
   * Show the content while it (or something in it) has focus, as a skip link needs.
   * @default false
   */
  isFocusable?: boolean;
  /** Content for assistive technology only. */
  children?: ReactNode;
}

/** Content that screen readers announce but that takes no room on screen. */
export function VisuallyHidden({
  as: Tag = 'span',
  isFocusable = false,
  ...props
}: VisuallyHiddenProps) {
  const className = isFocusable
    ? `${styles.visuallyHidden} ${styles.focusable}`
    : styles.visuallyHidden;
  return <Tag {...props} className={className} />;
}
