import { useTheme } from '@coffer/core';
import { useEffect } from 'react';
import { applyThemeFont } from './theme-font';

/** Shows the web font of the theme on screen (none: the kit's stack, and no font bytes). */
export function ThemeFont(): null {
  const font = useTheme().theme?.font;
  const family = font?.family;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the family is what matters, not the object.
  useEffect(() => {
    void applyThemeFont(font);
  }, [family]);
  return null;
}
