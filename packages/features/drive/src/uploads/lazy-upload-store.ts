import type { HttpClient } from '@coffer/core';
import { findInterruptedUploads, lazyUploadQueue } from '@coffer/core/uploads';
import { TUS_ENDPOINT } from './tus-endpoint';
import type { DriveDestination, UploadConnection } from './upload-store';

// The upload queue (tus, resuming, interrupted uploads) loads with the first file added, or
// when the layout connects it if an earlier page left uploads to resume (ADR 0007), instead
// of with the drive's first paint. Calls made before it has arrived run once it has, in order.
let connection: (Omit<UploadConnection, 'chunkSize'> & { chunkSize?: () => number }) | null = null;
const queue = lazyUploadQueue(() =>
  import('./upload-store').then(({ uploadStore }) => {
    if (connection) uploadStore.connect(connection.http, connection.finished, connection.chunkSize);
    return uploadStore;
  }),
);

/** `uploadStore` for the drive's first-load code: the same calls, the module on demand. */
export const lazyUploadStore = {
  subscribe: queue.subscribe,
  /** Whether the queue has anything to show (false until the store has loaded). */
  hasItems: () => queue.getSnapshot().length > 0,
  /** As `uploadStore.connect`: the chunk size is the site's `uploads.chunk_size`, read per file. */
  connect(http: HttpClient, finished: () => void, chunkSize?: () => number) {
    connection = { http, finished, chunkSize };
    const store = queue.loaded();
    if (store) store.connect(http, finished, chunkSize);
    // While it loads, the connection above is applied on arrival.
    else if (findInterruptedUploads(TUS_ENDPOINT).length > 0) void queue.load();
  },
  add(files: File[], destination: DriveDestination, paths?: (string | undefined)[]) {
    void queue.load().then((store) => store.add(files, destination, paths));
  },
};
