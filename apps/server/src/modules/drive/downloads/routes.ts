import { DRIVE_MESSAGES } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import { StorageNotFound, thumbnailKey } from '../../../platform/storage';
import { requireUser } from '../../roles/service';
import { assertEntryAccess } from '../access';
import { type EntryRow, findEntryByRef, isFolder } from '../repo';
import { contentDisposition, contentTypeOf, isActiveContent, parseRange } from './http';
import { zipItems, zipStream } from './zip';

/** Policy for user files a browser could run (HTML, SVG, XML): no scripts, no same-origin. */
const SANDBOX_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";
const HASHES_LIMIT = 1000;

async function loadEntry(app: AppInstance, ref: string): Promise<EntryRow> {
  const entry = await findEntryByRef(app.db, ref);
  if (!entry) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  return entry;
}

/** Sends one stored object with validators and Range support. */
async function sendObject(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  object: {
    key: string;
    etag: string;
    lastModified: Date;
    type: string;
    disposition: string;
    cache: string;
  },
) {
  const info = await app.storage.stat(object.key);
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
    const body = await app.storage.get(object.key, range ?? undefined);
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

function etagOf(entry: EntryRow, suffix = ''): string {
  return `"${entry.hash}-${Date.parse(entry.updated_at).toString(36)}-${Number(entry.file_size).toString(36)}${suffix}"`;
}

export function downloadRoutes(app: AppInstance): void {
  const activeCsp = {
    // Runs after the app-wide security headers, so the sandbox policy replaces the app's one.
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      if ((request as FastifyRequest & { sandboxed?: boolean }).sandboxed) {
        reply.header('Content-Security-Policy', SANDBOX_CSP);
      }
    },
  };

  app.get<{ Params: { id: string }; Querystring: { thumbnail?: string } }>(
    '/api/v1/file-entries/:id',
    { preHandler: requireUser, ...activeCsp, exposeHeadRoute: true },
    async (request, reply) => {
      const entry = await loadEntry(app, request.params.id);
      await assertEntryAccess(app, request, entry, 'view');
      if (isFolder(entry) || !entry.storage_key || entry.storage_driver !== app.storage.name) {
        throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
      }
      const lastModified = new Date(entry.updated_at);
      if (request.query.thumbnail === 'true' || request.query.thumbnail === '1') {
        if (!entry.thumbnail) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
        return sendObject(app, request, reply, {
          key: thumbnailKey(entry.storage_key),
          etag: etagOf(entry, '-t'),
          lastModified,
          type: 'image/webp',
          disposition: contentDisposition('inline', `${entry.name}.webp`),
          // The URL carries no version, so "immutable" would be wrong; a year with revalidation by ETag.
          cache: 'private, max-age=31536000',
        });
      }
      const active = isActiveContent(entry.mime, entry.extension);
      if (active) (request as FastifyRequest & { sandboxed?: boolean }).sandboxed = true;
      return sendObject(app, request, reply, {
        key: entry.storage_key,
        etag: etagOf(entry),
        lastModified,
        type: active ? 'text/plain; charset=utf-8' : contentTypeOf(entry.mime, entry.extension),
        disposition: contentDisposition(active ? 'attachment' : 'inline', entry.name),
        cache: 'private, no-cache',
      });
    },
  );

  app.get<{ Params: { hashes: string } }>(
    '/api/v1/file-entries/download/:hashes',
    { preHandler: requireUser },
    async (request, reply) => {
      const refs = [
        ...new Set(
          request.params.hashes
            .split(',')
            .map((h) => h.trim())
            .filter(Boolean),
        ),
      ];
      if (refs.length === 0 || refs.length > HASHES_LIMIT) {
        throw new HttpProblem(422, DRIVE_MESSAGES.notFound, { hashes: [DRIVE_MESSAGES.notFound] });
      }
      const entries: EntryRow[] = [];
      for (const ref of refs) {
        const entry = await loadEntry(app, ref);
        await assertEntryAccess(app, request, entry, 'download');
        entries.push(entry);
      }
      const only = entries[0];
      if (entries.length === 1 && only && !isFolder(only)) {
        if (!only.storage_key || only.storage_driver !== app.storage.name) {
          throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
        }
        return sendObject(app, request, reply, {
          key: only.storage_key,
          etag: etagOf(only),
          lastModified: new Date(only.updated_at),
          type: isActiveContent(only.mime, only.extension)
            ? 'application/octet-stream'
            : contentTypeOf(only.mime, only.extension),
          disposition: contentDisposition('attachment', only.name),
          cache: 'private, no-cache',
        });
      }
      const items = await zipItems(app, entries);
      const name = entries.length === 1 && only ? `${only.name}.zip` : 'download.zip';
      reply
        .type('application/zip')
        .header('Content-Disposition', contentDisposition('attachment', name))
        .header('Cache-Control', 'private, no-store');
      return reply.send(zipStream(app, items));
    },
  );
}
