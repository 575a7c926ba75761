import type { ByteRange } from '../../../platform/storage';

/** Types a browser would run as a document (scripts, forms): never served inline as such. */
const ACTIVE_MIMES =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/xsl|application\/x-shockwave-flash|text\/javascript|application\/javascript)\b/i;
const ACTIVE_EXTENSIONS = new Set([
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'swf',
  'js',
  'mjs',
]);

const MIME_BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  zip: 'application/zip',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  js: 'text/javascript',
};

export function isActiveContent(mime: string | null, extension: string | null): boolean {
  return ACTIVE_MIMES.test(mime ?? '') || ACTIVE_EXTENSIONS.has((extension ?? '').toLowerCase());
}

/** The Content-Type to serve: the stored type when it is a well-formed one, else by extension. */
export function contentTypeOf(mime: string | null, extension: string | null): string {
  const stored = (mime ?? '').trim();
  const type = /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i.test(stored)
    ? stored
    : (MIME_BY_EXTENSION[(extension ?? '').toLowerCase()] ?? 'application/octet-stream');
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

/** RFC 6266 / 5987 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * One range of a `Range: bytes=…` header against `size` bytes: the range, `'unsatisfiable'`
 * (416), or null to send the whole body (no header, several ranges, or not bytes).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
