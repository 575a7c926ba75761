import type { ThemeFontFamily } from '@coffer/contract/constants';
import { font } from '@coffer/ui/theme';

/**
 * The theme fonts' style sheets (self-hosted `@fontsource/*` packages, latin, the kit's
 * weights 400, 500 and 600; Lato has no 500 or 600, its 700 stands for them), each
 * imported on demand: a page whose theme has no font loads none of these bytes.
 */
const STYLE_SHEETS: Record<ThemeFontFamily, () => Promise<unknown>> = {
  Inter: () =>
    Promise.all([
      import('@fontsource/inter/latin-400.css'),
      import('@fontsource/inter/latin-500.css'),
      import('@fontsource/inter/latin-600.css'),
    ]),
  Roboto: () =>
    Promise.all([
      import('@fontsource/roboto/latin-400.css'),
      import('@fontsource/roboto/latin-500.css'),
      import('@fontsource/roboto/latin-600.css'),
    ]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/latin-400.css'),
      import('@fontsource/open-sans/latin-500.css'),
      import('@fontsource/open-sans/latin-600.css'),
    ]),
  Lato: () =>
    Promise.all([
      import('@fontsource/lato/latin-400.css'),
      import('@fontsource/lato/latin-700.css'),
    ]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/latin-400.css'),
      import('@fontsource/montserrat/latin-500.css'),
      import('@fontsource/montserrat/latin-600.css'),
    ]),
  Poppins: () =>
    Promise.all([
      import('@fontsource/poppins/latin-400.css'),
      import('@fontsource/poppins/latin-500.css'),
      import('@fontsource/poppins/latin-600.css'),
    ]),
  'Source Sans 3': () =>
    Promise.all([
      import('@fontsource/source-sans-3/latin-400.css'),
      import('@fontsource/source-sans-3/latin-500.css'),
      import('@fontsource/source-sans-3/latin-600.css'),
    ]),
  'Noto Sans': () =>
    Promise.all([
      import('@fontsource/noto-sans/latin-400.css'),
      import('@fontsource/noto-sans/latin-500.css'),
      import('@fontsource/noto-sans/latin-600.css'),
    ]),
  'IBM Plex Sans': () =>
    Promise.all([
      import('@fontsource/ibm-plex-sans/latin-400.css'),
      import('@fontsource/ibm-plex-sans/latin-500.css'),
      import('@fontsource/ibm-plex-sans/latin-600.css'),
    ]),
  Merriweather: () =>
    Promise.all([
      import('@fontsource/merriweather/latin-400.css'),
      import('@fontsource/merriweather/latin-500.css'),
      import('@fontsource/merriweather/latin-600.css'),
    ]),
};

/** Loads a family's style sheets (once: the browser keeps an imported module). */
export function loadFontStyleSheets(family: ThemeFontFamily): Promise<unknown> {
  return STYLE_SHEETS[family]?.() ?? Promise.resolve();
}

/**
 * Puts a family first in `--coffer-font-family` on `body` and loads its style sheets, unless
 * another font was asked for since (`isCurrent`).
 */
export async function showFont(
  family: ThemeFontFamily,
  body: HTMLElement,
  isCurrent: () => boolean,
): Promise<void> {
  if (!isCurrent()) return;
  body.style.setProperty('--coffer-font-family', fontFamilyValue(family));
  await loadFontStyleSheets(family);
}

/** `--coffer-font-family` for a family: it first, the kit's stack while it loads or lacks a glyph. */
export function fontFamilyValue(family: ThemeFontFamily): string {
  return `"${family}", ${font.family}`;
}
