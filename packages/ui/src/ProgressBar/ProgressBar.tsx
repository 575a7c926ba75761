import { Label } from 'react-aria-components/Label';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar';
import * as styles from './progressBar.css';

export const progressBarSizes = ['sm', 'md'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'children' | 'className' | 'style'> {
  /** Visible label. Without it, pass `aria-label`. */
  label?: string;
  /**
   * Show the value text ("40%", or `valueLabel`) beside the label. Never shown while indeterminate.
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * Thickness of the bar.
   * @default 'md'
   */
  size?: ProgressBarSize;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A horizontal progress bar. Without `value` (or with `isIndeterminate`) a segment
 * slides along the track; assistive technology is told no value.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label || (showValueLabel && !isIndeterminate)) && (
            <div className={styles.header}>
              {label && <Label className={styles.label}>{label}</Label>}
              {showValueLabel && !isIndeterminate && (
                <span className={styles.value}>{valueText}</span>
              )}
            </div>
          )}
          <div className={styles.track({ size })}>
            <div
              className={isIndeterminate ? styles.indeterminate : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
