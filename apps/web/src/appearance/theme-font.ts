import type { ThemeFont } from '@coffer/contract';

let shown: string | undefined;

/**
 * Shows a theme's web font: loads the family's style sheets and sets `--coffer-font-family`
 * on the body (the root's inline style is the theme's, rewritten whole on each change of
 * theme), by a dynamic import made only when there is a font. No font: the kit's stack again.
 */
export function applyThemeFont(
  font: ThemeFont | null | undefined,
  body: HTMLElement = document.body,
): Promise<void> {
  const family = font?.family;
  shown = family;
  if (!family) {
    body.style.removeProperty('--coffer-font-family');
    return Promise.resolve();
  }
  // A later call (another theme) wins over one still loading.
  return import('./fonts').then((fonts) => fonts.showFont(family, body, () => shown === family));
}
