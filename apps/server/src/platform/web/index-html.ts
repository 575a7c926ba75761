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

/** A public page's head tags (the site module's `seo`): title, description, canonical, previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one absolute address. */
  canonical: string;
  /** An absolute image address for link previews, or null. */
  image: string | null;
  /** Open Graph type. */
  type: 'website' | 'article';
}

export interface PageOptions {
  bootstrap: BootstrapData;
  /** The page's own head tags; without them the title is the site name. */
  head?: PageHead | null;
  /** `light`, `dark` or `system` (follow the OS): the first paint's theme. */
  themeKind: 'light' | 'dark' | 'system';
  theme: Theme | undefined;
}

/** Writes the bootstrap data, language, title and first-paint theme into the built index.html. */
export function renderIndexHtml(
  template: string,
  { bootstrap, themeKind, theme, head }: PageOptions,
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
  const siteName = bootstrap.settings.branding.site_name;
  return template
    .replace(/<html[^>]*>/i, `<html ${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(head?.title || siteName)}</title>`)
    .replace(/<\/head>/i, `${head ? headTags(head, siteName) : ''}${data}</head>`);
}

/** The meta tags of a page's head: description, canonical link, Open Graph and Twitter card. */
export function headTags(head: PageHead, siteName: string): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    content ? `<meta ${key}="${name}" content="${escapeAttribute(content)}">` : '';
  return [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
  ].join('');
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
