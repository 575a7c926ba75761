import type { Theme } from '@coffer/contract';
import { followsSystemScheme, resolveThemeChoice, THEME_COOKIE } from '@coffer/contract/constants';
import { themeStyle } from '@coffer/ui/theme';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
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

const darkMedia = () =>
  typeof window === 'undefined' ? undefined : window.matchMedia?.('(prefers-color-scheme: dark)');

/** The browser's scheme (a browser that cannot tell is not dark); the server's is unknown. */
function prefersDark(): boolean {
  return darkMedia()?.matches ?? false;
}

function onDarkChange(onChange: () => void): () => void {
  const media = darkMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * The visitor's theme (spec §4 "Theme choice"), kept in the `be-active-theme` cookie,
 * following the OS while the choice is "system".
 */
export function useThemeChoice(
  themes: readonly Theme[],
  defaultId: number | null = null,
  /** The request's cookies, on the server (ADR 0030); the page's, by default. */
  cookieHeader?: string,
) {
  const [choice, setChoiceState] = useState<string | null>(
    () =>
      getCookie(THEME_COOKIE, cookieHeader ?? document.cookie) ??
      (defaultId === null ? null : String(defaultId)),
  );
  // A server-rendered page (ADR 0030) hydrates with the server's answer (unknown), then follows
  // the OS.
  const dark = useSyncExternalStore<boolean | null>(onDarkChange, prefersDark, () => null);
  const theme = resolveThemeChoice(choice, themes, dark);

  useEffect(() => applyTheme(theme), [theme]);

  const setChoice = useCallback((next: string) => {
    setCookie(THEME_COOKIE, next);
    setChoiceState(next);
  }, []);

  const toggle = useCallback(() => setChoice(toggledChoice(theme)), [setChoice, theme]);

  return {
    choice,
    theme,
    isDark: theme?.is_dark ?? false,
    /**
     * Whether the theme on screen is not known yet: it follows the OS, whose scheme a page
     * rendered on the server (and its hydration) cannot see; CSS media queries show it.
     */
    schemeUnknown: dark === null && followsSystemScheme(choice),
    setChoice,
    toggle,
  };
}
