import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { ProgressCircle } from '../ProgressCircle/ProgressCircle';
import * as styles from './button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'text', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  /**
   * Visual emphasis of the button.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding of the button.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /** Icon shown before the label. */
  startIcon?: ReactNode;
  /** Icon shown after the label. */
  endIcon?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
  /** The label. */
  children?: ReactNode;
}

/**
 * A button. While `isPending` it keeps its size, shows a spinner, ignores presses
 * and tells assistive technology that it is busy.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  startIcon,
  endIcon,
  className,
  children,
  ...props
}: ButtonProps) {
  const recipeClass = styles.button({ variant, size, fullWidth });
  return (
    <AriaButton {...props} className={className ? `${recipeClass} ${className}` : recipeClass}>
      {({ isPending }) => (
        <span className={styles.content}>
          {isPending && (
            <span className={styles.pendingSpinner}>
              <ProgressCircle size="sm" isIndeterminate aria-label="Loading" />
            </span>
          )}
          <span className={isPending ? `${styles.content} ${styles.pendingLabel}` : styles.content}>
            {startIcon && <span className={styles.icon}>{startIcon}</span>}
            {children}
            {endIcon && <span className={styles.icon}>{endIcon}</span>}
          </span>
        </span>
      )}
    </AriaButton>
  );
}
