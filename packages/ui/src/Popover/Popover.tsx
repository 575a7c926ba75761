import { createContext, type ReactNode, useContext } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components/Popover';
import { floatingViewportPadding } from '../theme/tokens';
import * as styles from './popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style'> {
  /**
   * Distance from the viewport edge the popover keeps (spec §9).
   * @default 16 (floatingViewportPadding)
   */
  containerPadding?: number;
  /**
   * Gap between the trigger and the popover, in pixels.
   * @default 8
   */
  offset?: number;
  /** Extra class for the popover surface. */
  className?: string;
  /** Usually a `Dialog`, `Menu` or `ListBox`. */
  children?: ReactNode;
}

/** Set by `HoverPopoverTrigger` while the popover is open because of hover. */
export const HoverOpenContext = createContext(false);

/**
 * A floating surface anchored to its trigger. It animates in and out in 125 ms and keeps
 * 16 px from the viewport edges. Opened by hover it is non-modal, so it neither steals
 * focus nor blocks the page.
 */
export function Popover({
  containerPadding = floatingViewportPadding,
  offset = 8,
  className,
  isNonModal,
  ...props
}: PopoverProps) {
  const openedByHover = useContext(HoverOpenContext);
  // Pass isNonModal only when set: an explicit false would override the true that
  // ComboBox gives its popover through context.
  const nonModal = isNonModal ?? (openedByHover || undefined);
  return (
    <AriaPopover
      {...props}
      {...(nonModal === undefined ? {} : { isNonModal: nonModal })}
      offset={offset}
      containerPadding={containerPadding}
      className={className ? `${styles.popover} ${className}` : styles.popover}
    />
  );
}
