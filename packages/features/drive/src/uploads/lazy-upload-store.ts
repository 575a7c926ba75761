import type { HttpClient } from '@coffer/core';
import type { UploadStore } from './upload-store';

// The upload queue (tus, resuming, interrupted uploads) loads right after the drive's first
// paint, when the layout connects it, instead of with it (ADR 0007, third pass). Calls made
// before it has arrived run once it has, in order.
let store: UploadStore | null = null;
let loading: Promise<UploadStore> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<UploadStore> {
  loading ??= import('./upload-store').then(({ uploadStore }) => {
    store = uploadStore;
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
    void load().then((loaded) => loaded.connect(client, finished));
  },
  add(files: File[], parentId: number | null, paths?: (string | undefined)[]) {
    void load().then((loaded) => loaded.add(files, parentId, paths));
  },
};
