import { Label } from 'react-aria-components/Label';
import { Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components/Meter';
import * as styles from './meter.css';

export const meterTones = ['neutral', 'warning', 'danger'] as const;
export type MeterTone = (typeof meterTones)[number];

export interface MeterProps extends Omit<AriaMeterProps, 'children' | 'className' | 'style'> {
  /** Visible label, e.g. "Storage". Without it, pass `aria-label`. */
  label?: string;
  /**
   * Percentage of `maxValue` from which the bar turns to the warning tone.
   * @default 75
   */
  warningAt?: number;
  /**
   * Percentage of `maxValue` from which the bar turns to the danger tone.
   * @default 90
   */
  dangerAt?: number;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** The tone of a meter filled to `percentage`. */
export function meterTone(percentage: number, warningAt = 75, dangerAt = 90): MeterTone {
  if (percentage >= dangerAt) return 'danger';
  if (percentage >= warningAt) return 'warning';
  return 'neutral';
}

/**
 * A quantity within a known range, such as storage used of a quota. Pass `valueLabel`
 * ("2.1 GB of 10 GB", see `formatBytes`) to show and announce it instead of a percentage.
 * The bar turns to a warning and then a danger tone as it fills.
 */
export function Meter({ label, warningAt = 75, dangerAt = 90, className, ...props }: MeterProps) {
  return (
    <AriaMeter {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText }) => {
        const tone = meterTone(percentage, warningAt, dangerAt);
        return (
          <>
            <div className={styles.header}>
              {label && <Label className={styles.label}>{label}</Label>}
              <span className={styles.value}>{valueText}</span>
            </div>
            <div className={styles.track}>
              <div
                data-tone={tone}
                className={styles.fill({ tone })}
                style={{ width: `${percentage}%` }}
              />
            </div>
          </>
        );
      }}
    </AriaMeter>
  );
}
