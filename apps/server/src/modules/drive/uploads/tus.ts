import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Locker, Upload } from '@tus/server';
import { ERRORS, Server } from '@tus/server';
import type { AppInstance } from '../../../app';
import { knownProblem } from '../../../platform/http/errors';
import { defineMessage } from '../../../platform/i18n/define-message';
import {
  diskWatcher,
  type FreeSpaceGuard,
  localStorageRoot,
  type S3Settings,
  type StorageSettings,
  s3ClientConfig,
  s3SettingsOf,
  s3Signature,
} from '../../../platform/storage';
import { tusFinalKey } from './final-key';
import { sharedLocker } from './tus-lock';

/**
 * The bytes of the tus request being handled (the Node request itself, or a verified
 * chunk's spool file), for `DirectFileStore`: tus is handed a request without a body.
 */
export const tusBody = new AsyncLocalStorage<Readable>();

/**
 * Bytes the file stream may buffer while a write is in progress (chunks arriving
 * meanwhile go out together in one `writev`). Measured: 1 MiB halves the server's CPU per
 * GiB against the old path; buffering 8 MiB in the pipe keeps chunks alive past the young
 * generation and costs more in garbage collection than it saves in system calls.
 */
const WRITE_BUFFER = 1024 * 1024;

/**
 * FileStore that writes a PATCH's bytes straight from the Node request to the upload file.
 * Through tus's web `Request`, every 64 KiB chunk crossed a Node → web → Node stream
 * conversion, a proxy, a size limiter and a counting transform on its way to the file. tus still does everything else (lock, offset and expiry
 * checks, the answer); the offset stays the file's size, so bytes of an interrupted
 * request that reached the disk count, and any that did not are simply sent again.
 */
class DirectFileStore extends FileStore {
  /** Ends the write in progress for an upload early, keeping what was written. */
  readonly stoppers = new Map<string, () => void>();

  constructor(
    private readonly root: string,
    private readonly disk: FreeSpaceGuard,
  ) {
    super({ directory: root, expirationPeriodInMilliseconds: TUS_EXPIRATION_MS });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const source = tusBody.getStore();
    if (!source) return super.write(readable, id, offset);
    // tus's own (empty) body stream: drained so its pipeline ends.
    readable.resume();
    // Another request for the upload (a HEAD after a lost connection) asked tus for its
    // lock: end the write where it is, as tus does with the bodies it reads itself.
    // Registered first: the request may come while the upload's size is read below.
    let stopped = false;
    let endWrite = () => {};
    const stop = () => {
      stopped = true;
      endWrite();
    };
    this.stoppers.set(id, stop);
    try {
      const info = await this.configstore.get(id);
      // The client went away, or another request wants the upload, before a byte was read.
      if (stopped || (source.destroyed && !source.readableEnded)) throw ERRORS.ABORTED;
      // What the upload still lacks bounds the body (tus checked Content-Length already).
      const room = info?.size === undefined ? Number.POSITIVE_INFINITY : info.size - offset;
      return await this.pipeInto(source, id, offset, room, (end) => {
        endWrite = end;
      });
    } finally {
      if (this.stoppers.get(id) === stop) this.stoppers.delete(id);
    }
  }

  private async pipeInto(
    source: Readable,
    id: string,
    offset: number,
    room: number,
    onEnd: (end: () => void) => void,
  ): Promise<number> {
    let received = 0;
    const watch = diskWatcher(this.disk);
    // One pass-through for both bounds: the upload's length and the disk's free-space reserve.
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > room) return done(ERRORS.ERR_MAX_SIZE_EXCEEDED as unknown as Error);
        const check = watch(chunk.length);
        if (!check) return done(null, chunk);
        check.then(
          () => done(null, chunk),
          (error: Error) => done(error),
        );
      },
    });
    const sink = createWriteStream(join(this.root, id), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER,
    });
    // Piped, not in the pipeline: a refused body must not destroy the request (tus answers
    // it), while a request that breaks off ends the write with what reached the file.
    const aborted = () => {
      if (!source.readableEnded) limiter.destroy(ERRORS.ABORTED as unknown as Error);
    };
    source.once('error', aborted);
    source.once('close', aborted);
    // Stopped: ends like a broken-off request, once the write in flight has reached the file.
    onEnd(aborted);
    source.pipe(limiter);
    try {
      await pipeline(limiter, sink);
    } catch (error) {
      source.unpipe(limiter);
      // Done with the file before tus unlocks the upload and a resumed PATCH reads its size.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      if (
        (error as unknown) === ERRORS.ERR_MAX_SIZE_EXCEEDED ||
        (error as unknown) === ERRORS.ABORTED
      )
        throw error;
      // The reserve reached, or the disk full after all (ENOSPC, EDQUOT): 507 at once.
      const problem = knownProblem(error);
      if (problem?.status === 507) throw { status_code: 507, body: `${problem.message}\n` };
      throw ERRORS.FILE_WRITE_ERROR;
    } finally {
      source.off('error', aborted);
      source.off('close', aborted);
    }
    return offset + sink.bytesWritten;
  }
}

/**
 * The shared locker (`sharedLocker`), telling `store` to end an upload's write when another
 * request wants the upload's lock (tus ends the writes of the bodies it reads on its own).
 */
function stoppingLocker(locker: Locker, store: DirectFileStore): Locker {
  return {
    newLock(id) {
      const lock = locker.newLock(id);
      return {
        lock: (signal, requestRelease) =>
          lock.lock(signal, () => {
            store.stoppers.get(id)?.();
            return requestRelease();
          }),
        unlock: () => lock.unlock(),
      };
    },
  };
}

/** Unfinished uploads are dropped after this long (issue: 24 h). */
export const TUS_EXPIRATION_MS = 24 * 60 * 60_000;
export const TUS_PATH = '/api/v1/tus/upload';
/** Header the server (never the client) sets on the request it hands to tus: the uploader's id. */
export const UPLOADER_HEADER = 'x-coffer-uploader';
/**
 * Header the server (never the client) sets on a creation it hands to tus: the id the
 * route chose, and reserved the upload's bytes under, before tus made the upload.
 */
export const UPLOAD_ID_HEADER = 'x-coffer-upload-id';
/** Deferred length (`Upload-Defer-Length`) is refused: the quota needs the length up front. */
export const UPLOAD_LENGTH_REQUIRED = defineMessage(
  'Send the upload’s length (Upload-Length) when creating it: uploads of unknown length are not accepted.',
);
/** Headers a client may not send: only the server speaks them to tus. */
export const SERVER_ONLY_HEADERS = new Set([UPLOADER_HEADER, UPLOAD_ID_HEADER]);

/** A fresh tus upload id (32 hex characters, `TUS_ID_PATTERN`). */
export function newUploadId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The id of the upload tus is creating: the one the route reserved bytes under, else a
 * fresh one (tus `namingFunction`).
 */
export function uploadIdOf(req: Request): string {
  const id = req.headers.get(UPLOAD_ID_HEADER);
  return id && TUS_ID_PATTERN.test(id) ? id : newUploadId();
}

/** tus `maxSize`: `uploads.max_size` (0: none), which also bounds what a PATCH may carry. */
export function siteMaxSize(app: AppInstance): () => Promise<number> {
  return async () => (await app.settings.get('uploads')).max_size ?? 0;
}
export const TUS_ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * tus options that build an upload's `Location` from the URL the route handed to tus,
 * made of Fastify's `request.protocol` and `request.host`: those read `X-Forwarded-*` only
 * when TRUST_PROXY names the proxy. (tus's own `respectForwardedHeaders` would believe any
 * client's `X-Forwarded-Host`.) `pathOf` answers the upload's path from the request and id.
 */
export function trustedLocation(pathOf: (req: Request, id: string) => string) {
  return {
    respectForwardedHeaders: false,
    generateUrl: (req: Request, { id }: { id: string }) =>
      `${new URL(req.url).origin}${pathOf(req, id)}`,
  };
}

export interface TusBackend {
  /** The storage driver its finished uploads' bytes are in (`objectKey`): 'local' or 's3'. */
  driver: string;
  server: Server;
  datastore: DataStore;
  /** Storage key (in `driver`) of a finished upload's bytes. */
  objectKey(id: string): string;
  /** Drops the upload's bookkeeping once its bytes were moved away. */
  forget(id: string): Promise<void>;
  getUpload(id: string): Promise<Upload | null>;
  /** The store reads request bytes from `tusBody` (local disk), not from the web request. */
  direct: boolean;
}

/**
 * The tus backends of the storage settings: a FileStore under DATA_DIR/storage/tus, always
 * there, and an S3Store for the S3 settings in force (rebuilt when they change). An upload is
 * created on the current driver's backend and continues on the one holding it, so an admin's
 * switch of `storage.driver` leaves uploads in progress to finish where they started. A change
 * of the S3 settings themselves (endpoint, bucket, keys) replaces the S3Store: uploads in
 * progress in a bucket the new settings no longer reach answer 404 (tus clients then start
 * them over, as after an expiry).
 */
export interface TusBackends {
  /** The backend new uploads go to: the current storage driver's. */
  current(): Promise<TusBackend>;
  /** The backend holding upload `id` (the current one asked first), with the upload. */
  find(id: string): Promise<{ backend: TusBackend; upload: Upload } | null>;
  /** The backends built so far, the current one included (the hourly clean-up runs on each). */
  all(): Promise<TusBackend[]>;
}

/** Builds the tus server of one backend (its routes and hooks) on that backend's store. */
export type TusServerFactory = (datastore: DataStore, locker: Locker | undefined) => Server;

/** The drive's tus backends: `TUS_PATH`, uploads owned by the signed-in user. */
export function createTus(app: AppInstance): TusBackends {
  return createTusBackends(
    app,
    (datastore, locker) =>
      new Server({
        path: TUS_PATH,
        datastore,
        ...(locker ? { locker } : {}),
        ...trustedLocation((_req, id) => `${TUS_PATH}/${id}`),
        namingFunction: uploadIdOf,
        maxSize: siteMaxSize(app),
        async onUploadCreate(req, upload) {
          const uploader = req.headers.get(UPLOADER_HEADER);
          if (!uploader) throw { status_code: 401, body: 'Unauthenticated.\n' };
          return { metadata: { ...upload.metadata, userId: uploader } };
        },
      }),
  );
}

/** tus backends (see `TusBackends`) whose servers `serverFor` builds. */
export function createTusBackends(app: AppInstance, serverFor: TusServerFactory): TusBackends {
  const local = localBackend(app, serverFor);
  let s3: { signature: string; backend: TusBackend } | null = null;

  /** The S3 backend of the settings in force, or null when they name no bucket. */
  function s3Backend(values: StorageSettings): TusBackend | null {
    const settings = s3SettingsOf(values);
    if (!settings) return null;
    const signature = s3Signature(settings);
    if (s3?.signature !== signature) {
      // The replaced store's client is left to the garbage collector, not destroyed: a PATCH
      // may still be writing through it.
      s3 = { signature, backend: s3BackendOf(app, settings, serverFor) };
    }
    return s3.backend;
  }

  async function current(values: StorageSettings): Promise<TusBackend> {
    if (values['storage.driver'] !== 's3') return local;
    const backend = s3Backend(values);
    if (!backend)
      throw new Error('S3 storage is not configured: the server settings name no bucket.');
    return backend;
  }

  return {
    async current() {
      return current(await app.serverSettings.all());
    },
    async find(id) {
      if (!TUS_ID_PATTERN.test(id)) return null;
      const values = await app.serverSettings.all();
      const first = await current(values);
      const other = first === local ? s3Backend(values) : local;
      for (const backend of [first, other]) {
        const upload = backend && (await backend.getUpload(id));
        if (backend && upload) return { backend, upload };
      }
      return null;
    },
    async all() {
      await current(await app.serverSettings.all()).catch(() => null);
      return s3 ? [local, s3.backend] : [local];
    },
  };
}

function localBackend(app: AppInstance, serverFor: TusServerFactory): TusBackend {
  const directory = join(localStorageRoot(app.config), 'tus');
  // FileStore creates its folder in the background and throws from the callback when that
  // fails (an uncaught exception); made here first, its own attempt finds the folder there.
  mkdirSync(directory, { recursive: true });
  const store = new DirectFileStore(directory, app.freeSpace);
  const backend = backendOn(store, serverFor(store, stoppingLocker(sharedLocker(app), store)), {
    driver: 'local',
    direct: true,
    objectKey: (id) => `tus/${id}`,
    forget: async (id) => store.configstore.delete(id),
  });
  return {
    ...backend,
    // A finish whose instance died after renaming the bytes to their final key (and before
    // making the entry) leaves the upload's record without its file: complete, if every
    // byte is under that key.
    async getUpload(id) {
      const upload = await backend.getUpload(id);
      if (upload || !TUS_ID_PATTERN.test(id)) return upload;
      const info = await store.configstore.get(id).catch(() => undefined);
      if (info?.size === undefined) return null;
      const storage = await app.storages.named('local');
      const moved = await storage.stat(tusFinalKey(id)).catch(() => null);
      return moved?.size === info.size ? Object.assign(info, { offset: info.size }) : null;
    },
  };
}

function s3BackendOf(
  app: AppInstance,
  settings: S3Settings,
  serverFor: TusServerFactory,
): TusBackend {
  const store = new S3Store({
    s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
    expirationPeriodInMilliseconds: TUS_EXPIRATION_MS,
    // Object tags only feed bucket lifecycle rules, which many S3-compatible servers lack;
    // expired uploads are removed by the hourly `drive.tus-expired` task instead.
    useTags: false,
  });
  return backendOn(store, serverFor(store, sharedLocker(app)), {
    driver: 's3',
    direct: false,
    objectKey: (id) => id,
    forget: async (id) => {
      const storage = await app.storages.named('s3');
      await storage.delete(`${id}.info`);
      await storage.delete(`${id}.part`);
    },
  });
}

function backendOn(
  datastore: DataStore,
  server: Server,
  parts: Pick<TusBackend, 'driver' | 'direct' | 'objectKey' | 'forget'>,
): TusBackend {
  return {
    ...parts,
    server,
    datastore,
    async getUpload(id) {
      if (!TUS_ID_PATTERN.test(id)) return null;
      try {
        return await datastore.getUpload(id);
      } catch {
        return null;
      }
    },
  };
}
