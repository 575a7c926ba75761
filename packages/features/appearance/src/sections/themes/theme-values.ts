import type { Theme, ThemeFontFamily } from '@coffer/contract';
import { defineMessage } from '@coffer/core';
import { type ColorTokens, darkColors, lightColors, radius } from '@coffer/ui/theme';

/** A theme colour the editor shows: its token, its CSS variable and its label. */
export interface ThemeColor {
  token: keyof ColorTokens;
  name: string;
  label: string;
}

const kebab = (token: string) => token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS variable of a colour token (`--coffer-color-on-primary`), as the kit names it. */
export const colorVariable = (token: keyof ColorTokens) => `--coffer-color-${kebab(token)}`;

export const COLOR_LABELS: Record<keyof ColorTokens, string> = {
  background: defineMessage('Background'),
  surface: defineMessage('Surface'),
  surfaceRaised: defineMessage('Raised surface'),
  text: defineMessage('Text'),
  textMuted: defineMessage('Muted text'),
  border: defineMessage('Border'),
  primary: defineMessage('Accent'),
  primaryHover: defineMessage('Accent on hover'),
  onPrimary: defineMessage('Text on accent'),
  secondary: defineMessage('Secondary'),
  secondaryHover: defineMessage('Secondary on hover'),
  onSecondary: defineMessage('Text on secondary'),
  danger: defineMessage('Danger'),
  dangerHover: defineMessage('Danger on hover'),
  onDanger: defineMessage('Text on danger'),
  positive: defineMessage('Positive'),
  focusRing: defineMessage('Focus ring'),
};

/** Every colour of the kit's theme contract, in the order the editor lists them. */
export const THEME_COLORS: ThemeColor[] = (Object.keys(lightColors) as (keyof ColorTokens)[]).map(
  (token) => ({ token, name: colorVariable(token), label: COLOR_LABELS[token] }),
);

/** A theme's colour: its own value, or the kit's light or dark default. */
export function themeColor(theme: Pick<Theme, 'values' | 'is_dark'>, token: keyof ColorTokens) {
  return theme.values[colorVariable(token)] ?? (theme.is_dark ? darkColors : lightColors)[token];
}

export const RADIUS_VARIABLES = ['--coffer-radius-sm', '--coffer-radius-md', '--coffer-radius-lg'];

/** The corner presets: the small, medium and large radius of each. */
export const RADIUS_PRESETS = [
  { id: 'square', label: defineMessage('Square'), values: ['0px', '0px', '0px'] },
  { id: 'small', label: defineMessage('Small'), values: ['2px', '4px', '6px'] },
  {
    id: 'medium',
    label: defineMessage('Medium'),
    values: [radius.sm, radius.md, radius.lg],
  },
  { id: 'large', label: defineMessage('Large'), values: ['8px', '14px', '20px'] },
  { id: 'pill', label: defineMessage('Pill'), values: ['9999px', '9999px', '9999px'] },
] as const;
export type RadiusPresetId = (typeof RADIUS_PRESETS)[number]['id'];

/** The preset a theme's radii match, or null when they were set otherwise. */
export function radiusPresetOf(theme: Pick<Theme, 'values'>): RadiusPresetId | null {
  const current = RADIUS_VARIABLES.map(
    (name, i) => theme.values[name] ?? RADIUS_PRESETS[2].values[i],
  );
  return (
    RADIUS_PRESETS.find((preset) => preset.values.every((value, i) => value === current[i]))?.id ??
    null
  );
}

/** The value a font choice stands for: a family, or '' for the system font. */
export const SYSTEM_FONT = '';
export const fontChoice = (theme: Pick<Theme, 'font'>): ThemeFontFamily | '' =>
  theme.font?.family ?? SYSTEM_FONT;

/** A new theme: a copy of the default light (or dark) theme's values, under a fresh id. */
export function newTheme(themes: Theme[], name: string): Theme {
  const base = themes.find((theme) => theme.default_light) ?? themes[0];
  const id = Math.max(0, ...themes.map((theme) => theme.id)) + 1;
  return {
    id,
    name,
    is_dark: base?.is_dark ?? false,
    default_light: false,
    default_dark: false,
    values: { ...(base?.values ?? {}) },
    font: base?.font ?? null,
  };
}

/**
 * Makes one theme the default light (or dark) one; the default is one theme's at most, so
 * any other theme loses it. Turning it off leaves no default of that kind.
 */
export function setDefault(
  themes: Theme[],
  index: number,
  kind: 'default_light' | 'default_dark',
  on: boolean,
): Theme[] {
  return themes.map((theme, i) =>
    i === index ? { ...theme, [kind]: on } : on ? { ...theme, [kind]: false } : theme,
  );
}

/** Where the themes are previewed: a page of the app with text, surfaces and buttons. */
export const THEMES_PREVIEW_PATH = '/drive';
