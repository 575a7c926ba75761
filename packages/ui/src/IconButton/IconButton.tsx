import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { button } from '../Button/button.css';
import * as styles from './iconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'children' | 'style' | 'aria-label'> {
  /**
   * What the button does, for people who cannot see the icon. Required: an icon alone
   * has no accessible name.
   */
  'aria-label': string;
  /** The icon, marked `aria-hidden`. */
  children: ReactNode;
  /**
   * Visual emphasis, as `Button`.
   * @default 'text'
   */
  variant?: ButtonVariant;
  /**
   * Square size, as `Button`'s heights (32 / 40 / 48 px).
   * @default 'md'
   */
  size?: ButtonSize;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A square button showing only an icon, with a required accessible label. */
export function IconButton({
  variant = 'text',
  size = 'md',
  className,
  children,
  ...props
}: IconButtonProps) {
  const classes = [button({ variant, size }), styles.square[size], className];
  return (
    <AriaButton {...props} className={classes.filter(Boolean).join(' ')}>
      {children}
    </AriaButton>
  );
}
