import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components/Slider';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './slider.css';

export interface SliderProps<T extends number | number[]>
  extends Omit<AriaSliderProps<T>, 'className' | 'style' | 'children'> {
  /** The visible label; names the thumb(s). */
  label: ReactNode;
  /**
   * Whether to show the current value beside the label (formatted by `formatOptions`).
   * @default true
   */
  showOutput?: boolean;
  /**
   * Accessible names of the two thumbs of a range slider (a value array).
   * @default the kit strings `minimum` and `maximum` (['Minimum', 'Maximum'])
   */
  thumbLabels?: [string, string];
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A slider for a number, or a range when the value is an array of two numbers. Arrow keys
 * step, Page Up/Down step by a tenth, Home/End go to the ends.
 */
export function Slider<T extends number | number[]>({
  label,
  showOutput = true,
  thumbLabels,
  className,
  ...props
}: SliderProps<T>) {
  const strings = useKitStrings();
  const names = thumbLabels ?? [strings.format('minimum'), strings.format('maximum')];
  return (
    <AriaSlider {...props} className={className ? `${styles.slider} ${className}` : styles.slider}>
      <div className={styles.header}>
        <Label className={styles.label}>{label}</Label>
        {showOutput && <SliderOutput className={styles.output} />}
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div
              className={styles.fill}
              style={
                state.values.length > 1
                  ? {
                      // From the inline start, as React Aria places the thumbs right-to-left.
                      insetInlineStart: `${state.getThumbPercent(0) * 100}%`,
                      width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                    }
                  : { width: `${state.getThumbPercent(0) * 100}%` }
              }
            />
            {state.values.map((_, i) => (
              <SliderThumb
                // Thumbs are positional: index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                index={i}
                aria-label={state.values.length > 1 ? names[i] : undefined}
                className={styles.thumb}
              />
            ))}
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
