import type { Theme } from '@coffer/contract';
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router';
import { useAppearanceEditor } from '../../editor/state';

/**
 * The theme of the route's `:themeIndex` and its edits. While it is shown the frame shows it
 * (`setActiveTheme`); a colour or radius posts `setThemeValue` at once and the font
 * `setThemeFont`, and every edit goes into the themes section for Save.
 */
export function useThemeAt() {
  const editor = useAppearanceEditor();
  const { themeIndex } = useParams();
  const index = Number(themeIndex);
  const themes = editor.values.themes;
  const theme: Theme | undefined = Number.isInteger(index) ? themes.all[index] : undefined;
  const { post, setSection } = editor;
  const themeId = theme?.id;

  useEffect(() => {
    if (themeId !== undefined) post({ type: 'setActiveTheme', themeId });
  }, [post, themeId]);

  const setThemes = useCallback((next: typeof themes) => setSection('themes', next), [setSection]);
  const replace = useCallback((all: Theme[]) => setThemes({ ...themes, all }), [setThemes, themes]);

  const update = useCallback(
    (patch: Partial<Theme>) => {
      replace(themes.all.map((t, i) => (i === index ? { ...t, ...patch } : t)));
    },
    [replace, themes, index],
  );

  /** Sets CSS variables of the theme (a colour, the three radii) and shows them in the frame. */
  const setValues = useCallback(
    (entries: Record<string, string>) => {
      if (!theme) return;
      update({ values: { ...theme.values, ...entries } });
      for (const [name, value] of Object.entries(entries)) {
        post({ type: 'setThemeValue', name, value });
      }
    },
    [post, theme, update],
  );

  return {
    editor,
    theme,
    index,
    themes,
    update,
    replace,
    setThemes,
    setValues,
    error: editor.errors,
  };
}
