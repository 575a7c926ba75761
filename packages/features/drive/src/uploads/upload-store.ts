import { getCookie, type HttpClient } from '@coffer/core';
import type { HttpRequest, Upload } from 'tus-js-client';

export const uploadStatuses = [
  'queued',
  'uploading',
  'paused',
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

export const TUS_ENDPOINT = '/api/v1/tus/upload';
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
}

/**
 * The upload queue: each file goes through tus (resumable; its URL is kept in
 * localStorage so adding the same file again after a reload resumes it), then
 * `POST tus/entries` turns it into a file entry. UI-agnostic; the panel subscribes.
 */
export function createUploadStore(options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? 3;
  let items: UploadItem[] = [];
  const jobs = new Map<string, Job>();
  const listeners = new Set<() => void>();
  let http: HttpClient | null = null;
  let onFinished: (() => void) | null = null;
  let nextId = 1;

  const emit = () => {
    for (const l of listeners) l();
  };
  const update = (id: string, patch: Partial<UploadItem>) => {
    items = items.map((i) => (i.id === id ? { ...i, ...patch } : i));
    emit();
  };
  const item = (id: string) => items.find((i) => i.id === id);

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
      onBeforeRequest: (req: HttpRequest) => {
        // The session cookie rides along; mutating calls must echo the CSRF token.
        const xhr = req.getUnderlyingObject() as XMLHttpRequest;
        if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
        const token = getCookie('XSRF-TOKEN');
        if (token) req.setHeader('X-XSRF-TOKEN', token);
      },
      onProgress: (sent) => {
        const now = Date.now();
        const dt = (now - job.lastTick.at) / 1000;
        const speed = dt > 0.25 ? (sent - job.lastTick.sent) / dt : (item(id)?.speed ?? 0);
        if (dt > 0.25) job.lastTick = { at: now, sent };
        update(id, { sent, speed: Math.max(0, speed) });
      },
      onSuccess: () => void finish(id, upload.url ?? ''),
      onError: (error) => {
        update(id, { status: 'failed', error: refusalOf(error), speed: 0 });
        pump();
      },
    });
    job.upload = upload;
    job.lastTick = { at: Date.now(), sent: 0 };
    const previous = await upload.findPreviousUploads().catch(() => []);
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    if (item(id)?.status === 'uploading') upload.start();
  };

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
      items = [...items, ...added];
      emit();
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

/** The app-wide upload queue. */
export const uploadStore = createUploadStore();
