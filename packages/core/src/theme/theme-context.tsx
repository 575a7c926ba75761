import { createContext, type ReactNode, useContext } from 'react';
import { useSettings } from '../app/core-context';
import { useThemeChoice } from './theme-choice';

type ThemeState = ReturnType<typeof useThemeChoice> & {
  /** Whether visitors may switch themes (settings `themes.user_change`). */
  canChange: boolean;
};

const ThemeContext = createContext<ThemeState | null>(null);

/** Applies the visitor's theme to the page and shares it with the toggles. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { themes } = useSettings();
  const state = useThemeChoice(themes.all, themes.default_id);
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
