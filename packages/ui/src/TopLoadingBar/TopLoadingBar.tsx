import { useEffect, useState } from 'react';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './topLoadingBar.css';

/** Spec §9 timings of the top loading bar, in ms and percent. */
export const topLoadingBarTimings = {
  /** Loading must last this long before the bar appears. */
  delay: 50,
  /** Where the bar starts when it appears. */
  start: 10,
  /** The bar creeps towards `ceiling` by a tenth of the remaining way at this interval. */
  creepEvery: 200,
  /** It never reaches full until loading ends. */
  ceiling: 95,
  /** After loading ends the bar shows full, fades, and is removed after this long. */
  finish: 400,
} as const;

const { delay, start, creepEvery, ceiling, finish } = topLoadingBarTimings;

type Phase = 'idle' | 'loading' | 'finishing';

export interface TopLoadingBarProps {
  /** Whether navigation (or other page-wide work) is loading. */
  isLoading: boolean;
  /**
   * Accessible name of the progress bar.
   * @default the kit string `loading` ('Loading')
   */
  'aria-label'?: string;
  /** Extra class for layout by the caller (the bar is fixed to the top of the viewport). */
  className?: string;
}

/**
 * The thin bar at the top of the page during navigation (spec §2.5, §9): it appears
 * 50 ms after loading starts, fills from 10 % gradually, jumps to full and fades on end.
 */
export function TopLoadingBar({
  isLoading,
  'aria-label': ariaLabel,
  className,
}: TopLoadingBarProps) {
  const strings = useKitStrings();
  const label = ariaLabel ?? strings.format('loading');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (isLoading) {
      if (phase === 'loading') return;
      // Restarting during the fade shows the bar again at once; it was already on screen.
      const timer = setTimeout(
        () => {
          setPhase('loading');
          setProgress(start);
        },
        phase === 'finishing' ? 0 : delay,
      );
      return () => clearTimeout(timer);
    }
    if (phase === 'loading') {
      setPhase('finishing');
      setProgress(100);
      return;
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), finish);
      return () => clearTimeout(timer);
    }
  }, [isLoading, phase]);

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = setInterval(() => {
      setProgress((value) => value + (ceiling - value) / 10);
    }, creepEvery);
    return () => clearInterval(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <ProgressBar
      aria-label={label}
      value={Math.round(progress)}
      data-phase={phase}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${progress / 100})` }} />
    </ProgressBar>
  );
}
