import { getCookie, type HttpClient } from '@coffer/core';
import type { HttpRequest, Upload } from 'tus-js-client';
import {
  findInterruptedUploads,
  forgetInterruptedUpload,
  type InterruptedUpload,
  TUS_ENDPOINT,
  uploadedBytes,
} from './interrupted';

export const uploadStatuses = [
  'queued',
  'uploading',
  'paused',
  /** The browser went offline; it goes on by itself when the connection returns. */
  'offline',
  /** Left unfinished by an earlier page; resumes once the user picks the file again. */
  'interrupted',
  'finishing',
  'done',
  'failed',
  'cancelled',
] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One file of the upload panel. */
export interface UploadItem {
  id: string;
  name: string;
  /** Folders below the target folder (a folder upload keeps its tree). */
  relativePath: string | null;
  size: number;
  sent: number;
  status: UploadStatus;
  /** Bytes per second over the last progress events. */
  speed: number;
  error: string | null;
}

export { TUS_ENDPOINT };
/** Automatic retries with backoff when the connection drops. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
const CHUNK_SIZE = 8 * 1024 * 1024;

/** The directory part of a browser-relative path ("photos/2024/a.jpg" → "photos/2024"). */
export function directoryOf(path: string | undefined): string | null {
  if (!path) return null;
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : null;
}

/** Seconds left at the current speed, or null while it is unknown. */
export function secondsLeft(item: Pick<UploadItem, 'size' | 'sent' | 'speed'>): number | null {
  return item.speed > 0 ? Math.ceil((item.size - item.sent) / item.speed) : null;
}

/** The server's refusal in a tus error (its JSON `message`), else a generic line. */
export function refusalOf(error: unknown): string {
  const response = (error as { originalResponse?: { getBody(): string } | null })?.originalResponse;
  const body = response?.getBody?.();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      // Not JSON (a proxy's page): fall through to the generic message.
    }
  }
  return 'The upload failed. Please try again.';
}

interface Job {
  file: File;
  parentId: number | null;
  upload: Upload | null;
  lastTick: { at: number; sent: number };
  /** The upload of an earlier page this job continues. */
  previous?: InterruptedUpload;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether a file is the one an interrupted upload was sending (same name and size). */
export function isSameFile(file: File, item: Pick<UploadItem, 'name' | 'size'>): boolean {
  return file.name === item.name && file.size === item.size;
}

/**
 * The upload queue: each file goes through tus (resumable, retried with backoff), then
 * `POST tus/entries` turns it into a file entry. Going offline parks an upload until the
 * connection returns; uploads an earlier page left unfinished come back as `interrupted`
 * and resume from the server's offset once their file is picked again. UI-agnostic; the
 * panel subscribes.
 */
export function createUploadStore(options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? 3;
  let items: UploadItem[] = [];
  const jobs = new Map<string, Job>();
  const listeners = new Set<() => void>();
  let http: HttpClient | null = null;
  let onFinished: (() => void) | null = null;
  let nextId = 1;
  let restored = false;
  const interrupted = new Map<string, InterruptedUpload>();

  const emit = () => {
    for (const l of listeners) l();
  };
  const update = (id: string, patch: Partial<UploadItem>) => {
    items = items.map((i) => (i.id === id ? { ...i, ...patch } : i));
    emit();
  };
  const item = (id: string) => items.find((i) => i.id === id);

  const remove = (id: string) => {
    items = items.filter((i) => i.id !== id);
    emit();
  };

  const pump = () => {
    const running = items.filter((i) => i.status === 'uploading' || i.status === 'finishing');
    for (const next of items
      .filter((i) => i.status === 'queued')
      .slice(0, concurrency - running.length)) {
      void start(next.id);
    }
  };

  const finish = async (id: string, uploadUrl: string) => {
    const job = jobs.get(id);
    const current = item(id);
    if (!job || !current || !http) return;
    update(id, { status: 'finishing', sent: current.size });
    try {
      await http.post('tus/entries', {
        uploadKey: uploadUrl.split('/').pop(),
        parentId: job.parentId,
        relativePath: current.relativePath,
      });
      update(id, { status: 'done', speed: 0 });
      onFinished?.();
    } catch (error) {
      const message = (error as { payload?: { message?: string } }).payload?.message;
      update(id, { status: 'failed', error: message || refusalOf(error), speed: 0 });
    }
    pump();
  };

  const start = async (id: string) => {
    const job = jobs.get(id);
    const current = item(id);
    if (!job || !current) return;
    update(id, { status: 'uploading', error: null });
    // The tus client loads with the first upload, not with the drive.
    const { Upload } = await import('tus-js-client');
    const upload: Upload = new Upload(job.file, {
      endpoint: TUS_ENDPOINT,
      retryDelays: RETRY_DELAYS,
      chunkSize: CHUNK_SIZE,
      removeFingerprintOnSuccess: true,
      metadata: {
        name: job.file.name,
        filetype: job.file.type,
        ...(job.parentId ? { parentId: String(job.parentId) } : {}),
        ...(current.relativePath ? { relativePath: current.relativePath } : {}),
      },
      onBeforeRequest: withSession,
      onProgress: (sent) => {
        const now = Date.now();
        const dt = (now - job.lastTick.at) / 1000;
        const speed = dt > 0.25 ? (sent - job.lastTick.sent) / dt : (item(id)?.speed ?? 0);
        if (dt > 0.25) job.lastTick = { at: now, sent };
        update(id, { sent, speed: Math.max(0, speed) });
      },
      onSuccess: () => void finish(id, upload.url ?? ''),
      onError: (error) => {
        // tus-js-client stops retrying while the browser is offline; the `online` event resumes it.
        const status = isOffline() && item(id)?.status === 'uploading' ? 'offline' : 'failed';
        update(id, { status, error: status === 'failed' ? refusalOf(error) : null, speed: 0 });
        pump();
      },
    });
    job.upload = upload;
    job.lastTick = { at: Date.now(), sent: 0 };
    // The same file sent before (its fingerprint is remembered), or the upload it continues.
    const previous = job.previous
      ? [{ ...job.previous, parallelUploadUrls: null }]
      : await upload.findPreviousUploads().catch(() => []);
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    if (item(id)?.status === 'uploading') upload.start();
  };

  /** Lists the uploads an earlier page left unfinished, with what the server holds of each. */
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const previous of findInterruptedUploads(TUS_ENDPOINT)) {
      const id = `u${nextId++}`;
      interrupted.set(id, previous);
      items = [
        ...items,
        {
          id,
          name: previous.metadata.name ?? 'Untitled',
          relativePath: previous.metadata.relativePath ?? null,
          size: previous.size,
          sent: 0,
          status: 'interrupted',
          speed: 0,
          error: null,
        },
      ];
      void uploadedBytes(previous).then((sent) => {
        if (sent === 'gone') {
          forgetInterruptedUpload(previous);
          interrupted.delete(id);
          if (item(id)?.status === 'interrupted') remove(id);
        } else if (sent !== null && item(id)?.status === 'interrupted') {
          update(id, { sent });
        }
      });
    }
    emit();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      items = items.map((i) => (i.status === 'offline' ? { ...i, status: 'queued' } : i));
      emit();
      pump();
    });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    /** Gives the store the app's HTTP client and what to refresh after each finished file. */
    connect(client: HttpClient, finished: () => void) {
      http = client;
      onFinished = finished;
      restore();
    },
    /** Queues files for `parentId`; `webkitRelativePath` (folder uploads) keeps their tree. */
    add(files: File[], parentId: number | null, paths?: (string | undefined)[]) {
      const added = files.map((file, index) => {
        const id = `u${nextId++}`;
        jobs.set(id, { file, parentId, upload: null, lastTick: { at: 0, sent: 0 } });
        const path = paths?.[index] ?? (file.webkitRelativePath || undefined);
        return {
          id,
          name: file.name,
          relativePath: directoryOf(path),
          size: file.size,
          sent: 0,
          status: 'queued' as const,
          speed: 0,
          error: null,
        };
      });
      // Adding the file an interrupted upload was sending resumes that upload.
      for (const entry of added) {
        const job = jobs.get(entry.id);
        const was = items.find((i) => i.status === 'interrupted' && job && isSameFile(job.file, i));
        const previous = was && interrupted.get(was.id);
        if (!job || !was || !previous) continue;
        job.previous = previous;
        interrupted.delete(was.id);
        items = items.filter((i) => i !== was);
      }
      items = [...items, ...added];
      emit();
      pump();
    },
    /**
     * Resumes an interrupted upload with its file, picked again by the user: into the
     * folder it was going to, from the bytes the server already has.
     */
    resumeWith(id: string, file: File) {
      const current = item(id);
      const previous = interrupted.get(id);
      if (!current || !previous || current.status !== 'interrupted') return;
      if (!isSameFile(file, current)) {
        update(id, { error: `Choose “${current.name}” to resume this upload.` });
        return;
      }
      const parentId = Number(previous.metadata.parentId);
      jobs.set(id, {
        file,
        parentId: Number.isInteger(parentId) && parentId > 0 ? parentId : null,
        upload: null,
        lastTick: { at: 0, sent: 0 },
        previous,
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
    retry(id: string) {
      update(id, { status: 'queued', error: null, sent: 0 });
      pump();
    },
    cancel(id: string) {
      const previous = interrupted.get(id);
      if (previous) {
        // An earlier page's upload: forget it here and delete what the server holds.
        interrupted.delete(id);
        forgetInterruptedUpload(previous);
        void import('tus-js-client')
          .then(({ Upload }) =>
            Upload.terminate(previous.uploadUrl, { onBeforeRequest: withSession }),
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
    /** Removes finished, failed and cancelled files from the panel. */
    clearFinished() {
      items = items.filter((i) => !['done', 'cancelled', 'failed'].includes(i.status));
      emit();
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** The session cookie rides along on tus requests; mutating ones echo the CSRF token. */
function withSession(req: HttpRequest) {
  const xhr = req.getUnderlyingObject() as XMLHttpRequest;
  if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
  const token = getCookie('XSRF-TOKEN');
  if (token) req.setHeader('X-XSRF-TOKEN', token);
}

/** The app-wide upload queue. */
export const uploadStore = createUploadStore();
