import { createContext, type ReactNode, useContext } from 'react';
import { useSettings } from '../app/core-context';
import { useThemeChoice } from './theme-choice';

type ThemeState = ReturnType<typeof useThemeChoice> & {
  /** Whether visitors may switch themes (settings `themes.user_change`). */
  canChange: boolean;
};

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * Applies the visitor's theme to the page and shares it with the toggles. `cookieHeader` is the
 * request's, where the page renders on the server (ADR 0030): the visitor's choice is read from
 * it as the browser reads its cookies.
 */
export function ThemeProvider({
  children,
  cookieHeader,
}: {
  children: ReactNode;
  cookieHeader?: string;
}) {
  const { themes } = useSettings();
  const state = useThemeChoice(themes.all, themes.default_id, cookieHeader);
  return (
    <ThemeContext.Provider value={{ ...state, canChange: themes.user_change }}>
      {children}
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme() needs a <ThemeProvider> above it');
  return state;
}
