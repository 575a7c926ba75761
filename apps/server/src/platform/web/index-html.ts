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
