import { BOOTSTRAP_ELEMENT_ID, type BootstrapData, type Theme } from '@coffer/contract';

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` become unicode
 * escapes, so no user-written text (a name, a setting) can close the element or open
 * a comment, and U+2028/2029 cannot end a line early.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface PageOptions {
  bootstrap: BootstrapData;
  /** `light`, `dark` or `system` (follow the OS): the first paint's theme. */
  themeKind: 'light' | 'dark' | 'system';
  theme: Theme | undefined;
}

/** Writes the bootstrap data, language, title and first-paint theme into the built index.html. */
export function renderIndexHtml(
  template: string,
  { bootstrap, themeKind, theme }: PageOptions,
): string {
  const style = Object.entries(theme?.values ?? {})
    .filter(([name]) => /^--coffer-[a-z0-9-]+$/.test(name))
    .map(([name, value]) => `${name}: ${value.replace(/[;{}<>"]/g, '')}`)
    .join('; ');
  const htmlAttributes = [
    `lang="${escapeAttribute(bootstrap.i18n.language)}"`,
    `dir="${readingDirection(bootstrap.i18n.language)}"`,
    `data-theme="${themeKind}"`,
    style ? `style="${escapeAttribute(style)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const data = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptSafeJson(bootstrap)}</script>`;
  return template
    .replace(/<html[^>]*>/i, `<html ${htmlAttributes}>`)
    .replace(
      /<title>[^<]*<\/title>/i,
      `<title>${escapeText(bootstrap.settings.branding.site_name)}</title>`,
    )
    .replace(/<\/head>/i, `${data}</head>`);
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(userAgent ?? '');
}

// Scripts written right to left, as React Aria reads them (its `isRTL`), so that the first
// paint already has the direction the app then keeps.
const RTL_SCRIPTS = new Set([
  'Arab',
  'Syrc',
  'Samr',
  'Mand',
  'Thaa',
  'Mend',
  'Nkoo',
  'Adlm',
  'Rohg',
  'Hebr',
]);

/** `rtl` for a language written right to left (`ar`, `he`, the pseudo-locale `en-Arab`). */
export function readingDirection(language: string): 'ltr' | 'rtl' {
  try {
    const { script } = new Intl.Locale(language).maximize();
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
