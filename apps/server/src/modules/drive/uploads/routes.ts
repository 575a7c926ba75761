import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { driveEndpoints, UPLOAD_MESSAGES, uploadFieldsSchema } from '@coffer/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { route } from '../../../kernel/roles/endpoint-route';
import { HttpProblem, validate } from '../../../platform/http/errors';
import { assertRoomOnDisk, parseTusMetadata } from '../../../platform/storage';
import { quotaHolder } from '../quota';
import { presentEntry } from '../service';
import { assertUploadAllowed, cleanFileName, resolveUploadPlace } from './checks';
import { finalizeUpload } from './finalize';
import { assembleParts, finishedEntry, tusFinalKey } from './finish';
import { forgetOldFinishes } from './finished-repo';
import {
  releaseExpiredUploads,
  releaseUpload,
  reserveUpload,
  whileClaimed,
} from './reservations-repo';
import {
  createTus,
  newUploadId,
  SERVER_ONLY_HEADERS,
  TUS_PATH,
  type TusBackend,
  type TusBackends,
  tusBody,
  UPLOAD_ID_HEADER,
  UPLOAD_LENGTH_REQUIRED,
  UPLOADER_HEADER,
} from './tus';
import { readUploadForm } from './upload-form';

export const TUS_CLEANUP_TASK = 'drive.tus-expired';
const HOUR = 60 * 60_000;

/**
 * tus 1.0 checksum extension (sha256): the chunk is spooled to a temp file while hashed and
 * only handed to tus when it matches, so a corrupt chunk never reaches the upload (460).
 */
async function verifiedChunk(
  app: AppInstance,
  request: FastifyRequest,
  header: string,
): Promise<{ body: Readable; cleanup: () => Promise<void> }> {
  const [algorithm, expected] = header.trim().split(' ');
  if (algorithm !== 'sha256' || !expected) {
    throw new HttpProblem(400, 'Unsupported checksum algorithm (use sha256).');
  }
  const dir = join(app.config.dataDir, 'storage', 'tmp');
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomBytes(16).toString('hex'));
  const hash = createHash('sha256');
  const hasher = new Transform({
    transform(chunk, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const cleanup = () => rm(path, { force: true });
  try {
    await pipeline(request.raw, hasher, createWriteStream(path));
  } catch (error) {
    await cleanup();
    throw error;
  }
  if (hash.digest('base64') !== expected) {
    await cleanup();
    throw new HttpProblem(460, 'Checksum Mismatch');
  }
  return { body: createReadStream(path, { highWaterMark: 1024 * 1024 }), cleanup };
}

async function handleTus(
  app: AppInstance,
  backends: TusBackends,
  request: FastifyRequest<{ Params: { id?: string } }>,
  reply: FastifyReply,
) {
  const method = request.method;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SERVER_ONLY_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  let reserved: string | null = null;
  // A new upload goes to the current storage; one in progress stays on the store holding it.
  let holding: TusBackend | undefined;
  if (method !== 'OPTIONS') {
    if (!request.user) throw new HttpProblem(401, 'Unauthenticated.');
    headers.set(UPLOADER_HEADER, String(request.user.id));
    const id = request.params.id;
    if (id !== undefined) {
      const found = await backends.find(id);
      holding = found?.backend;
      // Someone else's upload answers like a missing one; so does one whose store is gone
      // (the S3 settings changed meanwhile), which tus clients then start over.
      if (!found || found.upload.metadata?.userId !== String(request.user.id)) {
        return reply
          .code(404)
          .header('Tus-Resumable', '1.0.0')
          .send('The file for this url was not found\n');
      }
    }
  }
  const tus = holding ?? (await backends.current());
  if (method === 'POST' && request.user) {
    reserved = await reserveTusUpload(app, request, request.user.id, tus);
    headers.set(UPLOAD_ID_HEADER, reserved);
  }

  let body: Readable | undefined;
  let cleanup = async () => {};
  // PATCH, or a POST carrying its first bytes (creation-with-upload).
  const carriesBytes =
    method === 'PATCH' ||
    (method === 'POST' && request.headers['content-type'] === 'application/offset+octet-stream');
  if (carriesBytes) {
    await assertRoomOnDisk(app.freeSpace, Number(request.headers['content-length'] ?? 0), {
      name: tus.driver,
    });
    const checksum = request.headers['upload-checksum'];
    if (typeof checksum === 'string') {
      ({ body, cleanup } = await verifiedChunk(app, request, checksum));
    } else {
      body = request.raw;
    }
  }
  try {
    const url = `${request.protocol}://${request.host}${request.url}`;
    // Node's fetch needs `duplex: 'half'` for a streamed request body (not in the DOM types).
    // On local disk the store takes the bytes from the Node stream itself (`tusBody`).
    const direct = tus.direct && body !== undefined;
    const webRequest = new Request(url, {
      method,
      headers,
      body: direct ? null : (body as unknown as RequestInit['body']),
      duplex: 'half',
    } as RequestInit);
    const response =
      direct && body
        ? await tusBody.run(body, () => tus.server.handleWeb(webRequest))
        : await tus.server.handleWeb(webRequest);
    if (reserved && response.status === 201) reserved = null;
    // Refused part-way (full disk, too large): close rather than read the rest of the body.
    if (carriesBytes && response.status >= 400 && !request.raw.readableEnded) {
      reply.header('connection', 'close');
    }
    if (method === 'DELETE' && response.status === 204 && request.params.id) {
      await releaseUpload(app.db, request.params.id);
    }
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    if (method === 'OPTIONS') {
      // The checksum extension is ours (verifiedChunk), so tus does not announce it.
      // Deferred length is refused (the quota needs the length up front); checksum is ours.
      const extensions = response.headers
        .get('tus-extension')
        ?.split(',')
        .filter((name) => name !== 'creation-defer-length');
      if (extensions) reply.header('Tus-Extension', [...extensions, 'checksum'].join(','));
      reply.header('Tus-Checksum-Algorithm', 'sha256');
    }
    if (!response.body || method === 'HEAD') return reply.send();
    return reply.send(Buffer.from(await response.arrayBuffer()));
  } finally {
    await cleanup();
    // A creation tus refused (or that failed) gives its reservation back.
    if (reserved) await releaseUpload(app.db, reserved);
  }
}

/**
 * tus creation: refuses what can be refused before a byte is sent (a deferred or invalid
 * length, the place, size, extension) and reserves the announced length against the quota
 * of the space the upload goes to (the root included), under the id tus will give it.
 */
async function reserveTusUpload(
  app: AppInstance,
  request: FastifyRequest,
  userId: number,
  tus: TusBackend,
): Promise<string> {
  if (request.headers['upload-defer-length'] !== undefined) {
    throw new HttpProblem(400, UPLOAD_LENGTH_REQUIRED);
  }
  const size = Number(request.headers['upload-length']);
  if (!Number.isSafeInteger(size) || size < 0) throw new HttpProblem(400, UPLOAD_LENGTH_REQUIRED);
  const meta = parseTusMetadata(request.headers['upload-metadata'] as string | undefined);
  const queryWorkspace = (request.query as Record<string, string | undefined>).workspaceId;
  const fields = validate(uploadFieldsSchema, {
    parentId: meta.parentId || null,
    relativePath: meta.relativePath || null,
    workspaceId: meta.workspaceId || queryWorkspace || 0,
  });
  const { workspaceId } = await resolveUploadPlace(app, request, fields);
  const name = cleanFileName(meta.name ?? meta.filename);
  await assertUploadAllowed(app, request, { name, size, workspaceId }, { quota: false });
  await assertRoomOnDisk(app.freeSpace, size, { name: tus.driver });
  const key = newUploadId();
  const holderId = await quotaHolder(app, userId, workspaceId);
  await reserveUpload(app, { key, uploader: `user:${userId}`, holderId, bytes: size });
  return key;
}

export function uploadRoutes(app: AppInstance): void {
  const tus = createTus(app);
  app.jobs.schedule(TUS_CLEANUP_TASK, HOUR, async () => {
    let removed = 0;
    for (const backend of await tus.all()) removed += await backend.server.cleanUpExpiredUploads();
    await releaseExpiredUploads(app.db, app.clock);
    await forgetOldFinishes(app.db, app.clock);
    return `Removed ${removed} expired upload(s).`;
  });

  app.register(async (scope) => {
    // tus PATCH bodies stream straight into the store: no parsing, no body limit.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    const handler = (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) =>
      handleTus(app, tus, request, reply);
    scope.route({ method: [...methods], url: TUS_PATH, handler });
    scope.route({ method: [...methods], url: `${TUS_PATH}/:id`, handler });
  });

  route(app, driveEndpoints.tusEntry, async ({ request, body, query }) => {
    // The body's `workspaceId`, else the query's (where the web client sends it).
    const input = { ...body, workspaceId: body.workspaceId ?? query.workspaceId ?? 0 };
    // A finish retried after its answer was lost gets the entry the first one made.
    const earlier = await finishedEntry(app, request, input.uploadKey);
    if (earlier) return { fileEntry: await presentEntry(app, request, earlier) };
    const found = await tus.find(input.uploadKey);
    if (!found || found.upload.metadata?.userId !== String(request.user?.id)) {
      throw new HttpProblem(422, UPLOAD_MESSAGES.uploadNotFound, {
        uploadKey: [UPLOAD_MESSAGES.uploadNotFound],
      });
    }
    const { backend, upload } = found;
    if (upload.size === undefined || upload.offset !== upload.size) {
      throw new HttpProblem(422, UPLOAD_MESSAGES.uploadIncomplete, {
        uploadKey: [UPLOAD_MESSAGES.uploadIncomplete],
      });
    }
    const size = upload.size;
    const meta = upload.metadata ?? {};
    const id = input.uploadKey;
    const storage = await app.storages.named(backend.driver);
    // One request turns an upload into an entry: a double submit waits for it and gets the
    // entry it made; a retry of one whose instance died goes on once its claim lapses, with
    // the bytes where that one left them (the final key is the upload's own).
    const finalKey = tusFinalKey(id);
    const entry = await whileClaimed(
      app.db,
      id,
      app.clock,
      async () => (await tus.find(id)) !== null,
      async () => {
        const made = await finishedEntry(app, request, id);
        if (made) {
          await backend.forget(id).catch(() => {});
          return made;
        }
        await assembleParts(backend, storage, id, size, finalKey);
        return finalizeUpload(
          app,
          request,
          {
            name: cleanFileName(meta.name ?? meta.filename),
            size,
            mime: meta.filetype ?? meta.type ?? null,
            storage,
            stagedKey: backend.objectKey(id),
            finalKey,
            discard: async () => {
              await backend.datastore.remove(id).catch(() => backend.forget(id));
            },
            moved: () => backend.forget(id),
          },
          input,
          id,
        );
      },
    );
    const result = entry ?? (await finishedEntry(app, request, id));
    if (!result) {
      throw new HttpProblem(422, UPLOAD_MESSAGES.uploadNotFound, {
        uploadKey: [UPLOAD_MESSAGES.uploadNotFound],
      });
    }
    return { fileEntry: await presentEntry(app, request, result) };
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 4096 } });
    route(scope, driveEndpoints.upload, async ({ request, reply }) => {
      const { file, fields: raw } = await readUploadForm(app, request, reply);
      let fields: ReturnType<typeof uploadFieldsSchema.parse>;
      try {
        fields = validate(uploadFieldsSchema, raw);
      } catch (error) {
        await file.discard();
        throw error;
      }
      const entry = await finalizeUpload(app, request, file, fields);
      return { fileEntry: await presentEntry(app, request, entry) };
    });
  });
}
