import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { themeStyle } from '../theme/runtime';
import { darkTheme, lightTheme } from '../theme/themes.css';
import * as styles from './themeScope.css';

/** The part of a settings `Theme` that styles: structurally the contract's `Theme`. */
export interface RuntimeTheme {
  /** Dark base palette under the values. */
  is_dark: boolean;
  /** Contract variables (`--coffer-color-primary`, …) and their values. */
  values: Record<string, string>;
}

export interface ThemeScopeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className'> {
  /**
   * The theme to apply: its light or dark base, then its values over the contract.
   * Unknown variable names are ignored.
   */
  theme: RuntimeTheme;
  /** The subtree to style. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * Applies a runtime theme (from settings or the appearance editor) to a subtree: colours,
 * font family and radii change live without a rebuild. The page-wide theme is still set on
 * `<html data-theme>`; use this for previews and scoped areas.
 */
export function ThemeScope({ theme, children, className, style, ...props }: ThemeScopeProps) {
  const base = `${theme.is_dark ? darkTheme : lightTheme} ${styles.scope}`;
  const scoped: CSSProperties = {
    ...(themeStyle(theme.values) as CSSProperties),
    // Native controls and scrollbars follow the scope, not the page.
    colorScheme: theme.is_dark ? 'dark' : 'light',
    ...style,
  };
  return (
    <div
      {...props}
      data-theme-scope={theme.is_dark ? 'dark' : 'light'}
      className={className ? `${base} ${className}` : base}
      style={scoped}
    >
      {children}
    </div>
  );
}
