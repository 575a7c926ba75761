import type { Theme } from './settings';

/** Cookie that keeps the visitor's theme choice (spec §9). */
export const THEME_COOKIE = 'be-active-theme';

/** Whether a stored choice (or none) follows the OS colour scheme: `system`, `0` or no choice. */
export function followsSystemScheme(choice: string | null | undefined): boolean {
  return !choice || choice === 'system' || choice === '0';
}

/**
 * Picks the theme for a stored choice (spec §4 "Theme choice"): `system` or `0` follows
 * the OS colour scheme (`prefersDark`; null when unknown, as on the server); `light` or
 * `dark` picks the default theme of that kind; a numeric id picks that theme; anything
 * else falls back to the first theme.
 */
export function resolveThemeChoice(
  choice: string | null | undefined,
  themes: readonly Theme[],
  prefersDark: boolean | null,
): Theme | undefined {
  const byKind = (dark: boolean) =>
    themes.find((t) => (dark ? t.default_dark : t.default_light)) ??
    themes.find((t) => t.is_dark === dark);
  if (followsSystemScheme(choice)) {
    return (prefersDark === null ? undefined : byKind(prefersDark)) ?? themes[0];
  }
  if (choice === 'light' || choice === 'dark') return byKind(choice === 'dark') ?? themes[0];
  const id = Number(choice);
  return themes.find((t) => t.id === id) ?? themes[0];
}
