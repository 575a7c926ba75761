import { ProgressBar, type ProgressBarProps } from 'react-aria-components/ProgressBar';
import * as styles from './progressCircle.css';

export const progressCircleSizes = ['sm', 'md', 'lg'] as const;
export type ProgressCircleSize = (typeof progressCircleSizes)[number];

export interface ProgressCircleProps extends Omit<ProgressBarProps, 'children' | 'className'> {
  /**
   * Visual size of the circle.
   * @default 'md'
   */
  size?: ProgressCircleSize;
  /** Extra class for layout by the caller. */
  className?: string;
}

const radius = 14;
const circumference = 2 * Math.PI * radius;

/**
 * A circular progress indicator. Without `value` (or with `isIndeterminate`) it spins;
 * it always needs an accessible name (`aria-label` or `aria-labelledby`).
 */
export function ProgressCircle({ size = 'md', className, ...props }: ProgressCircleProps) {
  return (
    <ProgressBar
      {...props}
      className={[styles.root, styles.sizes[size], className].filter(Boolean).join(' ')}
    >
      {({ percentage, isIndeterminate }) => (
        <svg viewBox="0 0 32 32" fill="none" strokeWidth={3} aria-hidden="true" width="100%">
          <circle cx="16" cy="16" r={radius} className={styles.track} />
          <circle
            cx="16"
            cy="16"
            r={radius}
            className={isIndeterminate ? styles.indeterminate : styles.fill}
            strokeDasharray={`${circumference} ${circumference}`}
            strokeDashoffset={
              isIndeterminate
                ? circumference * 0.75
                : circumference - ((percentage ?? 0) / 100) * circumference
            }
            strokeLinecap="round"
          />
        </svg>
      )}
    </ProgressBar>
  );
}
