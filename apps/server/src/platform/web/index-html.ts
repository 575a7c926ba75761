import {
  BOOTSTRAP_ELEMENT_ID,
  type BootstrapData,
  CUSTOM_CODE_ELEMENT_ID,
  DEFERRED_SCRIPTS_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
  type Theme,
} from '@coffer/contract';

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
  /**
   * With `system`: the themes the OS's light and dark schemes pick, whose values the first
   * paint takes by a media query (the page rendered on the server paints before the app runs).
   */
  systemThemes?: { light: Theme | undefined; dark: Theme | undefined };
  /** The saved favicon's link tags (`faviconLinks`), in place of Coffer's own icon. */
  icons?: string;
  /** The admin's custom code (spec §7), written into `#be-custom-code`. */
  customCode?: { css: string; html: string } | null;
  /**
   * This answer's Content-Security-Policy nonce: the custom code's scripts carry it, and
   * `#be-custom-code` too, so the appearance editor's preview can add scripts that run.
   */
  nonce?: string | null;
  /**
   * A guest page rendered on the server (ADR 0030): the markup of `#root`, the query cache it
   * rendered with, and its route's style sheets, linked so that it paints styled. Its app loads
   * after the first paint, or with `start: 'intent'` at the visitor's first move.
   */
  rendered?: {
    html: string;
    queryState: unknown;
    styles: string[];
    start?: 'paint' | 'intent';
  } | null;
}

/** Writes the bootstrap data, language, title and first-paint theme into the built index.html. */
export function renderIndexHtml(
  template: string,
  {
    bootstrap,
    themeKind,
    theme,
    systemThemes,
    head,
    icons,
    customCode,
    nonce,
    rendered,
  }: PageOptions,
): string {
  const style = themeDeclarations(theme);
  const htmlAttributes = [
    `lang="${escapeAttribute(bootstrap.i18n.language)}"`,
    `dir="${readingDirection(bootstrap.i18n.language)}"`,
    `data-theme="${themeKind}"`,
    style ? `style="${escapeAttribute(style)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const systemStyle = themeKind === 'system' && systemThemes ? systemThemeStyle(systemThemes) : '';
  const data = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptSafeJson(bootstrap)}</script>`;
  const siteName = bootstrap.settings.branding.site_name;
  const code = customCodeElement(customCode, nonce);
  const serverRendered = rendered
    ? rendered.styles
        .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
        .join('') +
      `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(rendered.queryState)}</script>`
    : '';
  const page = (rendered ? withAppScriptsAfterPaint(template, rendered.start) : template)
    .replace(/<html[^>]*>/i, `<html ${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(head?.title || siteName)}</title>`);
  const iconLink = /<link[^>]*\brel="icon"[^>]*>/i;
  const iconsInHead = icons && !iconLink.test(page) ? icons : '';
  return (icons ? page.replace(iconLink, () => icons) : page)
    .replace(
      /<\/head>/i,
      () =>
        `${iconsInHead}${head ? headTags(head, siteName) : ''}${systemStyle}${data}${serverRendered}</head>`,
    )
    .replace(/<div id="root"><\/div>/i, () =>
      rendered ? `<div id="root">${rendered.html}</div>` : '<div id="root"></div>',
    )
    .replace(/<\/body>/i, () => `${code}</body>`);
}

/** A theme's runtime values as CSS declarations: only `--coffer-*` names, values defanged. */
function themeDeclarations(theme: Theme | undefined): string {
  return Object.entries(theme?.values ?? {})
    .filter(([name]) => /^--coffer-[a-z0-9-]+$/.test(name))
    .map(([name, value]) => `${name}: ${value.replace(/[;{}<>"]/g, '')}`)
    .join('; ');
}

/**
 * The first paint of a visitor who follows the OS: the light theme's values, and the dark
 * one's under the dark scheme, after the kit's own (same selector, later in the page).
 */
function systemThemeStyle({ light, dark }: NonNullable<PageOptions['systemThemes']>): string {
  const lightValues = themeDeclarations(light);
  const darkValues = themeDeclarations(dark);
  const rule = (values: string) => (values ? `:root[data-theme="system"]{${values}}` : '');
  const darkRule = darkValues ? `@media (prefers-color-scheme: dark){${rule(darkValues)}}` : '';
  return lightValues || darkValues
    ? `<style data-system-theme>${rule(lightValues)}${darkRule}</style>`
    : '';
}

const APP_SCRIPT =
  /<script type="module"(?![^>]*route-preload)[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;

/**
 * A server-rendered page paints without its app's scripts, which only hydrate it: they leave
 * the HTML for a list the route preloader (`apps/web/src/route-preload.ts`) loads them from
 * once the page has painted, so that they do not compete with its style sheets and images for
 * the first paint; with `intent`, once the visitor first moves to use the page.
 */
function withAppScriptsAfterPaint(template: string, start: 'paint' | 'intent' = 'paint'): string {
  const scripts: string[] = [];
  const page = template.replace(APP_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  return page.replace(
    /<\/head>/i,
    () =>
      `<script type="application/json" id="${DEFERRED_SCRIPTS_ELEMENT_ID}"${start === 'intent' ? ' data-start="intent"' : ''}>${scriptSafeJson(scripts)}</script></head>`,
  );
}

/**
 * The style sheets the build lists for the first load of `path` (its route preloads, ADR 0007
 * decision 26; `/` by the homepage setting), which a server-rendered page links in its head.
 */
export function routeStyles(template: string, path: string, bootstrap: BootstrapData): string[] {
  const list = /<script type="application\/json" id="coffer-route-preloads">([^<]*)<\/script>/.exec(
    template,
  )?.[1];
  if (!list) return [];
  const routes = JSON.parse(list) as Array<{ path: string; homepage?: string; styles: string[] }>;
  const homepage = path === '/' ? bootstrap.settings.homepage.type : undefined;
  const route = routes.find(
    (candidate) =>
      new RegExp(candidate.path).test(path) ||
      (homepage !== undefined && candidate.homepage === homepage),
  );
  return route?.styles ?? [];
}

/**
 * The element custom code goes into (spec §7, `#be-custom-code`), at the end of the body so
 * the admin's CSS comes after the app's: the CSS in a style element, then the HTML as written,
 * each of its scripts given the page's nonce (the policy allows no other inline script).
 * Nothing without code and without a nonce; with a nonce alone (the editor's preview), an
 * empty element the preview fills.
 */
export function customCodeElement(
  code: { css: string; html: string } | null | undefined,
  nonce: string | null | undefined,
): string {
  const css = code?.css.trim() ? code.css : '';
  const html = code?.html.trim() ? code.html : '';
  if (!css && !html && !nonce) return '';
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  // `</style` inside the CSS would end the element: `<\/style` is the same CSS.
  const style = css
    ? `<style data-custom-css${nonceAttribute}>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`
    : '';
  const markup = nonce ? html.replace(/<script\b/gi, `<script${nonceAttribute}`) : html;
  return `<div id="${CUSTOM_CODE_ELEMENT_ID}"${nonceAttribute}>${style}${markup}</div>`;
}

/**
 * The saved favicon's tags: the icon itself, its PNG sizes (16, 32, 192, 512) and the
 * 180 px Apple touch icon, for an image the editor uploaded (its sizes sit beside it);
 * the icon alone for any other address.
 */
export function faviconLinks(url: string, sizeUrl: (size: number) => string | null): string {
  const href = escapeAttribute(url);
  const isSvg = /\.svg$/i.test(url);
  const sized = [16, 32, 192, 512].flatMap((size) => {
    const at = sizeUrl(size);
    return at
      ? [`<link rel="icon" type="image/png" sizes="${size}x${size}" href="${escapeAttribute(at)}">`]
      : [];
  });
  const touch = sizeUrl(180);
  return [
    isSvg || sized.length === 0
      ? `<link rel="icon" href="${href}"${isSvg ? ' type="image/svg+xml"' : ''}>`
      : '',
    ...sized,
    touch ? `<link rel="apple-touch-icon" sizes="180x180" href="${escapeAttribute(touch)}">` : '',
  ].join('');
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
