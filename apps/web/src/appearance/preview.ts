import {
  type AppearanceMessage,
  type BootstrapData,
  readAppearanceMessage,
  type Theme,
} from '@coffer/contract';
import { applyTheme } from '@coffer/core';
import { setCustomCode } from './custom-code';
import type { PreviewTarget } from './listen';
import { applyThemeFont } from './theme-font';

interface PreviewOptions {
  win?: Window;
  /** Messages received before the preview started, applied first. */
  received?: readonly MessageEvent[];
}

/**
 * The preview frame's side of the appearance editor (spec §2.4): each window message that
 * passes the contract's gate (this page's origin, from the parent editor, one of the
 * protocol's) is applied at once; anything else changes nothing. Answers the stop.
 */
export function startAppearancePreview(
  target: PreviewTarget,
  { win = window, received = [] }: PreviewOptions = {},
): () => void {
  const doc = win.document;
  /** The theme the editor shows (`setActiveTheme`), over the visitor's own choice. */
  let activeThemeId: number | null = null;
  let reapply: ReturnType<typeof setTimeout> | undefined;

  const themes = () => target.bootstrap.get().settings.themes.all;
  const showActiveTheme = () => {
    const theme = themes().find((t: Theme) => t.id === activeThemeId);
    if (!theme) return;
    applyTheme(theme, doc.documentElement);
    void applyThemeFont(theme.font, doc.body);
  };

  const apply = (message: AppearanceMessage) => {
    switch (message.type) {
      case 'setValues': {
        const data = target.bootstrap.get();
        const settings = { ...data.settings, ...message.values } as BootstrapData['settings'];
        target.bootstrap.set({ ...data, settings });
        // The app re-applies the visitor's theme from the new settings as it renders; the
        // theme the editor shows goes back on top after that.
        if (activeThemeId !== null && message.values.themes) {
          clearTimeout(reapply);
          reapply = setTimeout(showActiveTheme, 0);
        }
        return;
      }
      case 'setThemeValue':
        doc.documentElement.style.setProperty(message.name, message.value);
        return;
      case 'setThemeFont':
        void applyThemeFont(message.font, doc.body);
        return;
      case 'setActiveTheme':
        activeThemeId = message.themeId;
        showActiveTheme();
        return;
      case 'setCustomCode':
        setCustomCode(message.mode, message.value, doc);
        return;
      case 'navigate':
        target.navigate(message.to);
        return;
    }
  };

  const onMessage = (event: MessageEvent) => {
    const message = readAppearanceMessage(event, {
      origin: win.location.origin,
      parent: win.parent,
    });
    if (message) apply(message);
  };

  for (const event of received) onMessage(event);
  win.addEventListener('message', onMessage);
  return () => {
    clearTimeout(reapply);
    win.removeEventListener('message', onMessage);
  };
}
