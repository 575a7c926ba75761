import type { Theme } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { ColorPicker, parseColor } from '@coffer/ui/ColorPicker';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { contrastFailures, MIN_TEXT_CONTRAST } from './contrast';
import * as styles from './panel.css';
import { COLOR_LABELS, THEME_COLORS, themeColor } from './theme-values';

export interface ThemeColorsProps {
  theme: Theme;
  /** Sets one colour's CSS variable. */
  onChange: (name: string, value: string) => void;
}

/**
 * A theme's colours, each with a picker (its hex field inside), and a warning naming each
 * pair (text on background, text on accent) under WCAG AA's 4.5:1.
 */
export function ThemeColors({ theme, onChange }: ThemeColorsProps) {
  const { trans } = useTrans();
  const failures = contrastFailures(theme);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Heading level={3} size="sm">
          {trans('Colors')}
        </Heading>
      </legend>
      <div aria-live="polite">
        {failures.length > 0 && (
          <div className={styles.warning} role="alert">
            {failures.map((failure) => (
              <Text as="p" size="sm" key={failure.foreground}>
                {trans(
                  '“{foreground}” on “{background}” has a contrast of {ratio}:1, under the {min}:1 that text needs (WCAG AA).',
                  {
                    foreground: trans(COLOR_LABELS[failure.foreground]),
                    background: trans(COLOR_LABELS[failure.background]),
                    ratio: failure.ratio,
                    min: MIN_TEXT_CONTRAST,
                  },
                )}
              </Text>
            ))}
          </div>
        )}
      </div>
      {THEME_COLORS.map((color) => {
        const value = themeColor(theme, color.token);
        return (
          <div key={color.token} className={styles.colorRow}>
            <ColorPicker
              label={trans(color.label)}
              value={pickable(value)}
              onChange={(next) => onChange(color.name, next.toString('hex').toLowerCase())}
            />
            <Text size="sm" tone="muted">
              {value}
            </Text>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The picker takes what it can read; a stored value it cannot (a CSS keyword) shows as black. */
function pickable(value: string) {
  try {
    return parseColor(value);
  } catch {
    return parseColor('#000000');
  }
}
