import sanitizeHtml from 'sanitize-html';

/**
 * What a custom page's body may hold: the rich-text editor's output (headings, lists, links,
 * images, code, tables, quotes) and nothing that runs: no `<script>`, `<style>`, frames or
 * forms, no `on…` attribute, no `style`, and links and images only to http(s), mailto or a
 * path of this site (never `javascript:` or `data:`). Applied when a page is saved and again
 * whenever it is sent, so a row written any other way is cleaned too.
 */
export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, PAGE_BODY_RULES);
}

const PAGE_BODY_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
    code: ['class'],
  },
  // Only a code block's language (`language-ts`), as the editor writes it.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opened in a new tab cannot reach back into this page (`window.opener`); any other
  // target is dropped.
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The text of a body, for a description made from it: tags dropped, spaces collapsed. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|td|th|div)>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};
