import type { ByteRange } from '../../../platform/storage';

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

/**
 * Types served as themselves and inline when asked: what the previewer shows and a browser
 * never runs, as a page or as a script or style of another page (`X-Content-Type-Options:
 * nosniff` holds it to the type).
 */
const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp|avif|bmp|apng|x-icon|vnd\.microsoft\.icon)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|application\/pdf|text\/plain)$/;
/** Text a previewer reads (source code, markup, data): served as plain text, never as its type. */
const TEXT_TYPES =
  /^(text\/[a-z0-9.+-]+|application\/([a-z0-9.-]+\+)?(json|xml|javascript|ecmascript|x-javascript|x-sh|sql|yaml|x-yaml|toml))$/;

/** How a user file goes out: its Content-Type, its disposition, and whether it needs the sandbox policy. */
export interface ServedType {
  type: string;
  disposition: 'inline' | 'attachment';
  /** Opened as a page, a browser could run it: served with a sandbox Content-Security-Policy. */
  sandbox: boolean;
}

/**
 * The one rule for every route that sends a user's bytes (issue 21, finding 12): an
 * allow-listed type as itself (inline when `wanted`); SVG as itself for `<img>` but only as
 * a sandboxed attachment; other text as plain text; anything else as an octet stream
 * attachment, so no declared type can make a file a script or a page of our origin.
 */
export function servedType(
  mime: string | null,
  extension: string | null,
  wanted: 'inline' | 'attachment',
): ServedType {
  const type = contentTypeOf(mime, extension).split(';')[0]!.toLowerCase();
  if (INLINE_TYPES.test(type)) {
    return { type: withCharset(type), disposition: wanted, sandbox: false };
  }
  if (type === 'image/svg+xml') return { type, disposition: 'attachment', sandbox: true };
  if (TEXT_TYPES.test(type)) {
    return { type: 'text/plain; charset=utf-8', disposition: 'attachment', sandbox: true };
  }
  return { type: 'application/octet-stream', disposition: 'attachment', sandbox: true };
}

/** The Content-Type to serve: the stored type when it is a well-formed one, else by extension. */
export function contentTypeOf(mime: string | null, extension: string | null): string {
  const stored = (mime ?? '').trim();
  const type = /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i.test(stored)
    ? stored
    : (MIME_BY_EXTENSION[(extension ?? '').toLowerCase()] ?? 'application/octet-stream');
  return withCharset(type);
}

function withCharset(type: string): string {
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
