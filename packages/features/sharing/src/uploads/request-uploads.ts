import type { FileRequestUpload } from '@coffer/contract';
import { getCookie, type HttpClient } from '@coffer/core';
import type { HttpRequest, Upload } from 'tus-js-client';

export const requestUploadStatuses = [
  'queued',
  'uploading',
  'finishing',
  'done',
  'failed',
] as const;
export type RequestUploadStatus = (typeof requestUploadStatuses)[number];

/** One file a visitor is sending. */
export interface RequestUploadItem {
  id: string;
  name: string;
  size: number;
  sent: number;
  status: RequestUploadStatus;
  error: string | null;
}

/** Automatic retries with backoff when the connection drops (as the drive's uploads). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
const CHUNK_SIZE = 8 * 1024 * 1024;
export const TOO_LARGE = 'The file is larger than the maximum upload size.';
const FAILED = 'The upload failed. Please try again.';

/** The visitors' tus endpoint of a request. */
export function requestUploadEndpoint(hash: string): string {
  return `/api/v1/file-requests/${hash}/upload`;
}

/** The server's refusal in a tus or HTTP error (its JSON `message`), else a generic line. */
export function refusalMessage(error: unknown): string {
  const payload = (error as { payload?: { message?: string } } | null)?.payload;
  if (payload?.message) return payload.message;
  const response = (error as { originalResponse?: { getBody(): string } | null } | null)
    ?.originalResponse;
  const body = response?.getBody?.();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      // Not JSON (a proxy's page): fall through to the generic message.
    }
  }
  return FAILED;
}

export interface RequestUploadsOptions {
  hash: string;
  http: HttpClient;
  /** `uploads.max_size` from the page: bigger files fail at once, before a byte is sent. */
  maxFileSize: number | null;
  /** Called with the visitor's updated list after each file lands in the folder. */
  onUploaded: (uploads: FileRequestUpload[]) => void;
  /** @default 2 */
  concurrency?: number;
  /**
   * Loads the tus client (on the first upload, not with the page).
   * @default () => import('tus-js-client')
   */
  loadTus?: () => Promise<Pick<typeof import('tus-js-client'), 'Upload'>>;
}

/**
 * A visitor's upload queue: each file goes through tus (resumable, retried on network
 * errors), then `POST file-requests/{hash}/uploads` puts it in the folder. When the queue
 * drains after at least one success, the owner is told about the batch (`uploads/done`).
 */
export function createRequestUploads(options: RequestUploadsOptions) {
  const {
    hash,
    http,
    maxFileSize,
    onUploaded,
    concurrency = 2,
    loadTus = () => import('tus-js-client'),
  } = options;
  let items: RequestUploadItem[] = [];
  const files = new Map<string, File>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let landed = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (id: string, patch: Partial<RequestUploadItem>) => {
    items = items.map((i) => (i.id === id ? { ...i, ...patch } : i));
    emit();
  };
  const fail = (id: string, error: unknown) => {
    update(id, { status: 'failed', error: refusalMessage(error) });
    pump();
  };

  const pump = () => {
    const busy = items.filter((i) => i.status === 'uploading' || i.status === 'finishing');
    const waiting = items.filter((i) => i.status === 'queued');
    for (const next of waiting.slice(0, Math.max(0, concurrency - busy.length))) {
      void start(next.id);
    }
    if (busy.length === 0 && waiting.length === 0 && landed > 0) {
      landed = 0;
      // Best effort: if it is lost, the server tells the owner a little later anyway.
      void http.post(`file-requests/${hash}/uploads/done`).catch(() => {});
    }
  };

  const finish = async (id: string, url: string) => {
    update(id, { status: 'finishing' });
    try {
      const { uploads } = await http.post<{ uploads: FileRequestUpload[] }>(
        `file-requests/${hash}/uploads`,
        { uploadKey: url.split('/').pop() },
      );
      landed += 1;
      update(id, { status: 'done', sent: items.find((i) => i.id === id)?.size ?? 0 });
      onUploaded(uploads);
    } catch (error) {
      update(id, { status: 'failed', error: refusalMessage(error) });
    }
    pump();
  };

  const start = async (id: string) => {
    const file = files.get(id);
    if (!file) return;
    update(id, { status: 'uploading', error: null, sent: 0 });
    try {
      const { Upload } = await loadTus();
      const upload: Upload = new Upload(file, {
        endpoint: requestUploadEndpoint(hash),
        retryDelays: RETRY_DELAYS,
        chunkSize: CHUNK_SIZE,
        removeFingerprintOnSuccess: true,
        metadata: { name: file.name, filetype: file.type },
        onBeforeRequest: (req: HttpRequest) => {
          // The visitor and password cookies ride along; a signed-in visitor echoes the CSRF token.
          const xhr = req.getUnderlyingObject() as XMLHttpRequest;
          if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
          const token = getCookie('XSRF-TOKEN');
          if (token) req.setHeader('X-XSRF-TOKEN', token);
        },
        onProgress: (sent) => update(id, { sent }),
        onSuccess: () => void finish(id, upload.url ?? ''),
        onError: (error) => fail(id, error),
      });
      const previous = await upload.findPreviousUploads().catch(() => []);
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    } catch (error) {
      fail(id, error);
    }
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
    /** Queues files; ones over the size limit fail at once with the server's wording. */
    add(chosen: File[]) {
      const added = chosen.map((file): RequestUploadItem => {
        const id = `r${nextId++}`;
        files.set(id, file);
        const tooLarge = maxFileSize !== null && file.size > maxFileSize;
        return {
          id,
          name: file.name,
          size: file.size,
          sent: 0,
          status: tooLarge ? 'failed' : 'queued',
          error: tooLarge ? TOO_LARGE : null,
        };
      });
      items = [...items, ...added];
      emit();
      pump();
    },
    /** Sends a failed file again (one over the size limit stays failed). */
    retry(id: string) {
      const item = items.find((i) => i.id === id);
      if (item?.status !== 'failed' || item.error === TOO_LARGE) return;
      update(id, { status: 'queued', error: null, sent: 0 });
      pump();
    },
    /** Forgets finished and failed files. */
    clearFinished() {
      items = items.filter((i) => i.status !== 'done' && i.status !== 'failed');
      emit();
    },
  };
}

export type RequestUploads = ReturnType<typeof createRequestUploads>;
