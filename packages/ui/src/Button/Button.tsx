import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
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
  const generatedId = useId();
  const id = props.id ?? generatedId;
  useDropStaleAnnouncements(id, props.isPending);
  return (
    <AriaButton
      {...props}
      id={id}
      className={className ? `${recipeClass} ${className}` : recipeClass}
    >
      {({ isPending }) => (
        <span className={styles.content}>
          {isPending && (
            <span className={styles.pendingSpinner}>
              <PendingSpinner />
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

/** The spinner of a pending button; mounted only while pending, so idle buttons skip the strings. */
function PendingSpinner() {
  const strings = useKitStrings();
  return <ProgressCircle size="sm" isIndeterminate aria-label={strings.format('loading')} />;
}

/**
 * React Aria announces a focused button's pending state with a live-region node that points
 * at the button through `aria-labelledby` and stays for seven seconds. A button that unmounts
 * meanwhile (a dialog closing on success) leaves that node naming nothing, which axe flags.
 * Once a button has been pending, its unmount drops such announcements: straight away, and
 * again after the announcer's own first-use delay of 100 ms.
 */
function useDropStaleAnnouncements(id: string, isPending: boolean | undefined) {
  const wasPending = useRef(false);
  useEffect(() => {
    if (isPending) wasPending.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      if (!wasPending.current) return;
      dropStaleAnnouncements(id);
      setTimeout(() => dropStaleAnnouncements(id), ANNOUNCER_FIRST_USE_DELAY_MS);
    },
    [id],
  );
}

const ANNOUNCER_FIRST_USE_DELAY_MS = 150;

/** Removes live announcements whose label references this button or anything no longer in the page. */
function dropStaleAnnouncements(id: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.includes(id) || ids.some((ref) => !document.getElementById(ref))) node.remove();
  }
}
