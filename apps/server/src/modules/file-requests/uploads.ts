import type { Readable } from 'node:stream';
import { FILE_REQUEST_MESSAGES, fileExtension, UPLOAD_MESSAGES } from '@coffer/contract';
import type { DataStore, Upload } from '@tus/server';
import { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { assertRoomOnDisk, newStorageKey, parseTusMetadata } from '../../platform/storage';
import { limit } from '../auth/service';
import { quotaHolder, withRoomFor } from '../drive/quota';
import { createFileEntry, type EntryRow } from '../drive/repo';
import {
  EXTRACT_TEXT_JOB,
  THUMBNAIL_JOB,
  wantsText,
  wantsThumbnail,
} from '../drive/thumbnails/jobs';
import { cleanFileName } from '../drive/uploads/checks';
import { releaseUpload, reserveUpload, whileClaimed } from '../drive/uploads/reservations-repo';
import {
  createTusBackends,
  newUploadId,
  SERVER_ONLY_HEADERS,
  siteMaxSize,
  type TusBackend,
  type TusBackends,
  trustedLocation,
  UPLOAD_ID_HEADER,
  UPLOAD_LENGTH_REQUIRED,
  uploadIdOf,
} from '../drive/uploads/tus';
import { swapContent } from '../drive/versions/service';
import { queueBatchNotice } from './notify';
import {
  forgetUploadsOfEntry,
  insertUpload,
  isClosed,
  pastDeadline,
  uploadsOfVisitor,
  visitorsFileNamed,
} from './repo';
import { type HashRequest, type OpenRequest, openRequest, requireVisitor } from './visitor';

/** Where visitors send bytes (tus 1.0): `POST …/{hash}/upload`, then `PATCH …/upload/{id}`. */
export const VISITOR_TUS_PATH = '/api/v1/file-requests/:hash/upload';
/** Header only the server sets on the request it hands to tus: `{requestId}:{visitorId}`. */
const VISITOR_HEADER = 'x-coffer-file-request-visitor';

/** The visitors' tus backends: one per storage, as the drive's (`TusBackends`). */
export type VisitorTus = TusBackends;

/**
 * tus servers of their own for visitors (their uploads carry a request and a visitor, never
 * a user id, so the drive's tus endpoint refuses them), on the drive's upload stores: the
 * drive's hourly clean-up also drops visitors' unfinished uploads.
 */
export function createVisitorTus(app: AppInstance): VisitorTus {
  return createTusBackends(app, (datastore) => visitorServer(app, datastore));
}

function visitorServer(app: AppInstance, datastore: DataStore): Server {
  return new Server({
    path: '/api/v1/file-requests',
    datastore,
    ...trustedLocation((req, id) => `${new URL(req.url).pathname.replace(/\/$/, '')}/${id}`),
    namingFunction: uploadIdOf,
    // Also bounds PATCH bodies: an anonymous endpoint never takes more than the site allows.
    maxSize: siteMaxSize(app),
    async onUploadCreate(req, upload) {
      const who = req.headers.get(VISITOR_HEADER)?.split(':');
      if (who?.length !== 2) throw { status_code: 403, body: 'Forbidden.\n' };
      // A `userId` would let a signed-in account adopt the bytes through the drive's endpoint.
      const { userId: _dropped, ...metadata } = upload.metadata ?? {};
      // When the upload began, on the server's clock (tus dates it on the real one); set
      // here, after the visitor's metadata, so a visitor cannot claim an earlier start.
      return {
        metadata: {
          ...metadata,
          requestId: who[0]!,
          visitorId: who[1]!,
          startedAt: app.clock.iso(),
        },
      };
    },
  });
}

/** Size, then extensions — the drive's order; 422 each, for the visitor (quota: `ownerRoom`). */
async function assertVisitorFile(app: AppInstance, file: { name: string; size: number }) {
  const uploads = await app.settings.get('uploads');
  if (uploads.max_size !== null && file.size > uploads.max_size)
    throw new HttpProblem(422, UPLOAD_MESSAGES.tooLarge, { file: [UPLOAD_MESSAGES.tooLarge] });
  const extension = fileExtension(file.name);
  const normalise = (list: string[]) => list.map((e) => e.toLowerCase().replace(/^\./, ''));
  const allowed = normalise(uploads.allowed_extensions);
  if (
    (allowed.length > 0 && !allowed.includes(extension)) ||
    normalise(uploads.blocked_extensions).includes(extension)
  )
    throw new HttpProblem(422, UPLOAD_MESSAGES.extensionNotAllowed, {
      file: [UPLOAD_MESSAGES.extensionNotAllowed],
    });
}

/** Visitors spend the space of whoever's drive the folder is in (`quotaHolder` knows whose). */
async function ownerRoom(app: AppInstance, open: OpenRequest, bytes: number) {
  return {
    holderId: await quotaHolder(app, open.row.user_id, open.folder.workspace_id),
    bytes,
    problem: () =>
      new HttpProblem(422, FILE_REQUEST_MESSAGES.ownerQuota, {
        file: [FILE_REQUEST_MESSAGES.ownerQuota],
      }),
  };
}

/** When the upload began: an upload started before the deadline may finish after it. */
function startedAt(app: AppInstance, upload: Upload): number {
  return Date.parse(upload.metadata?.startedAt ?? upload.creation_date ?? '') || app.clock.nowMs();
}

function closedProblem(): HttpProblem {
  return new HttpProblem(403, FILE_REQUEST_MESSAGES.closed);
}

/** The visitor's tus calls: checked here (request open, password, visitor, file), run by tus. */
export async function handleVisitorTus(
  app: AppInstance,
  tus: VisitorTus,
  request: HashRequest,
  reply: FastifyReply,
) {
  const method = request.method;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === VISITOR_HEADER || SERVER_ONLY_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  let reserved: string | null = null;
  // A new upload goes to the current storage; one in progress stays on the store holding it.
  let holding: TusBackend | undefined;
  if (method !== 'OPTIONS') {
    const open = await openRequest(app, request, request.params.hash);
    const visitor = await requireVisitor(app, request, open.row);
    const id = request.params.id;
    if (id !== undefined) {
      const found = await tus.find(id);
      // Another visitor's upload answers like a missing one.
      if (!found || found.upload.metadata?.visitorId !== String(visitor.id)) {
        return reply
          .code(404)
          .header('Tus-Resumable', '1.0.0')
          .send('The file for this url was not found\n');
      }
      holding = found.backend;
      if (method === 'PATCH' && isClosed(open.row, startedAt(app, found.upload)))
        throw closedProblem();
    }
    if (method === 'POST') {
      if (isClosed(open.row, app.clock.nowMs())) throw closedProblem();
      await limit(app, [
        { key: `file-request-upload:ip:${request.ip}`, max: 300, windowMs: 10 * 60_000 },
      ]);
      const meta = parseTusMetadata(request.headers['upload-metadata'] as string | undefined);
      const name = cleanFileName(meta.name ?? meta.filename);
      if (request.headers['upload-defer-length'] !== undefined)
        throw new HttpProblem(400, UPLOAD_LENGTH_REQUIRED);
      const size = Number(request.headers['upload-length']);
      if (!Number.isSafeInteger(size) || size < 0)
        throw new HttpProblem(400, UPLOAD_LENGTH_REQUIRED);
      await assertVisitorFile(app, { name, size });
      holding = await tus.current();
      await assertRoomOnDisk(app.freeSpace, size, { name: holding.driver });
      reserved = newUploadId();
      const room = await ownerRoom(app, open, size);
      await reserveUpload(app, { ...room, key: reserved, uploader: `visitor:${visitor.id}` });
      headers.set(UPLOAD_ID_HEADER, reserved);
    }
    headers.set(VISITOR_HEADER, `${open.row.id}:${visitor.id}`);
  }
  const backend = holding ?? (await tus.current());
  const body =
    method === 'PATCH' ||
    (method === 'POST' && request.headers['content-type'] === 'application/offset+octet-stream')
      ? (request.raw as Readable)
      : undefined;
  if (body) {
    const length = Number(request.headers['content-length'] ?? 0);
    await assertRoomOnDisk(app.freeSpace, length, { name: backend.driver });
  }
  const url = `${request.protocol}://${request.host}${request.url}`;
  // Node's fetch needs `duplex: 'half'` for a streamed request body (not in the DOM types).
  const webRequest = new Request(url, {
    method,
    headers,
    body: body as unknown as RequestInit['body'],
    duplex: 'half',
  } as RequestInit);
  let response: Response;
  try {
    response = await backend.server.handleWeb(webRequest);
    if (response.status === 201) reserved = null;
  } finally {
    // A creation tus refused (or that failed) gives its reservation back.
    if (reserved) await releaseUpload(app.db, reserved);
  }
  if (method === 'DELETE' && response.status === 204 && request.params.id)
    await releaseUpload(app.db, request.params.id);
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  if (!response.body || method === 'HEAD') return reply.send();
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * `POST file-requests/{hash}/uploads`: a finished tus upload becomes a file in the
 * request's folder, owned by the request's creator (their quota), described with who sent
 * it. Refusals and failures remove the bytes, so nothing is left half-written.
 */
export async function finalizeVisitorUpload(
  app: AppInstance,
  tus: VisitorTus,
  request: FastifyRequest,
  hash: string,
  uploadKey: string,
) {
  const open = await openRequest(app, request, hash);
  const visitor = await requireVisitor(app, request, open.row);
  const found = await tus.find(uploadKey);
  if (
    !found ||
    found.upload.metadata?.visitorId !== String(visitor.id) ||
    found.upload.metadata?.requestId !== String(open.row.id)
  )
    throw new HttpProblem(422, UPLOAD_MESSAGES.uploadNotFound, {
      uploadKey: [UPLOAD_MESSAGES.uploadNotFound],
    });
  const { backend, upload } = found;
  // The bytes stay in the store the upload was made in; the entry records which.
  const storage = await app.storages.named(backend.driver);
  if (upload.size === undefined || upload.offset !== upload.size)
    throw new HttpProblem(422, UPLOAD_MESSAGES.uploadIncomplete, {
      uploadKey: [UPLOAD_MESSAGES.uploadIncomplete],
    });
  const size = upload.size;
  // One request turns an upload into a file: a double submit waits for it and is told the
  // upload is gone; a retry of one whose instance died goes on once its claim lapses.
  const done = await whileClaimed(
    app.db,
    uploadKey,
    app.clock,
    async () => (await tus.find(uploadKey)) !== null,
    async () => {
      const began = startedAt(app, upload);
      let finalKey: string | null = null;
      try {
        if (isClosed(open.row, began)) throw closedProblem();
        const meta = upload.metadata ?? {};
        const name = cleanFileName(meta.name ?? meta.filename);
        await assertVisitorFile(app, { name, size });
        finalKey = newStorageKey();
        await storage.move(backend.objectKey(uploadKey), finalKey);
        await backend.forget(uploadKey);
        const key = finalKey;
        const description = `Uploaded by ${visitor.name} <${visitor.email}> through the file request “${open.row.title}”.`;
        // The visitor's own earlier file of this name takes the new bytes (a version is kept);
        // a file anyone else put there is never replaced: the upload is numbered beside it.
        const own = await visitorsFileNamed(app.db, visitor.id, open.folder.id, name);
        const room = {
          ...(await ownerRoom(app, open, size)),
          exceptUpload: uploadKey,
          newFile: !own,
        };
        await withRoomFor(app, room, async (trx) => {
          await releaseUpload(trx, uploadKey);
          const mime = meta.filetype || meta.type || null;
          const current = own && (await visitorsFileNamed(trx, visitor.id, open.folder.id, name));
          let entry: EntryRow;
          if (current) {
            entry = await swapContent(app, trx, current, {
              storageDriver: storage.name,
              storageKey: key,
              size,
              mime,
              uploadedBy: null,
              uploadedAt: app.clock.iso(),
            });
            await forgetUploadsOfEntry(trx, visitor.id, entry.id);
          } else {
            entry = await createFileEntry(trx, {
              name,
              mime,
              size,
              description: description.slice(0, 2000),
              parentId: open.folder.id,
              ownerId: open.row.user_id,
              workspaceId: open.folder.workspace_id,
              storageDriver: storage.name,
              storageKey: key,
              onClash: 'rename',
              now: app.clock.iso(),
            });
            if (wantsThumbnail(entry))
              await app.jobs.enqueue(trx, THUMBNAIL_JOB, { entryId: entry.id });
            if (wantsText(entry))
              await app.jobs.enqueue(trx, EXTRACT_TEXT_JOB, { entryId: entry.id });
          }
          const row = await insertUpload(trx, {
            request_id: open.row.id,
            visitor_id: visitor.id,
            entry_id: entry.id,
            late: pastDeadline(open.row, began) ? 1 : 0,
            notified_at: null,
            created_at: app.clock.iso(),
          });
          await queueBatchNotice(app, trx, visitor.id, row.id);
        });
      } catch (error) {
        if (finalKey) await storage.delete(finalKey).catch(() => {});
        await backend.datastore.remove(uploadKey).catch(() => backend.forget(uploadKey));
        await releaseUpload(app.db, uploadKey).catch(() => {});
        throw error;
      }
      return true;
    },
  );
  if (!done)
    throw new HttpProblem(422, UPLOAD_MESSAGES.uploadNotFound, {
      uploadKey: [UPLOAD_MESSAGES.uploadNotFound],
    });
  return { uploads: await uploadsOfVisitor(app.db, visitor.id) };
}
