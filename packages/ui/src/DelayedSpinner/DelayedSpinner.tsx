import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { ProgressCircle, type ProgressCircleSize } from '../ProgressCircle/ProgressCircle';
import * as styles from './delayedSpinner.css';
import { type DelayedVisibilityTimings, useDelayedVisibility } from './useDelayedVisibility';

export interface DelayedSpinnerProps extends DelayedVisibilityTimings {
  /**
   * Whether the work is still running. Leave it out when the spinner is a Suspense
   * fallback (mounted only while loading); then only the delay applies.
   * @default true
   */
  isLoading?: boolean;
  /**
   * Size of the spinner.
   * @default 'lg'
   */
  size?: ProgressCircleSize;
  /**
   * Accessible name of the spinner.
   * @default the kit string `loading` ('Loading')
   */
  'aria-label'?: string;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * The page loading spinner (spec §9): it appears only when loading lasts longer than
 * 500 ms, and once it appears it stays at least 200 ms, so quick loads never flash.
 */
export function DelayedSpinner({
  isLoading = true,
  delay,
  minDuration,
  size = 'lg',
  className,
  'aria-label': ariaLabel,
}: DelayedSpinnerProps) {
  const strings = useKitStrings();
  const visible = useDelayedVisibility(isLoading, { delay, minDuration });
  if (!visible) return null;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <ProgressCircle
        size={size}
        isIndeterminate
        aria-label={ariaLabel ?? strings.format('loading')}
      />
    </div>
  );
}
