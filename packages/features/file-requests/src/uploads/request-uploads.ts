import type { FileRequestUpload } from '@coffer/contract';
import type { HttpClient } from '@coffer/core';
import { lazyUploadQueue, type TusClient, type UploadItem } from '@coffer/core/uploads';

/** The refusal of a file over the size limit (the server's wording); shown with `trans()`. */
export { TOO_LARGE } from './upload-messages';

/** One file a visitor is sending. */
export type RequestUploadItem = UploadItem;

export interface RequestUploadsOptions {
  hash: string;
  http: HttpClient;
  /** `uploads.max_size` from the page: bigger files fail at once, before a byte is sent. */
  maxFileSize: number | null;
  /**
   * The site's `uploads.chunk_size` (bytes per tus request), read as each file starts.
   * @default () => UPLOAD_CHUNK_SIZE
   */
  chunkSize?: () => number;
  /** Called with the visitor's updated list after each file lands in the folder. */
  onUploaded: (uploads: FileRequestUpload[]) => void;
  /** @default 2 */
  concurrency?: number;
  /**
   * Loads the tus client (on the first upload, not with the page).
   * @default () => import('tus-js-client')
   */
  loadTus?: () => Promise<TusClient>;
}

/**
 * A visitor's upload queue (`./request-queue`), loaded with the first file chosen rather
 * than with the page (ADR 0007, decision 17).
 */
export function createRequestUploads(options: RequestUploadsOptions) {
  const queue = lazyUploadQueue(() =>
    import('./request-queue').then(({ createRequestQueue }) => createRequestQueue(options)),
  );
  return {
    subscribe: queue.subscribe,
    getSnapshot: queue.getSnapshot,
    /** Queues files; ones over the size limit fail at once with the server's wording. */
    add(files: File[]) {
      void queue.load().then((loaded) => loaded.add(files));
    },
    /** Sends a failed file again (one over the size limit stays failed). */
    retry(id: string) {
      queue.loaded()?.retry(id);
    },
    /** Forgets finished and failed files. */
    clearFinished() {
      queue.loaded()?.clearFinished();
    },
  };
}

export type RequestUploads = ReturnType<typeof createRequestUploads>;
