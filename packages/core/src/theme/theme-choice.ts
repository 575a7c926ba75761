import type { Theme } from '@coffer/contract';
import { resolveThemeChoice, THEME_COOKIE } from '@coffer/contract/constants';
import { themeStyle } from '@coffer/ui/theme';
import { useCallback, useEffect, useState } from 'react';
import { getCookie, setCookie } from '../cookies/cookies';

/** The choice the theme toggle stores: the opposite kind of the theme on screen. */
export function toggledChoice(current: Theme | undefined): 'light' | 'dark' {
  return current?.is_dark ? 'light' : 'dark';
}

/** Writes a theme onto the page: the dark/light switch and its runtime variable values. */
export function applyTheme(theme: Theme | undefined, root: HTMLElement = document.documentElement) {
  root.dataset.theme = theme?.is_dark ? 'dark' : 'light';
  root.removeAttribute('style');
  for (const [name, value] of Object.entries(theme ? themeStyle(theme.values) : {})) {
    root.style.setProperty(name, value);
  }
}

function prefersDark(): boolean | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * The visitor's theme (spec §4 "Theme choice"), kept in the `be-active-theme` cookie,
 * following the OS while the choice is "system".
 */
export function useThemeChoice(themes: readonly Theme[], defaultId: number | null = null) {
  const [choice, setChoiceState] = useState<string | null>(
    () => getCookie(THEME_COOKIE) ?? (defaultId === null ? null : String(defaultId)),
  );
  const [dark, setDark] = useState(prefersDark);
  const theme = resolveThemeChoice(choice, themes, dark);

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!media) return;
    const onChange = () => setDark(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  useEffect(() => applyTheme(theme), [theme]);

  const setChoice = useCallback((next: string) => {
    setCookie(THEME_COOKIE, next);
    setChoiceState(next);
  }, []);

  const toggle = useCallback(() => setChoice(toggledChoice(theme)), [setChoice, theme]);

  return { choice, theme, isDark: theme?.is_dark ?? false, setChoice, toggle };
}
