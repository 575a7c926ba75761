import { DRIVE_MESSAGES } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import { defineMessage } from '../../../platform/i18n/define-message';
import { StorageNotFound, thumbnailKey } from '../../../platform/storage';
import type { EntryRow } from '../repo';
import { contentDisposition, parseRange, servedType } from './http';

/** Policy for user files a browser could run (HTML, SVG, XML): no scripts, no same-origin. */
const SANDBOX_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** Refusal of a preview to a caller without the download right, for a type with no rendition. */
export const PREVIEW_UNAVAILABLE = defineMessage(
  'No preview of this file is available without the right to download it.',
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer carries a user file that needs the sandbox policy. */
    sandboxed?: boolean;
  }
}

/**
 * Route options of every route that sends user bytes. The hook runs after the app-wide
 * security headers, so the sandbox policy replaces the app's one where the type needs it.
 */
export const userFileRoute = {
  onSend: async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sandboxed) reply.header('Content-Security-Policy', SANDBOX_CSP);
  },
};

export interface StoredObject {
  /** The store the object is in (`file_entries.storage_driver`). */
  driver: string | null;
  key: string;
  etag: string;
  lastModified: Date;
  type: string;
  disposition: string;
  cache: string;
}

/** Sends one stored object with validators and Range support. */
export async function sendObject(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  object: StoredObject,
) {
  const storage = await app.storages.named(object.driver);
  const info = await storage.stat(object.key);
  if (!info) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  reply
    .header('ETag', object.etag)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Cache-Control', object.cache)
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', object.disposition);
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  if (
    ifNoneMatch?.split(/\s*,\s*/).includes(object.etag) ||
    (!ifNoneMatch &&
      ifModifiedSince &&
      Date.parse(ifModifiedSince) >= Math.floor(object.lastModified.getTime() / 1000) * 1000)
  ) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== object.etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
  }
  reply.type(object.type);
  if (request.method === 'HEAD') {
    reply.header('Content-Length', range ? range.end - range.start + 1 : info.size);
    return reply.code(range ? 206 : 200).send();
  }
  if (info.size === 0) return reply.header('Content-Length', 0).send('');
  try {
    const body = await storage.get(object.key, range ?? undefined);
    if (range) {
      reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    }
    reply.header('Content-Length', range ? range.end - range.start + 1 : info.size);
    return reply.send(body);
  } catch (error) {
    if (error instanceof StorageNotFound) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
    throw error;
  }
}

export function etagOf(entry: EntryRow, suffix = ''): string {
  return `"${entry.hash}-${Date.parse(entry.updated_at).toString(36)}-${Number(entry.file_size).toString(36)}${suffix}"`;
}

/** The entry's storage key, or 404 for an entry without bytes (a folder). */
function storedKey(entry: EntryRow): string {
  if (!entry.storage_key) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  return entry.storage_key;
}

/** A file's original bytes, typed and disposed by the one rule of `servedType`. */
export function sendEntryFile(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: EntryRow,
  options: { kind: 'inline' | 'attachment'; cache: string },
) {
  const key = storedKey(entry);
  const served = servedType(entry.mime, entry.extension, options.kind);
  if (served.sandbox) request.sandboxed = true;
  return sendObject(app, request, reply, {
    driver: entry.storage_driver,
    key,
    etag: etagOf(entry),
    lastModified: new Date(entry.updated_at),
    type: served.type,
    disposition: contentDisposition(served.disposition, entry.name),
    cache: options.cache,
  });
}

/** The entry's WebP thumbnail (made by the thumbnail job), or 404 while it has none. */
export function sendThumbnail(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: EntryRow,
  cache: string,
) {
  const key = storedKey(entry);
  if (!entry.thumbnail) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  return sendObject(app, request, reply, {
    driver: entry.storage_driver,
    key: thumbnailKey(key),
    etag: etagOf(entry, '-t'),
    lastModified: new Date(entry.updated_at),
    type: 'image/webp',
    disposition: contentDisposition('inline', `${entry.name}.webp`),
    cache,
  });
}

/**
 * A preview for a caller who may view an entry but not download it (a view-only share, a
 * link with downloads off or its limit reached): a rendition, never the original bytes of
 * anything but text. An image gets its thumbnail, a text file its text; other types have no
 * rendition yet, so the preview is refused (403) and the previewer says so.
 */
export function sendRendition(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: EntryRow,
  cache: string,
) {
  if (entry.type === 'image' && entry.thumbnail) {
    return sendThumbnail(app, request, reply, entry, cache);
  }
  if (servedType(entry.mime, entry.extension, 'inline').type.startsWith('text/plain')) {
    return sendEntryFile(app, request, reply, entry, { kind: 'inline', cache });
  }
  throw new HttpProblem(403, PREVIEW_UNAVAILABLE);
}
