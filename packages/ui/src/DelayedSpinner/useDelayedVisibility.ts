import { useEffect, useState } from 'react';

export interface DelayedVisibilityTimings {
  /**
   * How long `isActive` must last before the indicator shows (ms).
   * @default 500
   */
  delay?: number;
  /**
   * Once shown, the least time the indicator stays (ms), even if the work ends sooner.
   * @default 200
   */
  minDuration?: number;
}

/**
 * Whether a loading indicator should be visible for work that is `isActive`. Fast work
 * never flashes an indicator (it shows only after `delay`), and an indicator that did
 * show never blinks (it stays at least `minDuration`). Spec §9: 500 ms, 200 ms.
 */
export function useDelayedVisibility(
  isActive: boolean,
  { delay = 500, minDuration = 200 }: DelayedVisibilityTimings = {},
): boolean {
  const [visible, setVisible] = useState(false);
  const [minElapsed, setMinElapsed] = useState(false);
  const shown = visible && (isActive || !minElapsed);

  useEffect(() => {
    if (!isActive || visible) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [isActive, visible, delay]);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setMinElapsed(true), minDuration);
    return () => clearTimeout(timer);
  }, [visible, minDuration]);

  useEffect(() => {
    if (visible && !shown) {
      setVisible(false);
      setMinElapsed(false);
    }
  }, [visible, shown]);

  return shown;
}
