import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components/Tooltip';
import { floatingViewportPadding } from '../theme/tokens';
import * as styles from './tooltip.css';

/** Spec §9: hover this long before a tooltip shows. */
export const tooltipDelay = 1500;
/** Spec §9: after a tooltip hides, others show at once for this long (and it closes after this). */
export const tooltipCooldown = 500;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds of hover before the tooltip opens (focus opens it at once).
   * @default 1500
   */
  delay?: number;
  /**
   * Milliseconds before the tooltip closes once the pointer leaves.
   * @default 500
   */
  closeDelay?: number;
}

/** Wraps a focusable trigger and its `Tooltip`. */
export function TooltipTrigger({
  delay = tooltipDelay,
  closeDelay = tooltipCooldown,
  ...props
}: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'> {
  /**
   * Gap to the trigger in pixels.
   * @default 6
   */
  offset?: number;
  /**
   * Distance kept from the viewport edge.
   * @default 16 (floatingViewportPadding)
   */
  containerPadding?: number;
  /** The short text shown. It describes the trigger; it must not hold controls. */
  children?: ReactNode;
}

/** A short description shown on hover or keyboard focus of its trigger. */
export function Tooltip({
  offset = 6,
  containerPadding = floatingViewportPadding,
  ...props
}: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      containerPadding={containerPadding}
      className={styles.tooltip}
    />
  );
}
