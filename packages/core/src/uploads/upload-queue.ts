import type { Upload } from 'tus-js-client';
import {
  findInterruptedUploads,
  forgetInterruptedUpload,
  type InterruptedUpload,
} from './interrupted';
import { isOffline, uploadedBytesOnceKnown, withSession } from './tus-requests';
import { directoryOf, isSameFile, refusalOf, type UploadItem } from './upload-item';

/** Automatic retries with backoff when the connection drops: at once, then after 1 s … 20 s. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
/**
 * Bytes per tus `PATCH` when the queue is given no `chunkSize`: what a dropped connection may
 * have to send again. The site's own size is the `uploads.chunk_size` setting.
 */
export const UPLOAD_CHUNK_SIZE = 8 * 1024 * 1024;

/** A file the tus server has received in full, for the product to make something of. */
export interface ReceivedUpload<Destination> {
  /** The last segment of the tus upload URL: the key the server keeps the bytes under. */
  uploadKey: string;
  item: UploadItem;
  /** Where the file was added to (`add`), or where an interrupted upload was going. */
  destination: Destination;
}

/** The tus client, or a stand-in with the same `Upload` class (tests). */
export type TusClient = Pick<typeof import('tus-js-client'), 'Upload'>;

export interface UploadQueueOptions<Destination> {
  /** The tus endpoint files are sent to. */
  endpoint: string;
  /**
   * Turns a received file into what the product makes of it (a file entry, a request's
   * upload). A rejection fails the file with the server's message.
   */
  land: (upload: ReceivedUpload<Destination>) => Promise<void>;
  /**
   * tus metadata besides the file's `name`, `filetype` and folder path (`relativePath`).
   * @default () => ({})
   */
  metadata?: (destination: Destination) => Record<string, string>;
  /**
   * Why a file is refused before a byte is sent (over the size limit), or null. A refused
   * file fails at once and cannot be retried.
   * @default () => null
   */
  refuse?: (file: File) => string | null;
  /** Called when nothing is left to send, once per batch in which a file landed. */
  onBatchLanded?: () => void;
  /** Files sent at once. @default 3 */
  concurrency?: number;
  /**
   * Bytes per tus `PATCH`, read as each file starts: the site's `uploads.chunk_size`, so an
   * admin's change applies to the next file without a reload.
   * @default () => UPLOAD_CHUNK_SIZE
   */
  chunkSize?: () => number;
  /**
   * Going offline parks the uploads (`offline`) until the browser is back online, instead of
   * failing them.
   * @default false
   */
  waitsForConnection?: boolean;
  /**
   * Loads the tus client (with the first upload, not with the page).
   * @default () => import('tus-js-client')
   */
  loadTus?: () => Promise<TusClient>;
}

/**
 * An upload queue: each file goes through tus (resumable, retried with backoff, a file sent
 * before resumes from the server's offset), then `land` turns it into what the product
 * makes of it. Optionally, going offline parks an upload until the connection returns, and
 * uploads an earlier page left unfinished come back as `interrupted` (`restoreInterrupted`)
 * to resume once their file is picked again. Framework-agnostic: a view subscribes
 * (`useSyncExternalStore(queue.subscribe, queue.getSnapshot)`).
 */
export function createUploadQueue<Destination = undefined>(
  options: UploadQueueOptions<Destination>,
) {
  const {
    endpoint,
    land,
    metadata = () => ({}),
    refuse = () => null,
    onBatchLanded,
    concurrency = 3,
    chunkSize = () => UPLOAD_CHUNK_SIZE,
    waitsForConnection = false,
    loadTus = () => import('tus-js-client'),
  } = options;
  let items: UploadItem[] = [];
  const jobs = new Map<string, Job<Destination>>();
  const interrupted = new Map<string, { upload: InterruptedUpload; destination: Destination }>();
  const listeners = new Set<() => void>();
  let lastId = 0;
  let restored = false;
  /** Files landed since `onBatchLanded` was last called. */
  let landed = 0;

  const nextId = () => `u${++lastId}`;
  const item = (id: string) => items.find((i) => i.id === id);
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (id: string, patch: Partial<UploadItem>) => {
    items = items.map((i) => (i.id === id ? { ...i, ...patch } : i));
    emit();
  };
  const fail = (id: string, error: unknown) => {
    update(id, { status: 'failed', error: refusalOf(error), speed: 0 });
  };

  const pump = () => {
    const running = items.filter((i) => i.status === 'uploading' || i.status === 'finishing');
    const queued = items.filter((i) => i.status === 'queued');
    for (const next of queued.slice(0, Math.max(0, concurrency - running.length))) {
      void start(next.id);
    }
    if (running.length === 0 && queued.length === 0 && landed > 0) {
      landed = 0;
      onBatchLanded?.();
    }
  };

  const finish = async (id: string, uploadUrl: string) => {
    const job = jobs.get(id);
    const current = item(id);
    if (!job || !current) return;
    update(id, { status: 'finishing', sent: current.size });
    try {
      const uploadKey = uploadUrl.split('/').pop() ?? '';
      await land({ uploadKey, item: current, destination: job.destination });
      landed += 1;
      update(id, { status: 'done', speed: 0 });
    } catch (error) {
      fail(id, error);
    }
    pump();
  };

  const start = async (id: string) => {
    const job = jobs.get(id);
    const current = item(id);
    if (!job || !current) return;
    update(id, { status: 'uploading', error: null });
    try {
      const { Upload } = await loadTus();
      const upload: Upload = new Upload(job.file, {
        endpoint,
        retryDelays: UPLOAD_RETRY_DELAYS,
        chunkSize: chunkSize(),
        removeFingerprintOnSuccess: true,
        metadata: {
          name: job.file.name,
          filetype: job.file.type,
          ...(current.relativePath ? { relativePath: current.relativePath } : {}),
          ...metadata(job.destination),
        },
        onBeforeRequest: withSession,
        onProgress: (sent) => {
          const now = Date.now();
          const seconds = (now - job.lastTick.at) / 1000;
          const speed =
            seconds > 0.25 ? (sent - job.lastTick.sent) / seconds : (item(id)?.speed ?? 0);
          if (seconds > 0.25) job.lastTick = { at: now, sent };
          update(id, { sent, speed: Math.max(0, speed) });
        },
        onSuccess: () => void finish(id, upload.url ?? ''),
        onError: (error) => {
          // tus-js-client stops retrying while the browser is offline; `online` resumes it.
          if (waitsForConnection && isOffline() && item(id)?.status === 'uploading') {
            update(id, { status: 'offline', error: null, speed: 0 });
          } else fail(id, error);
          pump();
        },
      });
      job.upload = upload;
      job.lastTick = { at: Date.now(), sent: 0 };
      // The upload this one continues, or the same file sent before (tus remembers its
      // fingerprint until it finishes).
      const previous = job.previous
        ? [{ ...job.previous, parallelUploadUrls: null }]
        : await upload.findPreviousUploads().catch(() => []);
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      // Paused or cancelled while the client loaded: it stays so.
      if (item(id)?.status === 'uploading') upload.start();
    } catch (error) {
      fail(id, error);
      pump();
    }
  };

  if (waitsForConnection && typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      items = items.map((i) => (i.status === 'offline' ? { ...i, status: 'queued' } : i));
      emit();
      pump();
    });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
    /**
     * Queues files for `destination`; `paths` (a drop's, else each file's
     * `webkitRelativePath`) keep a folder's tree. Adding the file an interrupted upload was
     * sending resumes that upload.
     */
    add(files: File[], destination: Destination, paths?: (string | undefined)[]) {
      const added = files.map((file, index): UploadItem => {
        const id = nextId();
        const refusal = refuse(file);
        jobs.set(id, {
          file,
          destination,
          upload: null,
          lastTick: { at: 0, sent: 0 },
          refused: refusal !== null,
        });
        const path = paths?.[index] ?? (file.webkitRelativePath || undefined);
        return {
          id,
          name: file.name,
          relativePath: directoryOf(path),
          size: file.size,
          sent: 0,
          status: refusal === null ? 'queued' : 'failed',
          speed: 0,
          error: refusal,
        };
      });
      for (const entry of added) {
        const job = jobs.get(entry.id);
        if (!job || job.refused) continue;
        const was = items.find((i) => i.status === 'interrupted' && isSameFile(job.file, i));
        const previous = was && interrupted.get(was.id);
        if (!was || !previous) continue;
        job.previous = previous.upload;
        interrupted.delete(was.id);
        items = items.filter((i) => i !== was);
      }
      items = [...items, ...added];
      emit();
      pump();
    },
    /**
     * Lists the uploads to this endpoint an earlier page left unfinished (once), with what the
     * server holds of each; `destinationOf` reads where each was going from its metadata.
     */
    restoreInterrupted(destinationOf: (metadata: Record<string, string>) => Destination) {
      if (restored) return;
      restored = true;
      for (const upload of findInterruptedUploads(endpoint)) {
        const id = nextId();
        interrupted.set(id, { upload, destination: destinationOf(upload.metadata) });
        items = [
          ...items,
          {
            id,
            name: upload.metadata.name ?? 'Untitled',
            relativePath: upload.metadata.relativePath ?? null,
            size: upload.size,
            sent: 0,
            status: 'interrupted',
            speed: 0,
            error: null,
          },
        ];
        void uploadedBytesOnceKnown(upload).then((sent) => {
          if (sent === 'gone') {
            forgetInterruptedUpload(upload);
            interrupted.delete(id);
            if (item(id)?.status === 'interrupted') {
              items = items.filter((i) => i.id !== id);
              emit();
            }
          } else if (sent !== null && item(id)?.status === 'interrupted') {
            update(id, { sent });
          }
        });
      }
      emit();
    },
    /**
     * Resumes an interrupted upload with its file, picked again by the user: to where it was
     * going, from the bytes the server already has.
     */
    resumeWith(id: string, file: File) {
      const current = item(id);
      const was = interrupted.get(id);
      if (!current || !was || current.status !== 'interrupted') return;
      if (!isSameFile(file, current)) {
        update(id, { error: `Choose “${current.name}” to resume this upload.` });
        return;
      }
      jobs.set(id, {
        file,
        destination: was.destination,
        upload: null,
        lastTick: { at: 0, sent: 0 },
        previous: was.upload,
      });
      interrupted.delete(id);
      update(id, { status: 'queued', error: null });
      pump();
    },
    pause(id: string) {
      void jobs.get(id)?.upload?.abort();
      update(id, { status: 'paused', speed: 0 });
      pump();
    },
    resume(id: string) {
      update(id, { status: 'queued' });
      pump();
    },
    /** Sends a failed file again, from the start (a refused one stays failed). */
    retry(id: string) {
      if (item(id)?.status !== 'failed' || jobs.get(id)?.refused) return;
      update(id, { status: 'queued', error: null, sent: 0 });
      pump();
    },
    /** Stops a file and deletes what the server holds of it. */
    cancel(id: string) {
      const was = interrupted.get(id);
      if (was) {
        // An earlier page's upload: forget it here, then delete it on the server.
        interrupted.delete(id);
        forgetInterruptedUpload(was.upload);
        void loadTus()
          .then(({ Upload }) =>
            Upload.terminate(was.upload.uploadUrl, { onBeforeRequest: withSession }),
          )
          .catch(() => {});
        update(id, { status: 'cancelled', speed: 0 });
        return;
      }
      // `abort(true)` also deletes the partial upload on the server.
      void jobs
        .get(id)
        ?.upload?.abort(true)
        .catch(() => {});
      update(id, { status: 'cancelled', speed: 0 });
      pump();
    },
    /** Removes finished, failed and cancelled files. */
    clearFinished() {
      items = items.filter((i) => !['done', 'cancelled', 'failed'].includes(i.status));
      emit();
    },
  };
}

export type UploadQueue<Destination = undefined> = ReturnType<
  typeof createUploadQueue<Destination>
>;

interface Job<Destination> {
  file: File;
  destination: Destination;
  upload: Upload | null;
  lastTick: { at: number; sent: number };
  /** The upload of an earlier page this job continues. */
  previous?: InterruptedUpload;
  /** Failed before a byte was sent (`refuse`): retrying would fail again. */
  refused?: boolean;
}
