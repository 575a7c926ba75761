import type { HttpClient } from '@coffer/core';
import { findInterruptedUploads } from '@coffer/core/uploads';
import { TUS_ENDPOINT } from './tus-endpoint';
import type { UploadStore } from './upload-store';

// The upload queue (tus, resuming, interrupted uploads) loads with the first file added, or
// when the layout connects it if an earlier page left uploads to resume (ADR 0007), instead
// of with the drive's first paint. Calls made before it has arrived run once it has, in order.
let store: UploadStore | null = null;
let loading: Promise<UploadStore> | null = null;
let connection: { client: HttpClient; finished: () => void } | null = null;
const listeners = new Set<() => void>();

function load(): Promise<UploadStore> {
  loading ??= import('./upload-store').then(({ uploadStore }) => {
    store = uploadStore;
    if (connection) uploadStore.connect(connection.client, connection.finished);
    uploadStore.subscribe(() => {
      for (const listener of listeners) listener();
    });
    for (const listener of listeners) listener();
    return uploadStore;
  });
  return loading;
}

/** `uploadStore` for the drive's first-load code: the same calls, the module on demand. */
export const lazyUploadStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Whether the queue has anything to show (false until the store has loaded). */
  hasItems: () => (store?.getSnapshot().length ?? 0) > 0,
  connect(client: HttpClient, finished: () => void) {
    connection = { client, finished };
    if (store) store.connect(client, finished);
    else if (loading || findInterruptedUploads(TUS_ENDPOINT).length > 0) void load();
  },
  add(files: File[], parentId: number | null, paths?: (string | undefined)[]) {
    void load().then((loaded) => loaded.add(files, parentId, paths));
  },
};
